import type { ListHeader } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { linkStyle } from '../../../../components/button-styles';
import { moneyText } from '../../../../lib/texts/money';
import { useTexts } from '../../../../lib/texts/texts';

/**
 * What the shopping costs, beside the list's progress (issue 50): the next trip's estimate from the goods' last prices
 * («≈ 1 240 ₽ · 3 без цены») once some good has one, and what the ticked goods cost so far («потрачено 860 ₽»).
 * For members, a link to the list's receipts and balances; nothing for whoever is no member.
 */
export function ListMoney({ list }: { list: ListHeader }) {
  const { t, lang } = useTexts();
  const { estimate, spent, currency } = list;
  if (!estimate || !currency) return null;
  // Receipts and balances are a member's to read (can.readMoney): the money line leads there.
  const money = list.can.readMoney && (
    <Link to={webRoutes.listMoney.replace(':id', String(list.id))} className={linkStyle}>
      {t('list.money.receipts')}
    </Link>
  );
  const parts = [
    estimate.total > 0 && t('list.money.estimate', { total: moneyText(estimate.total, currency, lang, true) }),
    estimate.total > 0 && estimate.unpriced > 0 && t('list.money.unpriced', { count: estimate.unpriced }),
    (spent ?? 0) > 0 && t('list.money.spent', { amount: moneyText(spent ?? 0, currency, lang) }),
  ].filter(Boolean);
  return (
    <p className="text-slate-600 text-sm tabular-nums">
      {parts.join(' · ')}
      {parts.length > 0 && money && ' · '}
      {money}
    </p>
  );
}
