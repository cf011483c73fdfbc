import type { ListItem, ListKind } from '@listok/contract';
import { entryOnTheList, foldName, limits, pastedLink, readPlainEntry } from '@listok/contract/base';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { labelStyle } from '../../../../components/field';
import { PlusIcon } from '../../../../components/icons';
import { useTexts } from '../../../../lib/texts/texts';
import { standInEntry } from '../../offline/changes';
import { queueChange, standInId } from '../../offline/item-changes';
import { listStyles } from '../../shared/components/styles';
import { kindKey } from '../../shared/kind-words';

interface EntryBoxProps {
  listId: number;
  kind: Exclude<ListKind, 'shopping'>;
  /** The items as drawn (with the changes not yet sent). */
  items: ListItem[] | undefined;
}

/**
 * The add box of a list of a kind other than shopping: Enter adds the line as typed (a plain entry), with no dialog
 * and no goods. The ticked entries of this list are offered as completions (a packing list's things for the next
 * trip); a line already on the list is pointed at, a ticked one put back.
 */
export function EntryBox({ listId, kind, items }: EntryBoxProps) {
  const { t } = useTexts();
  const [text, setText] = useState('');
  const [report, setReport] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const completionsId = useId();
  const ticked = useMemo(() => {
    const names = new Map<string, string>();
    for (const item of items ?? []) if (item.completed) names.set(foldName(item.name), item.name);
    return [...names.values()];
  }, [items]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (line === '') return;
    // Read as the server reads it: a web address alone is named by its host (until its page is read), any other line
    // by its text; and found on the list the same way.
    const address = pastedLink(line);
    const entry = address ? { name: address.host, amount: null, note: '' } : readPlainEntry(line);
    const there = entryOnTheList(items ?? [], address ? { name: address.host, link: address.link } : entry);
    if (there && !there.completed) {
      setReport(t('items.entryThere', { name: there.name }));
      return;
    }
    if (there) {
      void queueChange({ kind: 'mark', listId, rowId: there.id, completed: false }, there.name);
      setReport(t('items.reopened', { name: there.name }));
    } else {
      const rowId = standInId();
      void queueChange(
        { kind: 'entry', listId, rowId, text: line, shown: standInEntry(rowId, entry, kind) },
        entry.name,
      );
      setReport(t('items.added', { name: entry.name }));
    }
    setText('');
    input.current?.focus();
  };

  return (
    <div className="sticky top-16 z-10 -mx-4 bg-slate-50/95 px-4 pt-4 pb-2 backdrop-blur-sm">
      <form onSubmit={add} className="mt-0">
        <label htmlFor={`entry-${listId}`} className={labelStyle}>
          {t(kindKey(kind, 'addLabel'))}
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            ref={input}
            id={`entry-${listId}`}
            name="entry"
            type="text"
            enterKeyHint="enter"
            autoComplete="off"
            maxLength={limits.entryNameMax}
            list={ticked.length > 0 ? completionsId : undefined}
            aria-describedby={hintId}
            placeholder={t(kindKey(kind, 'addPlaceholder'))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setReport('');
            }}
            className={`${listStyles.input} min-w-0 flex-1`}
          />
          <button
            type="submit"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800"
            aria-label={t(kindKey(kind, 'addLabel'))}
          >
            <PlusIcon className="size-6" />
          </button>
        </div>
        {ticked.length > 0 && (
          <datalist id={completionsId}>
            {ticked.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        <p id={hintId} className="mt-1.5 hidden text-slate-500 text-sm sm:block">
          {t(kindKey(kind, 'addHint'))}
        </p>
        <p role="status" className="min-h-0 text-slate-700 text-sm [overflow-wrap:anywhere] empty:hidden">
          {report}
        </p>
      </form>
    </div>
  );
}
