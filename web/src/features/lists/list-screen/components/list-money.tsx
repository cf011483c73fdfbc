import type { ListHeader } from '@listok/contract';
import { moneyText } from '../../../../lib/texts/money';
import { useTexts } from '../../../../lib/texts/texts';

/**
 * What the shopping costs, beside the list's progress (issue 50): the next trip's estimate from the goods' last prices
 * («≈ 1 240 ₽ · 3 без цены») once some good has one, and what the ticked goods cost so far («потрачено 860 ₽»).
 * Nothing on a list without prices, nor for whoever is no member.
 */
export function ListMoney({ list }: { list: ListHeader }) {
  const { t, lang } = useTexts();
  const { estimate, spent, currency } = list;
  if (!estimate || !currency) return null;
  const parts = [
    estimate.total > 0 && t('list.money.estimate', { total: moneyText(estimate.total, currency, lang, true) }),
    estimate.total > 0 && estimate.unpriced > 0 && t('list.money.unpriced', { count: estimate.unpriced }),
    (spent ?? 0) > 0 && t('list.money.spent', { amount: moneyText(spent ?? 0, currency, lang) }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="text-slate-600 text-sm tabular-nums">{parts.join(' · ')}</p>;
}
