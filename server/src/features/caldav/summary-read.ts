import { isAmount, type ListItem, parseEntry, type UnitNames, type UpdateItemBody } from '@listok/contract';

/** The parts of an item a SUMMARY speaks of. */
type Summarised = Pick<ListItem, 'itemId' | 'name' | 'amount' | 'unit'>;

/**
 * «Молоко, 2 л» → «Молоко», «2 л»: the name and what follows its last comma and a space, as backend/objects.ts
 * summaryOf writes them; undefined when the text has no such comma. Read without a pattern: one pass, however long
 * the text.
 */
function splitAtLastComma(text: string): [string, string] | undefined {
  const at = text.lastIndexOf(',');
  const head = text.slice(0, Math.max(at, 0));
  const tail = text.slice(at + 1);
  if (at <= 0 || head.trimEnd() !== head || tail.trimStart() === tail || tail.trim() === '') return undefined;
  return [head, tail.trim()];
}
const plainNumber = /^\d+(?:[.,]\d+)?$/u;

/**
 * What a SUMMARY a calendar app wrote changes of an item, read as Listok writes it (backend/objects.ts summaryOf). A
 * good's amount and unit are read as smart entry reads them («Молоко, 3 л», «молоко 3 л»; its name is the catalogue's
 * and stays); a plain entry takes the text as its name, and a trailing «, 3» as its amount.
 */
export function summaryChanges(
  summary: string,
  item: Summarised,
  units: readonly UnitNames[],
): Pick<UpdateItemBody, 'name' | 'amount' | 'unit'> {
  const text = summary.trim();
  const split = splitAtLastComma(text);
  if (item.itemId !== null) {
    const entry = parseEntry(split ? `${split[0]} ${split[1]}` : text, units);
    if (entry.amount === undefined || !isAmount(entry.amount)) return {};
    return {
      ...(entry.amount !== item.amount && { amount: entry.amount }),
      ...(entry.unit !== undefined && entry.unit.id !== item.unit && { unit: entry.unit.id }),
    };
  }
  const counted = split && plainNumber.test(split[1]) ? Number(split[1].replace(',', '.')) : undefined;
  const amount = counted !== undefined && isAmount(counted) ? counted : null;
  const name = amount === null ? text : (split?.[0] ?? text);
  return {
    ...(name !== '' && name !== item.name && { name }),
    ...(amount !== item.amount && { amount }),
  };
}
