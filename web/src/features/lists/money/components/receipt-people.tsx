import '../../../../locales/money';
import type { ListMember } from '@listok/contract';
import { useState } from 'react';
import { SelectField } from '../../../../components/select-field';
import { useTexts } from '../../../../lib/texts/texts';

/** Who shares a receipt, as ticked: a set of members, and its shares of one part each. */
export function useSharing(initial: Iterable<number>) {
  const [sharing, setSharing] = useState<ReadonlySet<number>>(() => new Set(initial));
  const toggle = (id: number, on: boolean) =>
    setSharing((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const sharesOf = (members: readonly ListMember[]) =>
    members.filter((member) => sharing.has(member.id)).map((member) => ({ user: member.id, factor: 1 }));
  return { sharing, toggle, sharesOf };
}

interface ReceiptPeopleProps {
  members: readonly ListMember[];
  payer: number;
  onPayer: (id: number) => void;
  sharing: ReadonlySet<number>;
  onShare: (id: number, on: boolean) => void;
}

/** A receipt's people: who paid it (one of the members) and who shares it (ticked members). */
export function ReceiptPeople({ members, payer, onPayer, sharing, onShare }: ReceiptPeopleProps) {
  const { t } = useTexts();
  return (
    <>
      <SelectField
        label={t('money.payer')}
        emptyOption={t('money.payer')}
        options={members.map((member) => ({ id: member.id, label: member.username }))}
        value={String(payer)}
        onChange={(event) => onPayer(Number(event.target.value) || payer)}
      />
      <fieldset>
        <legend className="font-medium text-slate-800">{t('money.sharedBy')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {members.map((member) => (
            <label key={member.id} className="flex cursor-pointer items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                checked={sharing.has(member.id)}
                onChange={(event) => onShare(member.id, event.target.checked)}
                className="size-5 rounded accent-brand-700"
              />
              {member.username}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
