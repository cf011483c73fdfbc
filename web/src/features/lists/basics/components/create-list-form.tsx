import { issueKey, kindFromName, type ListKind, ListName, type ListSummary } from '@listok/contract';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { labelStyle } from '../../../../components/field';
import { PlusIcon } from '../../../../components/icons';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { listStyles } from '../../shared/components/styles';
import { useCreateList } from '../api/create-list';
import { ListKindPicker } from './list-kind-picker';

/**
 * Spec §2, §5: the name of a new list (the contract's ListName rule); the button stays disabled until the name is
 * valid, Enter submits, and the field is emptied once the list exists. Under the name, its kind: suggested by the name
 * as it is typed (`kindFromName`) until the user picks one.
 */
export function CreateListForm({ onCreated }: { onCreated: (list: ListSummary) => void }) {
  const { t } = useTexts();
  const create = useCreateList();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<ListKind>();
  const kind = picked ?? kindFromName(name) ?? 'shopping';
  const id = useId();
  const parsed = ListName.safeParse(name);
  // An empty field is not an error yet; a name that breaks a rule says which.
  const issue = name === '' || parsed.success ? undefined : issueKey(parsed.error.issues[0]?.message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || create.isPending) return;
    create.mutate(
      { name: parsed.data, kind },
      {
        onSuccess: (list) => {
          setName('');
          setPicked(undefined);
          showSuccess(t('lists.create.done', { name: list.name }));
          onCreated(list);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={`${listStyles.card} mt-6 p-4 sm:p-5`}>
      <label htmlFor={id} className={labelStyle}>
        {t('lists.create.label')}
      </label>
      <input
        id={id}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t('lists.create.placeholder')}
        autoComplete="off"
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-error` : undefined}
        className={`${listStyles.input} mt-1.5 w-full ${issue ? 'border-red-600 bg-red-50/40' : ''}`}
      />
      {issue && (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {t(issue)}
        </p>
      )}
      {/* The kinds take the card's whole width, so «Вещи в дорогу» keeps to one line on a desktop too; the button
          comes under them (at the right edge from a tablet's width on). */}
      <div className="mt-3 flex flex-col gap-3">
        <ListKindPicker value={kind} onChange={setPicked} />
        <button
          type="submit"
          disabled={!parsed.success || create.isPending}
          className={`${buttonStyles.primary} shrink-0 sm:self-end`}
        >
          <PlusIcon className="size-5" />
          {t('lists.create.submit')}
        </button>
      </div>
    </form>
  );
}
