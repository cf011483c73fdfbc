import type { DueReading, ListItem, ListKind } from '@listok/contract';
import { entryOnTheList, foldName, limits, pastedLink, readPlainEntry } from '@listok/contract/base';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { labelStyle } from '../../../../components/field';
import { PlusIcon } from '../../../../components/icons';
import { localDateText } from '../../../../lib/texts/server-date';
import { useTexts } from '../../../../lib/texts/texts';
import { standInEntry } from '../../offline/changes';
import { queueChange, standInId } from '../../offline/item-changes';
import { listStyles } from '../../shared/components/styles';
import { kindKey } from '../../shared/kind-words';
import { loadSmartEntry, smartEntry } from '../../shopping/smart-entry';

interface EntryBoxProps {
  listId: number;
  kind: Exclude<ListKind, 'shopping'>;
  /** The items as drawn (with the changes not yet sent). */
  items: ListItem[] | undefined;
}

/**
 * The add box of a list of a kind other than shopping: Enter adds the line as typed (a plain entry), with no dialog
 * and no goods; on a to-do list, one naming two days is two to-dos. The ticked entries of this list are offered as
 * completions (a packing list's things for the next trip); a line already on the list is pointed at (one that says
 * more of it, another day or amount, is a second entry), a ticked one put back.
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
  // A to-do's days are read by smart entry's chunk, loaded with the box (an add before it is there waits for it).
  useEffect(() => {
    if (kind === 'todo') void loadSmartEntry();
  }, [kind]);

  /** Adds one line (or points at it, or puts it back); answers what happened, and whether the line went. */
  const addLine = (line: string, reading: DueReading | undefined): { said: string; done: boolean } => {
    // Read as the server reads it: a web address alone is named by its host (until its page is read), any other line
    // by its text and what it says; and found on the list the same way.
    const address = pastedLink(line);
    const entry = address
      ? { name: address.host, amount: null, note: '' }
      : readPlainEntry(reading?.text ?? line, [], kind);
    const wanted = address ? { name: address.host, link: address.link } : { ...entry, due: reading?.due };
    const there = entryOnTheList(items ?? [], wanted);
    if (there && !there.completed) return { said: t('items.entryThere', { name: there.name }), done: false };
    if (there) {
      void queueChange({ kind: 'mark', listId, rowId: there.id, completed: false }, there.name);
      // Put back with the day the line named, as the server does with a pasted one.
      if (reading?.due && reading.due !== (there.kind === 'todo' ? there.due : null)) {
        const fields = { due: reading.due, repeat: reading.repeat };
        void queueChange({ kind: 'update', listId, rowId: there.id, fields }, there.name);
      }
      return { said: t('items.reopened', { name: there.name }), done: true };
    }
    const rowId = standInId();
    // Shown with the day read, so that a second to-do of the same text on another day shows too.
    const standIn = standInEntry(rowId, entry, kind);
    const shown =
      standIn.kind === 'todo' && reading?.due ? { ...standIn, due: reading.due, repeat: reading.repeat } : standIn;
    void queueChange({ kind: 'entry', listId, rowId, text: line, shown }, entry.name);
    return { said: t('items.added', { name: entry.name }), done: true };
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (line === '') return;
    // A to-do's day is read as the server reads it (in this device's time); two days are two to-dos.
    const now = kind === 'todo' && pastedLink(line) === null ? localDateText().slice(0, 16) : undefined;
    const reader = now === undefined ? undefined : (smartEntry() ?? (await loadSmartEntry().catch(() => undefined)));
    const lines = now === undefined || !reader ? [line] : reader.dueLines(line, now);
    const outcomes = lines.map((one) => addLine(one, now === undefined ? undefined : reader?.readDue(one, now)));
    setReport(outcomes.map((outcome) => outcome.said).join(' '));
    // A line only pointed at stays, to be changed.
    if (!outcomes.some((outcome) => outcome.done)) return;
    setText('');
    input.current?.focus();
  };

  return (
    <div className="sticky top-16 z-10 -mx-4 bg-slate-50/95 px-4 pt-4 pb-2 backdrop-blur-sm">
      <form onSubmit={(event) => void add(event)} className="mt-0">
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
