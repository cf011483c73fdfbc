/**
 * What a recipe's ingredients do to a shopping list's items, played in memory (`POST /api/list/{id}/recipe`): each
 * good once on the list, amounts scaled to the servings and added up where the units do, and what the recipe put into
 * each item kept, so that taking it back takes exactly that off (`takeBack`).
 */
import {
  amountText,
  type IngredientLine,
  type Lang,
  limits,
  piecesOf,
  type SkippedIngredient,
  shoppingAmount,
  sumAmounts,
  takeAmount,
  translate,
  type UnitNames,
} from '@listok/contract';
import type { PlannedItem } from '../paste/add-text.lines.js';
import type { LineGoods, ProductOf } from '../paste/add-text.products.js';
import type { PastedItem } from '../paste/add-text.repo.js';

/** An ingredient as read, its good (or the new product's name), or why it is not added. */
export interface RecipeLine extends LineGoods {
  /** Its index among the recipe's ingredients as read (`Recipe.ingredients`). */
  index: number;
  ingredient: IngredientLine<UnitNames>;
  skip?: { reason: string; params?: Record<string, string> };
}

/** What a recipe put into an item (a row of `item_recipes`). */
export interface Contribution {
  /** The amount added to the item's own, in `unitId`; null when the recipe gave none or put it in the note. */
  amount: number | null;
  unitId: number | null;
  /** The amount written in the item's note because its units do not add up with the item's (a cup on litres). */
  noteAmount: number | null;
  noteUnitId: number | null;
  /** The text of that amount in the note; `""` when none. */
  note: string;
  /** The recipe put the item on the list (or back on it, when it was bought). */
  madeItem: boolean;
}

export interface PlayedRecipe {
  /** The items as they end, by product. */
  items: Map<number, PlannedItem>;
  added: number[];
  merged: number[];
  /** What the recipe holds of each of its products' items after this add (earlier adds of it included). */
  contributions: Map<number, Contribution>;
  changes: { kind: 'added' | 'changed' | 'unbought'; productId: number }[];
  skipped: SkippedIngredient[];
}

/** How the recipe goes on the list: its servings and the cook's, the ingredients left out, the caller's language. */
export interface RecipePlay {
  /** The recipe's own servings and those to shop for (scaled only when both are known). */
  from: number | null;
  to: number | null;
  skip: ReadonlySet<number>;
  lang: Lang;
  units: readonly UnitNames[];
}

const none = (): Contribution => ({
  amount: null,
  unitId: null,
  noteAmount: null,
  noteUnitId: null,
  note: '',
  madeItem: false,
});

/**
 * Plays a recipe's ingredients over the list's items (`onList`, and what this recipe already holds of them: `held`,
 * by item row): a good not on the list goes on it with the ingredient's amount; one on it (open) gets the amount on
 * top where the units add up, else in its note («1 л» and «2 стакана»); a bought one is put back on the list with
 * the ingredient's amount. The same recipe again adds to what it holds: two dinners double its amounts.
 */
export function playRecipe(
  lines: readonly RecipeLine[],
  onList: readonly PastedItem[],
  held: ReadonlyMap<number, Contribution>,
  productOf: ProductOf,
  play: RecipePlay,
): PlayedRecipe {
  const { lang, units } = play;
  const unitOf = (id: number | null) => units.find((u) => u.id === id);
  const pieces = piecesOf(units) ?? units[0];
  const items = new Map<number, PlannedItem>();
  const contributions = new Map<number, Contribution>();
  for (const item of onList) {
    items.set(item.productId, { ...item, changed: false, reopened: false });
    const had = held.get(item.id);
    if (had) contributions.set(item.productId, { ...had });
  }
  const played: PlayedRecipe = { items, added: [], merged: [], contributions, changes: [], skipped: [] };
  const skip = (index: number, reason: string, params?: Record<string, string>) =>
    played.skipped.push({ index, reason: translate(lang, reason, params) });
  for (const line of lines) {
    if (play.skip.has(line.index)) {
      skip(line.index, 'addRecipe.leftOut');
      continue;
    }
    const product = line.skip ? undefined : productOf(line);
    if (!product) {
      skip(line.index, line.skip?.reason ?? 'addText.noName', line.skip?.params);
      continue;
    }
    const amount = shoppingAmount(line.ingredient, play.from, play.to);
    const unit = line.ingredient.unit ?? (amount === null ? unitOf(product.defaultUnitId) : pieces) ?? pieces;
    const item = items.get(product.id);
    const held = contributions.get(product.id) ?? none();
    if (!item) {
      if (!unit) {
        skip(line.index, 'addText.noName');
        continue;
      }
      items.set(product.id, {
        productId: product.id,
        amount: amount ?? 1,
        unitId: unit.id,
        note: '',
        completed: false,
        changed: true,
        reopened: false,
      });
      contributions.set(product.id, { ...none(), amount: amount ?? 1, unitId: unit.id, madeItem: true });
      played.added.push(product.id);
      played.changes.push({ kind: 'added', productId: product.id });
      continue;
    }
    const merge = (kind: 'changed' | 'unbought') => {
      if (item.id !== undefined && !played.merged.includes(product.id)) played.merged.push(product.id);
      if (kind === 'unbought' || item.changed) played.changes.push({ kind, productId: product.id });
    };
    if (item.completed) {
      // Bought: on the list again for this recipe, with its amount.
      item.completed = false;
      item.reopened = true;
      item.changed = true;
      if (amount !== null && unit) {
        item.amount = amount;
        item.unitId = unit.id;
      }
      contributions.set(product.id, { ...none(), amount: item.amount, unitId: item.unitId, madeItem: true });
      merge('unbought');
      continue;
    }
    const itemUnit = unitOf(item.unitId);
    if (amount === null || !unit || !itemUnit) {
      // Nothing to add («соль по вкусу» on «Соль 1 кг»): the item holds the recipe's want as it is.
      contributions.set(product.id, held);
      merge('changed');
      continue;
    }
    const sum = sumAmounts({ amount: item.amount, unit: itemUnit }, { amount, unit });
    if (sum) {
      const heldUnit = unitOf(held.unitId);
      const mine =
        held.amount === null || !heldUnit
          ? { amount, unit }
          : (sumAmounts({ amount: held.amount, unit: heldUnit }, { amount, unit }) ?? sum);
      item.amount = sum.amount;
      item.unitId = sum.unit.id;
      item.changed = true;
      contributions.set(product.id, { ...held, amount: mine.amount, unitId: mine.unit.id });
      merge('changed');
      continue;
    }
    // Units that do not add up (a cup on litres): the recipe's amount in the item's note, its own one part of it.
    const noteUnit = unitOf(held.noteUnitId);
    const inNote =
      held.noteAmount === null || !noteUnit
        ? { amount, unit }
        : sumAmounts({ amount: held.noteAmount, unit: noteUnit }, { amount, unit });
    if (!inNote) {
      skip(line.index, 'addText.otherUnits', { unit: lang === 'ru' ? itemUnit.name_ru : itemUnit.name_en });
      continue;
    }
    const text = amountText(inNote.amount, inNote.unit, lang);
    const note = replaceNotePart(item.note, held.note, text);
    if (note.length > limits.noteMax) {
      skip(line.index, 'validation.noteLength');
      continue;
    }
    item.note = note;
    item.changed = true;
    contributions.set(product.id, { ...held, noteAmount: inNote.amount, noteUnitId: inNote.unit.id, note: text });
    merge('changed');
  }
  return played;
}

/** A note with one part of it (`old`, a recipe's amount) written anew, or the part added when it is not there. */
export function replaceNotePart(note: string, old: string, text: string): string {
  const parts = note === '' ? [] : note.split(', ');
  const at = old === '' ? -1 : parts.indexOf(old);
  if (text === '') return at === -1 ? note : parts.filter((_, i) => i !== at).join(', ');
  if (at === -1) return [...parts, text].join(', ');
  parts[at] = text;
  return parts.join(', ');
}

/** An item a recipe is taken back from, and what the recipes hold of it. */
export interface HeldItem {
  id: number;
  amount: number;
  unitId: number;
  note: string;
  completed: boolean;
  /** What the recipe taken back put into it. */
  mine: Contribution;
  /** Other recipes hold amounts of it too. */
  shared: boolean;
  /** Its good (the list item's `itemId`). */
  productId: number;
}

/** What taking a recipe back does to one item: it leaves, it keeps the rest (its new amount and note), or it stays. */
export type TakeBack =
  | { kind: 'remove' }
  | { kind: 'change'; amount: number; unitId: number; note: string }
  | { kind: 'keep' };

/**
 * Taking a recipe's amounts back off an item: a bought item stays as bought; one only this recipe put on the list
 * (and nobody added to since) leaves; else its amount loses what the recipe added (where something is left in units that add up: an amount the
 * family changed since stays) and its note the recipe's part.
 */
export function takeBack(item: HeldItem, units: readonly UnitNames[]): TakeBack {
  if (item.completed) return { kind: 'keep' };
  const unitOf = (id: number | null) => units.find((u) => u.id === id);
  const itemUnit = unitOf(item.unitId);
  const mineUnit = unitOf(item.mine.unitId);
  const left =
    item.mine.amount !== null && itemUnit && mineUnit
      ? takeAmount({ amount: item.amount, unit: itemUnit }, { amount: item.mine.amount, unit: mineUnit })
      : null;
  // An item the recipe put on the list leaves unless another recipe or the family added to its amount since.
  if (item.mine.madeItem && !item.shared && !left) return { kind: 'remove' };
  const note = replaceNotePart(item.note, item.mine.note, '');
  if (!left && note === item.note) return { kind: 'keep' };
  return { kind: 'change', amount: left?.amount ?? item.amount, unitId: left?.unit.id ?? item.unitId, note };
}
