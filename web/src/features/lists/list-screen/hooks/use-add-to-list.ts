import type { ListItem, StoreRef, Unit } from '@listok/contract';
import { atStore, itemExistsMessage, piecesOf } from '@listok/contract/base';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../../lib/texts/texts';
import { useLang } from '../../../../lib/texts/use-lang';
import { standInItem } from '../../offline/changes';
import { queueChange, standInId } from '../../offline/item-changes';
import { keptIcon } from '../../offline/kept-icon';
import { listKeys } from '../../shared/api/keys';
import { itemName } from '../../shared/item-view';
import { itemOnTheList } from '../../shared/on-the-list';
import { type AddRequest, quantityText } from '../../shopping/add-request';
import { smartEntry } from '../../shopping/smart-entry';
import { type Offer, offersFor, reopenDetails, reopenFields } from './add-offers';

export type { Offer } from './add-offers';

/** The line under the search; a warning may come with offers. */
export type Report = { kind: 'added' | 'exists'; text: string; offers?: Offer[] };

/**
 * What the add box and the chips do to the list: an add shows at once (and is sent when there is signal), at the
 * list's shop typed with it («сыр в Ашане»: the good is had there, as a paste ties it); a product already on the list
 * is pointed at instead (and had at the shop typed too), with offers for what the add said that the item does not
 * (add-offers.ts). Also the line under the search and the row just added or pointed at (highlighted for a moment).
 */
export function useAddToList(listId: number, items: ListItem[] | undefined, units: Unit[] | undefined) {
  const { t } = useTexts();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [report, setReport] = useState<Report | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);

  // The line under the search fades after a while: the warning stays longer than the confirmation.
  useEffect(() => {
    // An offer stays until the next add: a button must not vanish while someone reaches for it.
    if (report === null || (report.offers?.length ?? 0) > 0) return;
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

  /** Ties the item to the shop typed (on top of the shops it had); the words that say so, or "" when it was. */
  const tie = useCallback(
    (rowId: number, had: readonly number[], store: StoreRef | undefined, name: string): string => {
      if (!store || had.includes(store.id)) return '';
      void queueChange({ kind: 'update', listId, rowId, fields: { stores: [...had, store.id] } }, name);
      return t('items.nowAt', { at: atStore(store.name, lang) });
    },
    [listId, lang, t],
  );

  const onAdd = useCallback(
    (request: AddRequest) => {
      const wanted = 'productId' in request ? { productId: request.productId } : { name: request.name };
      const existing = itemOnTheList(latest.current.items ?? [], wanted);
      if (existing) {
        const name = itemName(existing, lang);
        const there = existing.completed ? t('items.existsBought', { name }) : itemExistsMessage(lang, name);
        const noted = existing.note && request.note ? t('items.itsNote', { note: existing.note }) : '';
        const tied = tie(existing.id, existing.kind === 'shopping' ? existing.stores : [], request.store, name);
        // A price typed for a good bought already is what it cost («молоко 89₽» after the tick).
        const priced = existing.completed && request.price !== undefined;
        if (priced) void queueChange({ kind: 'price', listId, rowId: existing.id, price: request.price ?? null }, name);
        const offers = offersFor(existing, request, latest.current.units ?? [], name);
        const said = [there, noted, tied, priced ? t('items.priceNoted') : ''];
        setReport({ kind: 'exists', text: said.filter(Boolean).join(' '), offers });
        setHighlightId(existing.id);
        return;
      }
      const rowId = standInId();
      const pieces = piecesOf(latest.current.units ?? []);
      const kept = queryClient.getQueriesData({ queryKey: listKeys.all }).map(([key, data]) => ({ key, data }));
      const icon = 'productId' in request ? keptIcon(kept, request.productId) : undefined;
      const item = standInItem(rowId, { ...request, icon }, pieces);
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
              ...(request.price !== undefined ? { price: request.price } : {}),
            }
          : { kind: 'create', listId, rowId, product: request.product, shown: item },
        request.name,
      );
      // The tie is an edit of the item added: the queue sends it once the add's answer names the row.
      tie(rowId, [], request.store, request.name);
      const at = request.store && atStore(request.store.name, lang);
      setReport({
        kind: 'added',
        text: at ? t('items.addedAt', { name: request.name, at }) : t('items.added', { name: request.name }),
      });
      setHighlightId(rowId);
    },
    [lang, t, listId, tie, queryClient],
  );
  // An offer taken: it goes as ordinary changes (through the queue, like any), made on the item as it is now.
  const addArea = useRef<HTMLDivElement>(null);
  const acceptOffer = (index: number) => {
    const offer = report?.offers?.[index];
    if (offer?.kind === 'line') {
      onAdd(offer.request);
      return;
    }
    const existing = offer && latest.current.items?.find((item) => item.id === offer.rowId);
    const done = existing && takeOffer(offer, existing);
    if (!existing || !done) {
      setReport(report && { kind: report.kind, text: report.text });
      return;
    }
    setReport({ kind: 'added', text: done });
    setHighlightId(existing.id);
    // The buttons go with the warning: the focus goes back to the search, ready for the next product.
    addArea.current?.querySelector('input')?.focus();
  };
  /** Queues the changes of an offer and answers the line that says so, or null when there is nothing to do. */
  const takeOffer = (offer: Exclude<Offer, { kind: 'line' }>, existing: ListItem): string | null => {
    const name = itemName(existing, lang);
    const rowId = existing.id;
    if (offer.kind === 'reopen') {
      // Unticked first: the amount and note are then an edit of an item on the list, as if typed into its dialog.
      if (existing.completed) void queueChange({ kind: 'mark', listId, rowId, completed: false }, name);
      const fields = reopenFields(offer);
      if (!fields) return t('items.reopened', { name });
      void queueChange({ kind: 'update', listId, rowId, fields }, name);
      return t('items.reopenedWith', { name, quantity: reopenDetails(offer, quantityText, lang) ?? '' });
    }
    if (offer.kind === 'note') {
      void queueChange({ kind: 'update', listId, rowId, fields: { note: offer.note } }, name);
      return t('items.noteAdded', { name, note: offer.note });
    }
    const sum = smartEntry()?.summedQuantity(existing, offer.quantity, latest.current.units ?? []);
    if (!sum) return null;
    void queueChange({ kind: 'update', listId, rowId, fields: { amount: sum.amount, unit: sum.unit } }, name);
    return t('items.amountSummed', { name, quantity: quantityText(sum, lang) });
  };
  return { report, highlightId, onAdd, acceptOffer, addArea };
}
