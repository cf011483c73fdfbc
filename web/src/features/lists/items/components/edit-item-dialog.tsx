import { EntryName, ItemNote, Link as LinkRule, type ListItem, type StoreRef } from '@listok/contract';
import { issueKey } from '@listok/contract/base';
import { useId, useState } from 'react';
import { labelStyle } from '../../../../components/field';
import { LinkField, TextField } from '../../../../components/text-field';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { LastPrices } from '../../money/components/last-prices';
import { changedFields } from '../../offline/changed-fields';
import { queueChange } from '../../offline/item-changes';
import { ActionDialog } from '../../shared/components/action-dialog';
import { listStyles } from '../../shared/components/styles';
import { formatAmount, itemName, unitName } from '../../shared/item-view';
import { useListScreenContext } from '../../shared/screen-context';
import { amountIssue, parseAmount } from '../amount';
import { useUnits } from '../api/get-units';
import { AmountField } from './amount-field';
import { DueFields, dueText, dueValue } from './due-fields';
import { ItemRecipes } from './item-recipes';
import { StoreChips } from './store-chips';

interface EditItemDialogProps {
  listId: number;
  item: ListItem;
  /** The list's shops (for a shopping list's members): the good is tied to those that have it. */
  stores?: readonly StoreRef[] | undefined;
  onClose: () => void;
}

/**
 * Spec §2: amount (− / +), unit (names in the interface language), an optional link and a note of one item. A plain
 * entry (a to-do, a thing to pack, a wish) has its text instead of a unit, and its amount may be left empty. A good of
 * a shopping list that has shops is tied to the shops that have it (none: any shop).
 */
export function EditItemDialog({ listId, item, stores = [], onClose }: EditItemDialogProps) {
  const { t } = useTexts();
  const lang = useLang();
  const plain = item.itemId === null;
  const units = useUnits({ load: !plain });
  const unitId = useId();
  const [name, setName] = useState(item.name);
  // Only a to-do has an assignee (null: nobody), a due and a repeat; the members come from the list's header.
  const todo = item.kind === 'todo' ? item : null;
  const members = useListScreenContext()?.members ?? [];
  const assigneeId = useId();
  const [assignee, setAssignee] = useState(todo?.assignee?.id ?? 0);
  const [due, setDue] = useState(() => dueValue(todo?.due ?? null, todo?.repeat ?? null));
  const [amount, setAmount] = useState(() => (item.amount === null ? '' : formatAmount(item.amount, lang)));
  const [unit, setUnit] = useState(item.unit ?? 0);
  const [link, setLink] = useState(item.link ?? '');
  const [note, setNote] = useState(item.note ?? '');
  // Only a shopping list's items have ties (`stores`), and only a list with shops offers them.
  const tiable = item.kind === 'shopping' && stores.length > 0;
  const [ties, setTies] = useState(item.kind === 'shopping' ? item.stores : []);
  const [judged, setJudged] = useState(false);
  const nameCheck = EntryName.safeParse(name);
  const nameProblem = plain && !nameCheck.success ? issueKey(nameCheck.error.issues[0]?.message) : undefined;
  // An entry's amount may be left empty: it has none then.
  const noAmount = plain && amount.trim() === '';
  const amountProblem = noAmount ? undefined : amountIssue(amount);
  const linkCheck = LinkRule.safeParse(link);
  const linkProblem = linkCheck.success ? undefined : issueKey(linkCheck.error.issues[0]?.message);
  const noteCheck = ItemNote.safeParse(note);
  const noteProblem = noteCheck.success ? undefined : issueKey(noteCheck.error.issues[0]?.message);

  const save = () => {
    setJudged(true);
    const value = noAmount ? null : parseAmount(amount);
    if ((value === null && !noAmount) || nameProblem || linkProblem || !noteCheck.success) return;
    const chosen =
      units.data?.find((option) => option.id === unit) ??
      (item.unit === null ? undefined : { id: item.unit, name_ru: item.unit_ru, name_en: item.unit_en });
    // Only the fields the user changed are sent (an untouched link may be the product's own), so an edit another
    // member made to the other fields meanwhile survives.
    const given = members.find((member) => member.id === assignee);
    const fields = changedFields(item, {
      ...(plain && nameCheck.success ? { name: nameCheck.data } : {}),
      // A repeat needs a day: the server starts one without a day today, as the dialog shows after the answer.
      ...(todo && {
        assignee: given ? { id: given.id, username: given.username } : null,
        due: dueText(due),
        repeat: due.repeat,
      }),
      amount: value,
      ...(chosen && !plain ? { unit: chosen } : {}),
      link: link.trim() || null,
      note: noteCheck.data,
      ...(tiable && { stores: ties }),
    });
    if (Object.keys(fields).length > 0)
      void queueChange({ kind: 'update', listId, rowId: item.id, fields }, itemName(item, lang));
    onClose();
  };

  return (
    <ActionDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialogs.editItem.title', { name: itemName(item, lang) })}
      onConfirm={save}
      confirmLabel={t('dialogs.save')}
      cancelLabel={t('dialogs.cancel')}
    >
      <div className="flex flex-col gap-5">
        {plain && (
          <TextField
            label={t('dialogs.editItem.entry')}
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            state={judged && nameProblem ? 'invalid' : 'idle'}
            error={nameProblem ? t(nameProblem) : undefined}
          />
        )}
        {todo && (
          <div>
            <label htmlFor={assigneeId} className={labelStyle}>
              {t('dialogs.editItem.assignee')}
            </label>
            <select
              id={assigneeId}
              name="assignee"
              value={assignee}
              onChange={(event) => setAssignee(Number(event.target.value))}
              className={`${listStyles.input} mt-1.5 sm:w-60`}
            >
              <option value={0}>{t('dialogs.editItem.nobody')}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.username}
                </option>
              ))}
            </select>
          </div>
        )}
        {todo && <DueFields value={due} onChange={setDue} />}
        <AmountField
          value={amount}
          onChange={setAmount}
          fractionHint={item.kind !== 'todo' && item.kind !== 'wishlist'}
          error={judged && amountProblem ? t(amountProblem) : undefined}
        />
        {!plain && (
          <div>
            <label htmlFor={unitId} className={labelStyle}>
              {t('dialogs.editItem.unit')}
            </label>
            <select
              id={unitId}
              name="unit"
              value={unit}
              onChange={(event) => setUnit(Number(event.target.value))}
              className={`${listStyles.input} mt-1.5 sm:w-60`}
            >
              {(units.data ?? [{ id: unit, name_ru: item.unit_ru, name_en: item.unit_en }]).map((option) => (
                <option key={option.id} value={option.id}>
                  {unitName(option, lang)}
                </option>
              ))}
            </select>
          </div>
        )}
        {tiable && <StoreChips stores={stores} value={ties} onChange={setTies} />}
        <LinkField
          label={t('dialogs.editItem.link')}
          name="link"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          state={judged && linkProblem ? 'invalid' : 'idle'}
          error={linkProblem ? t(linkProblem) : undefined}
        />
        <TextField
          label={t('dialogs.editItem.note')}
          name="note"
          autoComplete="off"
          placeholder={t('dialogs.editItem.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          state={judged && noteProblem ? 'invalid' : 'idle'}
          error={noteProblem ? t(noteProblem) : undefined}
        />
        {item.kind === 'shopping' && item.lastPrice && (
          <LastPrices itemRowId={item.id} amount={item.amount ?? 1} stores={stores} />
        )}
        {item.kind === 'shopping' && item.recipes && item.recipes.length > 0 && (
          <ItemRecipes listId={listId} recipes={item.recipes} onDone={onClose} />
        )}
      </div>
    </ActionDialog>
  );
}
