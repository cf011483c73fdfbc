import '../../../../locales/money';
import type { ListMember, Receipt } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useTexts } from '../../../../lib/texts/texts';
import { useChangeReceipt } from '../api/money';
import { ReceiptPeople, useSharing } from './receipt-people';

interface ReceiptEditProps {
  listId: number;
  receipt: Receipt;
  members: readonly ListMember[];
  onDone: () => void;
}

/**
 * Who paid a receipt and who shares it, changed after it was recorded (any member of the active list): the payer
 * among the members, the shares as one part each of those ticked (`PATCH …/receipts/{receiptId}`).
 */
export function ReceiptEdit({ listId, receipt, members, onDone }: ReceiptEditProps) {
  const { t } = useTexts();
  const change = useChangeReceipt(listId);
  const [payer, setPayer] = useState(receipt.payer ?? members[0]?.id ?? 0);
  const { sharing, toggle, sharesOf } = useSharing(receipt.shares.map((share) => share.user));

  function save(event: FormEvent) {
    event.preventDefault();
    const shares = sharesOf(members);
    change.mutate(
      { receiptId: receipt.id, body: { payer, shares } },
      {
        onSuccess: () => {
          showSuccess(t('money.changed'));
          onDone();
        },
      },
    );
  }

  return (
    <form className="mt-2 grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2" onSubmit={save}>
      <ReceiptPeople members={members} payer={payer} onPayer={setPayer} sharing={sharing} onShare={toggle} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={change.isPending || sharing.size === 0}>
          {t('money.save')}
        </button>
        <button type="button" className={buttonStyles.quiet} onClick={onDone}>
          {t('money.cancel')}
        </button>
      </div>
    </form>
  );
}
