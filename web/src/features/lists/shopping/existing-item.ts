import { type ListItem, sumAmounts, type UnitNames } from '@listok/contract';

/** The unit of an item, from the units list (which carries its code); a unit the list lacks has no code to go by. */
export const unitOfItem = (item: ListItem, units: readonly UnitNames[]): UnitNames =>
  units.find((unit) => unit.id === item.unit) ?? {
    id: item.unit ?? 0,
    code: '',
    name_ru: item.unit_ru,
    name_en: item.unit_en,
  };

/**
 * What an item already on the list would hold with the amount typed again put on top ("2 кг" on 500 г: 2.5 кг), or
 * null when there is nothing to offer: no unit typed, units that do not convert, or an item already bought.
 */
export function summedQuantity(
  item: ListItem,
  added: { amount: number; unit?: UnitNames | undefined },
  units: readonly UnitNames[],
): { amount: number; unit: UnitNames } | null {
  if (item.completed || !added.unit || item.amount === null) return null;
  return sumAmounts({ amount: item.amount, unit: unitOfItem(item, units) }, { amount: added.amount, unit: added.unit });
}
