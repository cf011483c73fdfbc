import '../../../../locales/money';
import type { ListMember, ReceiptBody } from '@listok/contract';
import { minorOfText, readReceiptQr } from '@listok/contract/base';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../../components/button-styles';
import { showSuccess } from '../../../../lib/notices/success-message';
import { moneyText } from '../../../../lib/texts/money';
import { localDateText } from '../../../../lib/texts/server-date';
import { useTexts } from '../../../../lib/texts/texts';
import { queueChange } from '../../offline/item-changes';
import { QrScan } from '../qr/qr-scan';
import { ReceiptAmountFields } from './receipt-fields';
import { ReceiptPeople, useSharing } from './receipt-people';

/** Now as a `datetime-local` input wants it, `YYYY-MM-DDTHH:mm`, in the user's time zone (the server's reading). */
const localNow = () => localDateText().slice(0, 16).replace(' ', 'T');

interface ReceiptFormProps {
  listId: number;
  currency: string;
  members: readonly ListMember[];
  me: ListMember;
}

/**
 * A receipt after a trip, its QR code scanned or its total typed (a numeric keypad on a phone) with when it was paid
 * (now by default, so that it belongs to the trip just made); who paid (the caller by default) and who shares it
 * (everyone by default).
 */
export function ReceiptForm({ listId, currency, members, me }: ReceiptFormProps) {
  const { t, lang } = useTexts();
  const [total, setTotal] = useState('');
  const [at, setAt] = useState(localNow);
  // Unchanged, the time is when it is typed: the receipt belongs to the trip just made.
  const [atChosen, setAtChosen] = useState(false);
  const [payer, setPayer] = useState(me.id);
  const { sharing, toggle, sharesOf } = useSharing(members.map((member) => member.id));
  const [wrong, setWrong] = useState(false);
  const [qrProblem, setQrProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const minor = minorOfText(total, currency);
    setWrong(minor === null);
    if (minor === null || sharing.size === 0) return;
    // The time it was typed at goes with it unless one was chosen, so it joins the trip it was typed in whenever it
    // arrives.
    const when = (atChosen ? at : localNow()).replace('T', ' ');
    record(
      { total: minor, at: when, payer, shares: sharesOf(members) },
      moneyText(minor, currency, lang),
      'money.added',
    );
    setTotal('');
  }

  /** A receipt's QR code read: recorded as its code says (total and time), through the queue; false for another code. */
  function takeQr(text: string): boolean {
    const read = readReceiptQr(text);
    setQrProblem(read ? undefined : t('money.notReceipt'));
    if (!read) return false;
    const body = { qr: text, payer, ...(sharing.size > 0 && { shares: sharesOf(members) }) };
    record(body, moneyText(read.total, 'RUB', lang), 'money.scanned');
    return true;
  }

  /** Queues a receipt with the list's changes (sent once, with or without signal) and says so. */
  function record(body: ReceiptBody, amount: string, said: 'money.added' | 'money.scanned') {
    void queueChange({ kind: 'receipt', listId, rowId: 0, body }, t('money.receiptOf', { amount }));
    showSuccess(t(said, { amount }));
  }

  return (
    <form className="mt-3 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      {/* A fiscal receipt's QR code is a Russian one, in roubles (the server refuses it on another currency's list). */}
      {currency === 'RUB' && <QrScan onText={takeQr} problem={qrProblem} />}
      <ReceiptAmountFields
        total={total}
        onTotal={setTotal}
        wrong={wrong}
        at={at}
        onAt={(chosen) => {
          setAt(chosen);
          setAtChosen(true);
        }}
      />
      <ReceiptPeople members={members} payer={payer} onPayer={setPayer} sharing={sharing} onShare={toggle} />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={sharing.size === 0}>
          {t('money.add')}
        </button>
      </div>
    </form>
  );
}
