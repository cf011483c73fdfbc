import '../../../../locales/money';
import type { ListMember, Receipt } from '@listok/contract';
import { minorOfText } from '@listok/contract/base';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { showSuccess } from '../../../../lib/notices/success-message';
import { moneyAmountText } from '../../../../lib/texts/money';
import { useTexts } from '../../../../lib/texts/texts';
import { useChangeReceipt } from '../api/money';
import { ReceiptAmountFields } from './receipt-fields';
import { ReceiptPeople, useSharing } from './receipt-people';

interface ReceiptEditProps {
  listId: number;
  receipt: Receipt;
  members: readonly ListMember[];
  currency: string;
  onDone: () => void;
}

/**
 * A receipt changed after it was recorded (any member of the active list): a typed one's total and time (a fiscal
 * receipt's are its QR code's), who paid among the members, and the shares as one part each of those ticked
 * (`PATCH …/receipts/{receiptId}`; only what changed of the total and the time is sent).
 */
export function ReceiptEdit({ listId, receipt, members, currency, onDone }: ReceiptEditProps) {
  const { t, lang } = useTexts();
  const change = useChangeReceipt(listId);
  const [payer, setPayer] = useState(receipt.payer ?? members[0]?.id ?? 0);
  const { sharing, toggle, sharesOf } = useSharing(receipt.shares.map((share) => share.user));
  const [total, setTotal] = useState(() => moneyAmountText(receipt.total, currency, lang));
  const [at, setAt] = useState(receipt.at.replace(' ', 'T'));
  const [wrong, setWrong] = useState(false);

  function save(event: FormEvent) {
    event.preventDefault();
    const minor = receipt.fiscal ? receipt.total : minorOfText(total, currency);
    setWrong(minor === null);
    if (minor === null) return;
    const shares = sharesOf(members);
    const when = at.replace('T', ' ');
    const amounts = {
      ...(minor !== receipt.total && { total: minor }),
      ...(!receipt.fiscal && when !== receipt.at && { at: when }),
    };
    change.mutate(
      { receiptId: receipt.id, body: { ...amounts, payer, shares } },
      {
        onSuccess: () => {
          showSuccess(t('money.changed'));
          onDone();
        },
      },
    );
  }

  return (
    <form className="mt-2 grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2" onSubmit={save} noValidate>
      {!receipt.fiscal && <ReceiptAmountFields total={total} onTotal={setTotal} wrong={wrong} at={at} onAt={setAt} />}
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
