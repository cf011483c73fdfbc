import { joinNotes, type Lang, limits, sumAmounts, type UnitNames } from '@listok/contract';
import type { PlannedItem, ReadLine } from './add-text.lines.js';

// A pasted line whose good is on the list already (add-text.ts `playLines`): what it changes of the item.

/**
 * A line's good already on the list (or put there by an earlier line): bought, it is put back with the line's amount
 * and note (or its own); open, the line's amount goes on top where the units convert, and a note it does not hold yet
 * is added to its own (`joinNotes`: «молоко 1,5%» on «Молоко · 3,2%»), so no line's note is dropped; a price it ends
 * in is the item's. Changes the planned item; answers the change made, or why none was.
 */
export function mergeLine(
  item: PlannedItem,
  { entry, price }: Pick<ReadLine, 'entry' | 'price'>,
  units: readonly UnitNames[],
  pieces: UnitNames | undefined,
  lang: Lang,
): 'changed' | 'unbought' | { reason: string; params?: Record<string, string> } {
  const typed = entry.amount === undefined ? undefined : { amount: entry.amount, unit: entry.unit ?? pieces };
  if (item.completed) {
    item.completed = false;
    item.reopened = true;
    item.changed = true;
    if (typed?.unit) setAmount(item, typed.amount, typed.unit.id);
    if (entry.note !== undefined) item.note = entry.note;
    if (price !== undefined) item.price = price;
    return 'unbought';
  }
  const note = joinNotes(item.note, entry.note);
  if (note !== undefined && note.length > limits.noteMax) return { reason: 'validation.noteLength' };
  if (!typed?.unit && note === undefined && price === undefined) return { reason: 'addText.exists' };
  const unit = units.find((u) => u.id === item.unitId);
  const sum =
    typed?.unit && unit && sumAmounts({ amount: item.amount, unit }, { amount: typed.amount, unit: typed.unit });
  if (typed?.unit && !sum) {
    return {
      reason: 'addText.otherUnits',
      params: { unit: unit ? (lang === 'ru' ? unit.name_ru : unit.name_en) : '' },
    };
  }
  if (sum) setAmount(item, sum.amount, sum.unit.id);
  if (note !== undefined) item.note = note;
  if (price !== undefined) item.price = price;
  item.changed = true;
  return 'changed';
}

/** An amount as the list keeps it (three decimals), so the next line adds to what a read would give. */
function setAmount(item: PlannedItem, amount: number, unitId: number) {
  item.amount = Number(amount.toFixed(3));
  item.unitId = unitId;
}
