import type { TimeZoneOption } from '@listok/contract';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { labelStyle } from '../../../components/field';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';
import { useLang } from '../../../lib/texts/use-lang';
import { filterZones, shownPlaces, stepActive, zoneIdOf, zoneLabel } from '../zone-filter';

interface TimeZoneComboboxProps {
  zones: readonly TimeZoneOption[];
  selected: number | null;
  onSelect: (id: number) => void;
  disabled?: boolean;
}

/**
 * An editable combo box with a list popup (the WAI-ARIA APG pattern): typing filters the ~600 zones, by their ids and
 * by cities in Russian or English (zone-filter.ts), and highlights the first match, arrows move, Enter or a click chooses, Escape or leaving closes without a change.
 * Built on plain elements: React Aria's press handling injects a <style> element, which the app's CSP refuses.
 */
export function TimeZoneCombobox({ zones, selected, onSelect, disabled = false }: TimeZoneComboboxProps) {
  const { t } = useTexts();
  const lang = useLang();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const selectedZone = zones.find((zone) => zone.id === selected);
  const selectedName = selectedZone ? zoneLabel(selectedZone.name, lang) : '';
  const [text, setText] = useState(selectedName);
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => (typed ? filterZones(zones, text) : [...zones]), [typed, zones, text]);

  // The field shows the chosen zone whenever the user is not typing (also once the zones or the choice arrive).
  useEffect(() => {
    if (!typed) setText(selectedName);
  }, [selectedName, typed]);

  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setOpen(true);
    if (!typed) setActive(zones.findIndex((zone) => zone.id === selected));
  };

  const close = () => {
    setOpen(false);
    setTyped(false);
    setActive(-1);
    setText(selectedName);
  };

  const choose = (zone: TimeZoneOption) => {
    onSelect(zone.id);
    setOpen(false);
    setTyped(false);
    setActive(-1);
    setText(zoneLabel(zone.name, lang));
  };

  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'PageDown':
      case 'PageUp':
        event.preventDefault();
        if (!open) openList();
        else setActive(stepActive(active, shown.length, event.key));
        break;
      case 'Enter': {
        const zone = shown[active];
        if (open) event.preventDefault();
        if (open && zone) choose(zone);
        break;
      }
      case 'Escape':
        if (open || typed) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const activeZone = open ? shown[active] : undefined;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className={labelStyle}>
        {t('settings.tzLabel')}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={input}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeZone ? `${id}-zone-${activeZone.id}` : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder={disabled ? t('app.loading') : t('settings.tzPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setOpen(true);
            setActive(filterZones(zones, event.target.value).length > 0 ? 0 : -1);
          }}
          onClick={() => (open ? undefined : openList())}
          onKeyDown={keys}
          onBlur={close}
          className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2.5 pr-12 pl-3.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-50"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('settings.tzShowAll')}
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          // Keeps the focus in the field, so the list does not close on the field's blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            if (open) close();
            else openList();
          }}
          className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <ChevronDownIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-slate-600 text-sm">
        {t('settings.tzHint')}
      </p>
      <p role="status" className="sr-only">
        {open && typed ? t('settings.tzCount', { count: shown.length }) : ''}
      </p>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-[4.75rem] z-30 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
      >
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label={t('settings.tzLabel')}
          className="max-h-72 overflow-y-auto overscroll-contain"
        >
          {open &&
            shown.map((zone, index) => {
              const isSelected = zone.id === selected;
              const placesText = shownPlaces(zone.name, lang, typed ? text : '');
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the combo box field (APG pattern).
                <div
                  key={zone.id}
                  id={`${id}-zone-${zone.id}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isSelected}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(zone)}
                  onMouseMove={() => (index === active ? undefined : setActive(index))}
                  className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 ${index === active ? 'bg-brand-50' : ''} ${isSelected ? 'font-semibold text-brand-800' : 'text-slate-800'}`}
                >
                  <span className="min-w-0 break-words">
                    <span className="block">{zoneLabel(zone.name, lang)}</span>
                    <span className="block font-normal text-slate-600 text-sm">
                      {placesText ? `${zoneIdOf(zone.name)} · ${placesText}` : zoneIdOf(zone.name)}
                    </span>
                  </span>
                  {isSelected && <CheckIcon className="size-4 shrink-0" />}
                </div>
              );
            })}
        </div>
        {open && shown.length === 0 && <p className="px-3 py-2.5 text-slate-600">{t('settings.tzNothing')}</p>}
      </div>
    </div>
  );
}
