import type { ListItem, Unit } from '@listok/contract';
import { foldName, itemExistsMessage, piecesOf } from '@listok/contract/base';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../../lib/texts';
import { useLang } from '../../../../lib/use-lang';
import { standInItem } from '../../offline/changes';
import { queueChange, standInId } from '../../offline/item-changes';
import { itemName } from '../../shared/item-view';
import { type AddRequest, type Quantity, quantityText } from '../../shopping/add-request';
import { smartEntry } from '../../shopping/smart-entry';

/** The line under the search; a warning may offer to put the amount typed on the item already there. */
export type Report = { kind: 'added' | 'exists'; text: string; offer?: { rowId: number; quantity: Quantity } };

/**
 * What the add box and the chips do to the list: an add shows at once (and is sent when there is signal); a product
 * already on the list is pointed at instead, with an offer to put the amount typed on it. Also the line under the
 * search and the row just added or pointed at (highlighted for a moment).
 */
export function useAddToList(listId: number, items: ListItem[] | undefined, units: Unit[] | undefined) {
  const { t } = useTexts();
  const lang = useLang();
  const [report, setReport] = useState<Report | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);

  // The line under the search fades after a while: the warning stays longer than the confirmation.
  useEffect(() => {
    // An offer stays until the next add: a button must not vanish while someone reaches for it.
    if (report === null || report.offer) return;
    const timer = setTimeout(() => setReport(null), report.kind === 'exists' ? 8000 : 4000);
    return () => clearTimeout(timer);
  }, [report]);

  useEffect(() => {
    if (highlightId === null) return;
    const timer = setTimeout(() => setHighlightId(null), 2500);
    return () => clearTimeout(timer);
  }, [highlightId]);

  // Stable, so the memoised search is not redrawn by every answer: it reads the items and units of the last render.
  const latest = useRef({ items, units });
  latest.current = { items, units };
  const onAdd = useCallback(
    (request: AddRequest) => {
      const wanted = foldName(request.name);
      const existing = latest.current.items?.find((item) =>
        'productId' in request ? item.itemId === request.productId : foldName(itemName(item, lang)) === wanted,
      );
      if (existing) {
        const text = itemExistsMessage(lang, itemName(existing, lang));
        // With an amount typed in units that convert, the warning offers to add it to the item (2 кг + 500 г).
        const quantity = request.amount === undefined ? undefined : { amount: request.amount, unit: request.unit };
        const offer =
          quantity && smartEntry()?.summedQuantity(existing, quantity) ? { rowId: existing.id, quantity } : undefined;
        setReport({ kind: 'exists', text, ...(offer ? { offer } : {}) });
        setHighlightId(existing.id);
        return;
      }
      const rowId = standInId();
      const pieces = piecesOf(latest.current.units ?? []);
      const item = standInItem(rowId, request, pieces);
      void queueChange(
        'productId' in request
          ? {
              kind: 'add',
              listId,
              rowId,
              productId: request.productId,
              shown: item,
              ...(request.amount !== undefined ? { amount: request.amount } : {}),
              ...(request.unit ? { unit: request.unit.id } : {}),
            }
          : { kind: 'create', listId, rowId, product: request.product, shown: item },
        request.name,
      );
      setReport({ kind: 'added', text: t('items.added', { name: request.name }) });
      setHighlightId(rowId);
    },
    [lang, t, listId],
  );
  // The offer taken: the sum is made on the item as it is now, and goes as an edit (through the queue, like any).
  const addArea = useRef<HTMLDivElement>(null);
  const acceptOffer = () => {
    const offer = report?.offer;
    const existing = offer && latest.current.items?.find((item) => item.id === offer.rowId);
    const sum = existing && smartEntry()?.summedQuantity(existing, offer.quantity);
    if (!existing || !sum) {
      setReport(report && { kind: report.kind, text: report.text });
      return;
    }
    const name = itemName(existing, lang);
    void queueChange(
      { kind: 'update', listId, rowId: existing.id, fields: { amount: sum.amount, unit: sum.unit } },
      name,
    );
    setReport({ kind: 'added', text: t('items.amountSummed', { name, quantity: quantityText(sum, lang) }) });
    setHighlightId(existing.id);
    // The button goes with the warning: the focus goes back to the search, ready for the next product.
    addArea.current?.querySelector('input')?.focus();
  };
  return { report, highlightId, onAdd, acceptOffer, addArea };
}
