import '../../../../locales/lists';
import '../../../../locales/money';
import type { ListMember, Receipt } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../../../components/button-styles';
import { PencilIcon, TrashIcon } from '../../../../components/icons';
import { ScreenIntro } from '../../../../components/screen-intro';
import { showSuccess } from '../../../../lib/notices/success-message';
import { useMenu } from '../../../../lib/session/menu';
import { moneyText } from '../../../../lib/texts/money';
import { formatDay, formatTime } from '../../../../lib/texts/server-date';
import { useTexts } from '../../../../lib/texts/texts';
import { useListHeader } from '../../basics/api/get-list-header';
import { RefusedNotice } from '../../offline/components/refused-notice';
import { useQueuedChanges } from '../../offline/item-changes';
import { useOfflineSupport } from '../../offline/use-offline-support';
import { useBalances, useDeleteReceipt, useReceipts, useSettle } from '../api/money';
import { ListCurrency } from '../components/list-currency';
import { MoneyCard } from '../components/money-card';
import { ReceiptEdit } from '../components/receipt-edit';
import { ReceiptForm } from '../components/receipt-form';

/** A person of the list's money by id: a member's name, or "a former member". */
export type NameOf = (id: number | null) => string;

/**
 * A shopping list's receipts and who owes whom (issue 50), for its members: balances in plain words with a "settled"
 * action, a receipt typed after a trip with its payer and who shares it, and the receipts recorded.
 */
export function ListMoneyRoute() {
  const listId = Number(useParams().id);
  const { t } = useTexts();
  const header = useListHeader(listId, undefined);
  const myName = useMenu().data?.username;
  const list = header.data;
  const members = list?.members ?? [];
  const nameOf: NameOf = (id) => members.find((member) => member.id === id)?.username ?? t('money.someone');
  const me = members.find((member) => member.username === myName);
  // A receipt typed here goes through the queue of the list's changes, also when this page is the first one opened.
  useOfflineSupport(myName ?? null);
  const listPath = webRoutes.list.replace(':id', String(listId));
  return (
    <ScreenIntro title={t('money.title')} description={list ? t('money.description', { list: list.name }) : undefined}>
      <Link to={listPath} className={`${buttonStyles.quiet} mt-3`}>
        {t('money.back')}
      </Link>
      {/* A receipt sent from the queue and refused (the same QR code twice, a list closed meanwhile) is said here. */}
      <RefusedNotice listId={listId} />
      {list && !list.can.readMoney && <p className="mt-5 text-slate-700">{t('money.notShopping')}</p>}
      {list?.can.readMoney && list.currency && (
        <>
          <Balances listId={listId} currency={list.currency} nameOf={nameOf} canSettle={list.can.keepMoney} />
          {list.can.keepMoney && me && (
            <MoneyCard id="new-receipt" title={t('money.newReceipt')}>
              <ReceiptForm listId={listId} currency={list.currency} members={members} me={me} />
            </MoneyCard>
          )}
          <Receipts
            listId={listId}
            currency={list.currency}
            nameOf={nameOf}
            me={me}
            members={members}
            canKeep={list.can.keepMoney}
          />
          <ListCurrency listId={listId} currency={list.currency} canChange={list.can.rename} />
        </>
      )}
    </ScreenIntro>
  );
}

interface MoneyPartProps {
  listId: number;
  currency: string;
  nameOf: NameOf;
}

/** «Участник Олег должен участнику Анна 430 ₽», each with "settled", which records the transfer. */
function Balances({ listId, currency, nameOf, canSettle }: MoneyPartProps & { canSettle: boolean }) {
  const { t, lang } = useTexts();
  const balances = useBalances(listId);
  const settle = useSettle(listId);
  return (
    <MoneyCard id="balances" title={t('money.balances')}>
      {balances.data?.length === 0 && <p className="mt-2 text-slate-600">{t('money.even')}</p>}
      <ul className="mt-2 divide-y divide-slate-100">
        {balances.data?.map((transfer) => {
          const words = {
            from: nameOf(transfer.from),
            to: nameOf(transfer.to),
            amount: moneyText(transfer.amount, currency, lang),
          };
          return (
            <li key={`${transfer.from}-${transfer.to}`} className="flex flex-wrap items-center gap-3 py-2">
              <span className="flex-1 text-slate-900 tabular-nums">{t('money.owes', words)}</span>
              {canSettle && (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={settle.isPending}
                  onClick={() =>
                    settle.mutate(transfer, { onSuccess: () => showSuccess(t('money.settledDone', words)) })
                  }
                >
                  {t('money.settled')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </MoneyCard>
  );
}

/** The receipts, the latest first: total, when, who paid and who shares it; its author may delete one. */
function Receipts({
  listId,
  currency,
  nameOf,
  me,
  members,
  canKeep,
}: MoneyPartProps & { me: ListMember | undefined; members: readonly ListMember[]; canKeep: boolean }) {
  const { t, lang } = useTexts();
  const [editing, setEditing] = useState<number | null>(null);
  const receipts = useReceipts(listId);
  const remove = useDeleteReceipt(listId);
  // The receipts typed here and not sent yet (no signal), first.
  const unsent = useQueuedChanges().flatMap(({ id, change }) =>
    change.kind === 'receipt' && change.listId === listId ? [{ id, body: change.body }] : [],
  );
  const describe = (receipt: Receipt) =>
    [
      `${formatDay(receipt.at, lang)} ${formatTime(receipt.at, lang)}`,
      t('money.paidBy', { name: nameOf(receipt.payer) }),
      t('money.sharedAmong', { names: receipt.shares.map((share) => nameOf(share.user)).join(', ') }),
      receipt.fiscal ? t('money.fiscal') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <MoneyCard id="receipts" title={t('money.receipts')}>
      {receipts.data?.length === 0 && unsent.length === 0 && (
        <p className="mt-2 text-slate-600">{t('money.noReceipts')}</p>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {unsent.map(({ id, body }) => (
          <li key={id} className="py-2">
            <span className="font-semibold text-slate-900 tabular-nums">
              {moneyText(body.total ?? 0, currency, lang)}
            </span>
            <p className="text-slate-600 text-sm">
              {[body.at && `${formatDay(body.at, lang)} ${formatTime(body.at, lang)}`, t('money.unsent')]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
        {receipts.data?.map((receipt) => (
          <li key={receipt.id} className="py-2">
            <div className="flex items-center gap-1">
              <span className="font-semibold text-slate-900 tabular-nums">
                {moneyText(receipt.total, currency, lang)}
              </span>
              <span className="flex-1" />
              {canKeep && (
                <button
                  type="button"
                  className={buttonStyles.icon}
                  aria-label={t('money.edit')}
                  title={t('money.edit')}
                  aria-expanded={editing === receipt.id}
                  onClick={() => setEditing(editing === receipt.id ? null : receipt.id)}
                >
                  <PencilIcon className="size-5" />
                </button>
              )}
              {canKeep && me && receipt.author === me.id && (
                <button
                  type="button"
                  className={buttonStyles.icon}
                  aria-label={t('money.delete')}
                  title={t('money.delete')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(receipt.id, { onSuccess: () => showSuccess(t('money.deleted')) })}
                >
                  <TrashIcon className="size-5" />
                </button>
              )}
            </div>
            <p className="text-slate-600 text-sm">{describe(receipt)}</p>
            {editing === receipt.id && (
              <ReceiptEdit
                listId={listId}
                receipt={receipt}
                members={members}
                currency={currency}
                onDone={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ul>
    </MoneyCard>
  );
}
