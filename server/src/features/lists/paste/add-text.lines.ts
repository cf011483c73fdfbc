import type { Entry, UnitNames } from '@listok/contract';
import type { GoodRow } from './add-text.goods.js';
import type { PastedItem } from './add-text.repo.js';

// A pasted text's lines as read (add-text.ts `readText`) and the list's items as they change them in memory.

/** A pasted line as read before the list's change: its good, or the new product's name, or why it is skipped. */
export interface ReadLine {
  line: string;
  entry: Entry<UnitNames>;
  good?: GoodRow;
  /** The name of the member's new product, when the line names no good. */
  newName?: string;
  skip?: { reason: string; params?: Record<string, string> };
  /** The list's shop the line named at its end («сыр в Ашане»): its good is tied to it. */
  store?: number;
  /** The price the line ended in («молоко 89₽», in minor units of the list's currency): its open good's. */
  price?: number;
}

/** An item of the list as the lines change it, in memory until the change is written. */
export interface PlannedItem extends Omit<PastedItem, 'id'> {
  /** The row, for an item that was on the list; undefined for a new one. */
  id?: number;
  changed: boolean;
  reopened: boolean;
  /** The price a line ended in («молоко 89₽»): the open good's, which its tick pays. */
  price?: number;
}
