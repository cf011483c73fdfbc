import type { Lang, MenuEntry } from '@listok/contract/base';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../../components/icons';
import { langOfPath } from '../../../lib/texts/lang';
import { useTexts } from '../../../lib/texts/texts';
import { useSwitchLanguage } from '../api/switch-language';

interface LanguageMenuProps {
  entries: MenuEntry[];
  current: Lang;
}

/** While the list is open: Escape closes it, arrows move between its entries, a click or focus elsewhere closes it. */
function useOpenListBehaviour(open: boolean, root: HTMLElement | null, close: (returnFocus: boolean) => void) {
  useEffect(() => {
    if (!open || !root) return;
    const items = () => [...root.querySelectorAll<HTMLButtonElement>('li button')];
    (root.querySelector<HTMLButtonElement>('li button[aria-current="true"]') ?? items()[0])?.focus();
    const outside = (event: Event) => {
      if (!root.contains(event.target as Node)) close(false);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const list = items();
        const at = list.indexOf(document.activeElement as HTMLButtonElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        list[(at + step + list.length) % list.length]?.focus();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', keys);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', keys);
    };
  }, [open, root, close]);
}

/**
 * The language dropdown: a disclosure button and a short list of the menu's language entries. Plain elements keep
 * React Aria out of the landing page's bundle.
 */
export function LanguageMenu({ entries, current }: LanguageMenuProps) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const switchLanguage = useSwitchLanguage();
  const listId = useId();
  const currentName = entries.find((entry) => langOfPath(entry.path) === current)?.name ?? t(`menu.${current}`);

  const close = useRef((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }).current;
  useOpenListBehaviour(open, root, close);

  const choose = (entry: MenuEntry) => {
    close(true);
    const lang = langOfPath(entry.path);
    if (lang && lang !== current) void switchLanguage(lang);
  };

  return (
    <div ref={setRoot} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-10 items-center gap-1.5 rounded-lg px-2.5 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100"
      >
        <GlobeIcon className="size-5 text-slate-500" />
        <span className="sr-only">{t('nav.language')}: </span>
        <span>{currentName}</span>
        <ChevronDownIcon className={`size-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-44 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
      >
        {entries.map((entry) => {
          const lang = langOfPath(entry.path);
          const selected = lang === current;
          return (
            <li key={entry.path}>
              <button
                type="button"
                lang={lang}
                aria-current={selected ? 'true' : undefined}
                onClick={() => choose(entry)}
                className={`flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-sm hover:bg-slate-100 ${selected ? 'font-semibold text-brand-800' : 'text-slate-800'}`}
              >
                {entry.name}
                {selected && <CheckIcon className="size-4 text-brand-700" />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
