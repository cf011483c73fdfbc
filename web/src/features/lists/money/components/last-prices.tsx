// The money's texts load with the item's dialog, not with the list screen.
import '../../../../locales/money';
import type { StoreRef } from '@listok/contract';
import { itemPrices } from '@listok/contract/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';
import { moneyText } from '../../../../lib/texts/money';
import { formatDay } from '../../../../lib/texts/server-date';
import { useTexts } from '../../../../lib/texts/texts';
import { listKeys } from '../../shared/api/keys';
import { useListScreenContext } from '../../shared/screen-context';

interface LastPricesProps {
  itemRowId: number;
  /** The item's amount now, in its unit: the prices are shown for it. */
  amount: number;
  stores: readonly StoreRef[];
}

/**
 * What the family last paid for a good at each of the list's shops (and at none), in its dialog (issue 50): «Ашан —
 * 89,90 ₽, 12 нояб.»; for the item's amount now where it was bought by another one. Nothing for whoever may not read
 * the list's money, nor for a good never priced.
 */
export function LastPrices({ itemRowId, amount, stores }: LastPricesProps) {
  const { t, lang } = useTexts();
  const screen = useListScreenContext();
  const currency = screen?.currency;
  const prices = useQuery({
    queryKey: [...listKeys.detail(screen?.listId ?? 0), 'item-prices', itemRowId],
    queryFn: ({ signal }) => api(itemPrices, { params: { itemRowId }, signal }),
    enabled: currency !== undefined,
  });
  if (!currency || !prices.data || prices.data.length === 0) return null;
  const storeName = (id: number | null) =>
    stores.find((store) => store.id === id)?.name ?? (id === null ? t('money.anyShop') : t('money.formerShop'));
  return (
    <section aria-labelledby="last-prices">
      <h3 id="last-prices" className="font-medium text-slate-800">
        {t('money.lastPrices')}
      </h3>
      <ul className="mt-1 space-y-0.5 text-slate-700 text-sm">
        {prices.data.map((last) => (
          <li key={last.store ?? 0} className="flex justify-between gap-3">
            <span className="truncate">{storeName(last.store)}</span>
            <span className="shrink-0 tabular-nums">
              {t('money.paidOn', {
                price: moneyText(
                  last.perUnit === null ? last.price : Math.round(last.perUnit * amount),
                  currency,
                  lang,
                ),
                day: formatDay(last.at, lang),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
