import type { ListItem, Unit } from '@listok/contract';
import { itemExistsMessage, piecesOf } from '@listok/contract/base';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { standInItem } from '../../offline/changes';
import { queueChange, standInId } from '../../offline/item-changes';
import { itemName } from '../../shared/item-view';
import { itemOnTheList } from '../../shared/on-the-list';
import { type AddRequest, type Quantity, quantityText } from '../../shopping/add-request';
import { smartEntry } from '../../shopping/smart-entry';

/**
 * What a warning offers for the item already there: the amount typed put on top of its own, or an item already bought
 * put back on the list (with the amount typed, if any).
 */
export type Offer =
  | { kind: 'sum'; rowId: number; quantity: Quantity }
  | { kind: 'reopen'; rowId: number; quantity?: Quantity };

/** The line under the search; a warning may come with an offer. */
export type Report = { kind: 'added' | 'exists'; text: string; offer?: Offer };

/** What a warning can offer for an item already on the list when the same product is asked for again. */
function offerFor(existing: ListItem, quantity: Quantity | undefined, units: readonly Unit[]): Offer | undefined {
  if (existing.completed) return { kind: 'reopen', rowId: existing.id, ...(quantity ? { quantity } : {}) };
  // With an amount typed in units that convert, the warning offers to add it to the item (2 кг + 500 г).
  return quantity && smartEntry()?.summedQuantity(existing, quantity, units)
    ? { kind: 'sum', rowId: existing.id, quantity }
    : undefined;
}

/**
 * What the add box and the chips do to the list: an add shows at once (and is sent when there is signal); a product
 * already on the list is pointed at instead, with an offer to put the amount typed on it, or to put it back on the
 * list when it was bought. Also the line under the search and the row just added or pointed at (highlighted for a
 * moment).
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
      const wanted = 'productId' in request ? { productId: request.productId } : { name: request.name };
      const existing = itemOnTheList(latest.current.items ?? [], wanted);
      if (existing) {
        const name = itemName(existing, lang);
        const text = existing.completed ? t('items.existsBought', { name }) : itemExistsMessage(lang, name);
        const quantity =
          request.amount === undefined
            ? undefined
            : { amount: request.amount, ...(request.unit ? { unit: request.unit } : {}) };
        const offer = offerFor(existing, quantity, latest.current.units ?? []);
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
              ...(request.note ? { note: request.note } : {}),
            }
          : { kind: 'create', listId, rowId, product: request.product, shown: item },
        request.name,
      );
      setReport({ kind: 'added', text: t('items.added', { name: request.name }) });
      setHighlightId(rowId);
    },
    [lang, t, listId],
  );
  // The offer taken: it goes as ordinary changes (through the queue, like any), made on the item as it is now.
  const addArea = useRef<HTMLDivElement>(null);
  const acceptOffer = () => {
    const offer = report?.offer;
    const existing = offer && latest.current.items?.find((item) => item.id === offer.rowId);
    const done = existing && takeOffer(offer, existing);
    if (!existing || !done) {
      setReport(report && { kind: report.kind, text: report.text });
      return;
    }
    setReport({ kind: 'added', text: done });
    setHighlightId(existing.id);
    // The button goes with the warning: the focus goes back to the search, ready for the next product.
    addArea.current?.querySelector('input')?.focus();
  };
  /** Queues the changes of an offer and answers the line that says so, or null when there is nothing to do. */
  const takeOffer = (offer: Offer, existing: ListItem): string | null => {
    const name = itemName(existing, lang);
    const rowId = existing.id;
    if (offer.kind === 'reopen') {
      // Unticked first: the amount is then an edit of an item on the list, as if typed into its dialog.
      if (existing.completed) void queueChange({ kind: 'mark', listId, rowId, completed: false }, name);
      const { quantity } = offer;
      if (!quantity) return t('items.reopened', { name });
      const fields = { amount: quantity.amount, ...(quantity.unit ? { unit: quantity.unit } : {}) };
      void queueChange({ kind: 'update', listId, rowId, fields }, name);
      return t('items.reopenedWith', { name, quantity: quantityText(quantity, lang) });
    }
    const sum = smartEntry()?.summedQuantity(existing, offer.quantity, latest.current.units ?? []);
    if (!sum) return null;
    void queueChange({ kind: 'update', listId, rowId, fields: { amount: sum.amount, unit: sum.unit } }, name);
    return t('items.amountSummed', { name, quantity: quantityText(sum, lang) });
  };
  return { report, highlightId, onAdd, acceptOffer, addArea };
}
