import type { Lang, ListItem, Unit } from '@listok/contract';
import { limits } from '@listok/contract/base';
import type { AddRequest, Quantity } from '../../shopping/add-request';
import { smartEntry } from '../../shopping/smart-entry';

/**
 * What a warning offers for the item already there when its product is asked for again: the amount typed put on top
 * of its own; an item already bought put back on the list (with the amount and note typed, if any); a note it does
 * not hold added to its own («молоко 1,5%» on «Молоко · 3,2%»: `joinNotes`, as a paste adds it), or, instead, a
 * second line: a product of its own named with the note («Молоко 1,5%»), as the list holds a product once.
 */
export type Offer =
  | { kind: 'sum'; rowId: number; quantity: Quantity }
  | { kind: 'reopen'; rowId: number; quantity?: Quantity; note?: string }
  | { kind: 'note'; rowId: number; typed: string; note: string }
  | { kind: 'line'; rowId: number; request: AddRequest };

/** The amount and unit an add asked for, if any. */
export const quantityOf = (request: AddRequest): Quantity | undefined =>
  request.amount === undefined
    ? undefined
    : { amount: request.amount, ...(request.unit ? { unit: request.unit } : {}) };

/** The offers of a warning for `existing`, the item an add (`request`) would repeat; none when it says nothing new. */
export function offersFor(existing: ListItem, request: AddRequest, units: readonly Unit[], name: string): Offer[] {
  const rowId = existing.id;
  const quantity = quantityOf(request);
  const typedNote = request.note?.trim() || undefined;
  if (existing.completed) {
    return [{ kind: 'reopen', rowId, ...(quantity ? { quantity } : {}), ...(typedNote ? { note: typedNote } : {}) }];
  }
  const offers: Offer[] = [];
  // With an amount typed in units that convert, the warning offers to add it to the item (2 кг + 500 г).
  if (quantity && smartEntry()?.summedQuantity(existing, quantity, units))
    offers.push({ kind: 'sum', rowId, quantity });
  const note = smartEntry()?.joinNotes(existing.note, typedNote);
  if (typedNote === undefined || note === undefined || note.length > limits.noteMax) return offers;
  offers.push({ kind: 'note', rowId, typed: typedNote, note });
  const lineName = `${name} ${typedNote}`;
  if (lineName.length <= limits.productNameMax) {
    const product = { name: lineName, ...(quantity && { amount: quantity.amount, unit: quantity.unit?.id }) };
    offers.push({ kind: 'line', rowId, request: { product, name: lineName, ...quantity, store: request.store } });
  }
  return offers;
}

/** The fields of the reopen offer's edit: the amount and note typed; none when neither was. */
export function reopenFields(offer: Extract<Offer, { kind: 'reopen' }>) {
  const { quantity, note } = offer;
  const fields = {
    ...(quantity && { amount: quantity.amount, ...(quantity.unit ? { unit: quantity.unit } : {}) }),
    ...(note !== undefined && { note }),
  };
  return Object.keys(fields).length === 0 ? undefined : fields;
}

/** What the reopen offer puts back with, as its button and its line say it: "2 л, 1,5%". */
export const reopenDetails = (
  offer: Extract<Offer, { kind: 'reopen' }>,
  quantityText: (quantity: Quantity, lang: Lang) => string,
  lang: Lang,
): string | undefined =>
  [offer.quantity && quantityText(offer.quantity, lang), offer.note].filter(Boolean).join(', ') || undefined;
