import { type AddItemBody, type ListItem, sumAmounts, type UpdateItemBody } from '@listok/contract';
import type { ItemChange, QueuedChange } from './changes';

// The bodies of the calls the queue makes for a change (send-changes.ts).

/** When a queued change was made: its place in the queue is the time it was queued, in microseconds. */
export const madeAtOf = (entry: QueuedChange): string => new Date(Math.floor(entry.seq / 1000)).toISOString();

/**
 * The edit that puts an add's typed amount on top of the item someone else added meanwhile, where the units agree and
 * the item is still to buy; none otherwise (no amount typed: the good is on the list, as wanted).
 */
export function summedAdd(there: ListItem, add: Extract<ItemChange, { kind: 'add' }>): UpdateItemBody | undefined {
  if (add.amount === undefined || there.completed || there.amount === null || there.unit === null) return undefined;
  // The contract's one rule of a sum; the queue knows the units by id alone (no code), so only the same unit sums.
  const unit = (id: number) => ({ id, code: '', name_ru: '', name_en: '' });
  const sum = sumAmounts(
    { amount: there.amount, unit: unit(there.unit) },
    { amount: add.amount, unit: unit(add.unit ?? there.unit) },
  );
  if (!sum) return undefined;
  return { amount: sum.amount, unit: there.unit, seen: { amount: there.amount, unit: there.unit } };
}

/** The add call's body: the product, and the amount, unit, note and price when they were typed. */
export const addBody = ({
  productId,
  amount,
  unit,
  note,
  price,
}: Extract<ItemChange, { kind: 'add' }>): AddItemBody => ({
  item: productId,
  ...(amount !== undefined ? { amount } : {}),
  ...(unit !== undefined ? { unit } : {}),
  ...(note !== undefined ? { note } : {}),
  ...(price !== undefined ? { price } : {}),
});

/**
 * An edit's body: the fields the user changed, over the server's current item (`current`): the update takes amount
 * and unit together, so the one not changed is the server's.
 */
export function updateBody(
  entry: QueuedChange,
  change: Extract<ItemChange, { kind: 'update' }>,
  current: ListItem,
): UpdateItemBody {
  // A plain entry has no unit, and its amount may be none.
  const { name, assignee, due, repeat, amount, unit } = change.fields;
  return {
    ...(name !== undefined ? { name } : {}),
    ...(assignee !== undefined ? { assignee: assignee?.id ?? null } : {}),
    ...(due !== undefined ? { due } : {}),
    ...(repeat !== undefined ? { repeat } : {}),
    ...(amount !== undefined ? { amount } : current.amount !== null ? { amount: current.amount } : {}),
    ...((unit?.id ?? current.unit) !== null ? { unit: unit?.id ?? current.unit ?? undefined } : {}),
    ...(change.fields.link !== undefined ? { link: change.fields.link } : {}),
    ...(change.fields.note !== undefined ? { note: change.fields.note } : {}),
    ...(change.fields.stores !== undefined ? { stores: change.fields.stores } : {}),
    // What it saw and when it was made: a field someone else changed meanwhile keeps the later edit.
    ...(change.seen !== undefined ? { seen: change.seen } : {}),
    madeAt: madeAtOf(entry),
  };
}
