import { describe, expect, it } from 'vitest';
import { good } from '../shared/list-item.test-support';
import { changedFields } from './changed-fields';
import { applyChanges, type ItemChange, type QueuedChange, renameStandIn, standInItem } from './changes';

const listId = 7;
const queued = (...changes: ItemChange[]): QueuedChange[] =>
  changes.map((change, index) => ({ seq: index + 1, id: `k${index}`, user: 'anna', name: 'x', change }));

describe('the screen with unsent changes', () => {
  const server = [good(1, 'Молоко'), good(2, 'Хлеб')];

  it('applies marks, edits, deletes and adds in order, and tells which items wait', () => {
    const cheese = standInItem(
      -9,
      { name: 'Сыр', productId: 30 },
      { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
    );
    const { items, pending } = applyChanges(
      server,
      queued(
        { kind: 'mark', listId, rowId: 1, completed: true },
        { kind: 'update', listId, rowId: 2, fields: { amount: 2.5, unit: { id: 3, name_ru: 'кг', name_en: 'kg' } } },
        { kind: 'add', listId, rowId: -9, productId: 30, shown: cheese },
        { kind: 'remove', listId, rowId: 1 },
        { kind: 'mark', listId: 8, rowId: 2, completed: true },
      ),
      listId,
      'added_at',
    );
    expect(items.map((i) => [i.name, i.completed, i.amount, i.unit_ru])).toEqual([
      ['Хлеб', false, 2.5, 'кг'],
      ['Сыр', false, 1, 'шт'],
    ]);
    expect([...pending].sort()).toEqual([-9, 1, 2]);
  });

  it('does not show a product twice when it is already on the list', () => {
    const again = standInItem(-3, { name: 'Молоко', productId: 10 }, undefined);
    const { items } = applyChanges(
      server,
      queued({ kind: 'add', listId, rowId: -3, productId: 10, shown: again }),
      listId,
      'name',
    );
    expect(items).toHaveLength(2);
  });

  it('changes nothing without unsent changes of this list', () => {
    expect(applyChanges(server, [], listId, 'added_at').items).toBe(server);
  });
});

describe('an edit', () => {
  const shown = good(1, 'Молоко', { amount: 1, unit: 1, link: null });
  const pieces = { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' };

  it('carries only the fields the user changed', () => {
    const edit = { amount: 1, unit: pieces, link: null, note: '' };
    expect(changedFields(shown, { ...edit, amount: 2 })).toEqual({ amount: 2 });
    expect(changedFields(shown, { ...edit, link: 'shop.example' })).toEqual({ link: 'shop.example' });
    expect(changedFields(shown, { ...edit, note: '3,2%' })).toEqual({ note: '3,2%' });
    expect(changedFields(shown, edit)).toEqual({});
    // An item kept from before notes existed has none: an empty note is no change.
    expect(changedFields({ ...shown, note: undefined as unknown as string }, edit)).toEqual({});
  });
});

describe('an item added offline', () => {
  it('gets the server’s id in every later change once the add is answered', () => {
    const renamed = renameStandIn(
      queued({ kind: 'mark', listId, rowId: -4, completed: true }, { kind: 'mark', listId, rowId: 2, completed: true }),
      -4,
      55,
    );
    expect(renamed.map((entry) => entry.change.rowId)).toEqual([55, 2]);
  });

  it('shows one piece, added now, until the server answers', () => {
    const shown = standInItem(
      -1,
      { name: 'Квас', product: { name: 'Квас', details: 'разливной', link: 'kvas.example' } },
      { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
      new Date(2026, 0, 2, 9, 5, 7),
    );
    expect(shown).toMatchObject({ id: -1, amount: 1, unit_ru: 'шт', details: 'разливной', link: 'kvas.example' });
    expect(shown.added_at).toBe('2026-01-02 09:05:07');
  });

  it('shows the amount and unit typed with the product ("2 кг яблок")', () => {
    const kilos = { id: 2, code: 'kg', name_ru: 'кг', name_en: 'kg' };
    const shown = standInItem(
      -2,
      { name: 'Яблоки', productId: 5, amount: 2, unit: kilos },
      { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
    );
    expect(shown).toMatchObject({ itemId: 5, amount: 2, unit: 2, unit_ru: 'кг', unit_en: 'kg' });
  });
});
