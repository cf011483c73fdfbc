import { describe, expect, it } from 'vitest';
import { type KeptItem, kindFields, withItemKind } from './item-kind.js';
import { ListItem } from './list-item.js';
import { Task } from './tasks.js';

/** What every item has, as the server answered it before and after items carried their kind. */
const common = {
  id: 7,
  itemId: null,
  num: 1,
  name: 'Носки',
  name_ru: 'Носки',
  name_en: 'Носки',
  details: '',
  unit: null,
  unit_ru: '',
  unit_en: '',
  amount: null,
  link: null,
  note: '',
  completed: false,
  added_at: '2026-11-30 10:00:00',
  completed_by: null,
  completed_at: null,
  category: null,
};
const good = { ...common, itemId: 12, unit: 3, unit_ru: 'л', unit_en: 'l', amount: 1, category: 4 };

describe('an item as answered: one part per kind of list, told apart by `kind`', () => {
  it('takes each kind with its own fields', () => {
    const items = [
      { ...good, kind: 'shopping', stores: [2] },
      { ...common, kind: 'todo', assignee: { id: 3, username: 'masha' }, due: '2026-12-01 18:00', repeat: 'weekly' },
      { ...common, kind: 'packing' },
      { ...common, kind: 'wishlist', reserved: true, reserved_by_me: false },
      { ...common, kind: 'wishlist' },
    ];
    for (const item of items) expect(ListItem.parse(item)).toEqual(item);
  });

  it('narrows on `kind`: a to-do has its due, a shopping item its shops', () => {
    const item = ListItem.parse({ ...common, kind: 'todo', assignee: null, due: '2026-12-01', repeat: null });
    expect(item.kind === 'todo' ? item.due : 'not a to-do').toBe('2026-12-01');
    const shopping = ListItem.parse({ ...good, kind: 'shopping', stores: [] });
    expect(shopping.kind === 'shopping' ? shopping.stores : 'not shopping').toEqual([]);
  });

  it('refuses an item without a kind, of an unknown kind, or lacking a field of its kind', () => {
    expect(ListItem.safeParse(common).success).toBe(false);
    expect(ListItem.safeParse({ ...common, kind: 'chores' }).success).toBe(false);
    // The to-do's fields are null when unset, never missing.
    expect(ListItem.safeParse({ ...common, kind: 'todo', assignee: null, due: null }).success).toBe(false);
    expect(ListItem.safeParse({ ...good, kind: 'shopping' }).success).toBe(false);
    expect(ListItem.safeParse({ ...common, kind: 'wishlist', reserved: 'yes' }).success).toBe(false);
  });

  it("writes only its own kind's fields: other kinds keep their shapes", () => {
    const stray = { assignee: null, due: null, repeat: null, stores: [], reserved: false, reserved_by_me: false };
    expect(ListItem.parse({ ...common, ...stray, kind: 'packing' })).toEqual({ ...common, kind: 'packing' });
    expect(ListItem.parse({ ...good, ...stray, kind: 'shopping' })).toEqual({ ...good, kind: 'shopping', stores: [] });
  });

  it('a task is a to-do with its list', () => {
    const task = { ...common, kind: 'todo', assignee: null, due: null, repeat: null, list: { id: 5, name: 'Дом' } };
    expect(Task.parse(task)).toEqual(task);
    expect(Task.safeParse({ ...task, kind: 'packing' }).success).toBe(false);
  });
});

describe('a new item of a kind (kindFields): nothing of its kind set', () => {
  it.each([
    ['shopping', { kind: 'shopping', stores: [] }],
    ['todo', { kind: 'todo', assignee: null, due: null, repeat: null }],
    ['packing', { kind: 'packing' }],
    ['wishlist', { kind: 'wishlist' }],
  ] as const)('of a %s list', (kind, fields) => {
    expect(kindFields(kind)).toEqual(fields);
    expect(ListItem.parse({ ...common, ...kindFields(kind) })).toEqual({ ...common, ...fields });
  });
});

describe('an item kept before items carried their kind (the web offline store) gets the kind its fields tell', () => {
  const kept: [string, KeptItem, ListItem][] = [
    [
      'a to-do, by its to-do fields',
      { ...common, assignee: { id: 3, username: 'masha' }, due: '2026-12-01', repeat: 'daily' },
      { ...common, kind: 'todo', assignee: { id: 3, username: 'masha' }, due: '2026-12-01', repeat: 'daily' },
    ],
    [
      'a to-do kept before dues, its due and repeat unset',
      { ...common, assignee: null },
      { ...common, kind: 'todo', assignee: null, due: null, repeat: null },
    ],
    [
      "a wish, by its reservation (a friend's view)",
      { ...common, reserved: true, reserved_by_me: true },
      { ...common, kind: 'wishlist', reserved: true, reserved_by_me: true },
    ],
    ['a shopping item, by its shops', { ...good, stores: [2, 5] }, { ...good, kind: 'shopping', stores: [2, 5] }],
    ['a good kept before shops, as shopping with any shop', { ...good }, { ...good, kind: 'shopping', stores: [] }],
    ['a plain entry with nothing of a kind, as packing', { ...common }, { ...common, kind: 'packing' }],
  ];

  it.each(kept)('%s', (_, old, expected) => {
    const item = withItemKind(old);
    expect(item).toEqual(expected);
    expect(ListItem.parse(item)).toEqual(expected);
  });

  it('keeps an item that has its kind as it is', () => {
    const item: ListItem = { ...common, kind: 'wishlist' };
    expect(withItemKind(item)).toBe(item);
  });
});
