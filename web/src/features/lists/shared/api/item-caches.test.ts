import type { ListItem } from '@listok/contract';
import { compareItemsByName } from '@listok/contract/base';
import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { good } from '../list-item.test-support';
import { insertItem, putAllItems, refreshHeader, replaceItem, sameData } from './item-caches';
import { listKeys } from './keys';

const item = (id: number, name: string) => good(id, name, { added_at: '2025-03-12 10:00:00' });

const items = [item(1, 'Груши'), item(2, 'Апельсины'), item(3, 'Яблоки')];
const names = (list: ListItem[]) => list.map((i) => i.name);

describe('insertItem', () => {
  it('appends in the order of adding and prepends in the reverse order', () => {
    expect(names(insertItem(items, item(4, 'Бананы'), 'added_at'))).toEqual(['Груши', 'Апельсины', 'Яблоки', 'Бананы']);
    expect(names(insertItem(items, item(4, 'Бананы'), '-added_at'))[0]).toBe('Бананы');
  });

  it('puts the item in its place by name, either way', () => {
    const byName = [item(2, 'Апельсины'), item(1, 'Груши'), item(3, 'Яблоки')];
    expect(names(insertItem(byName, item(4, 'Бананы'), 'name'))).toEqual(['Апельсины', 'Бананы', 'Груши', 'Яблоки']);
    const reversed = [...byName].reverse();
    expect(names(insertItem(reversed, item(4, 'Бананы'), '-name'))).toEqual(['Яблоки', 'Груши', 'Бананы', 'Апельсины']);
    expect(names(insertItem(byName, item(4, 'Ящики'), 'name')).at(-1)).toBe('Ящики');
  });

  it('puts «Ёжевика» with «Ежевика», after it by name and before it in reverse, as the server does', () => {
    const byName = [item(1, 'Ежевика'), item(2, 'Жасмин')];
    expect(names(insertItem(byName, item(3, 'Ёжевика'), 'name'))).toEqual(['Ежевика', 'Ёжевика', 'Жасмин']);
    expect(names(insertItem([...byName].reverse(), item(3, 'Ёжевика'), '-name'))).toEqual([
      'Жасмин',
      'Ёжевика',
      'Ежевика',
    ]);
  });

  it('puts a new item where sorting the whole list would, either way, equal names included', () => {
    const name = fc.constantFrom('Ежевика', 'ёжевика', 'Жасмин', 'жасмин', 'Abc', 'Сок', 'Сок яблочный');
    fc.assert(
      fc.property(
        fc.array(name, { maxLength: 8 }),
        name,
        fc.constantFrom('name' as const, '-name' as const),
        (old, added, sort) => {
          const direction = sort === 'name' ? 1 : -1;
          const sorted = (list: ListItem[]) => [...list].sort((a, b) => direction * compareItemsByName(a, b));
          const listed = sorted(old.map((text, index) => item(index + 1, text)));
          const newest = item(old.length + 1, added);
          expect(insertItem(listed, newest, sort)).toEqual(sorted([...listed, newest]));
        },
      ),
    );
  });

  it('does not add an item that is already there', () => {
    expect(insertItem(items, item(2, 'Апельсины'), 'added_at')).toBe(items);
  });
});

describe('replaceItem', () => {
  it('swaps the changed item in and keeps its place number', () => {
    const changed = { ...item(2, 'Апельсины'), amount: 3, num: 1 };
    const result = replaceItem(items, changed);
    expect(result[1]).toMatchObject({ id: 2, amount: 3, num: 2 });
    expect(result[0]).toBe(items[0]);
  });
});

describe('refreshHeader', () => {
  it("reloads the list's header in every access, and nothing else of it", async () => {
    const queryClient = new QueryClient();
    const keys = [
      listKeys.header(7, undefined),
      listKeys.header(7, 'code'),
      listKeys.items(7, undefined, 'added_at'),
      listKeys.shopOrder(7, undefined),
      listKeys.header(8, undefined),
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await refreshHeader(queryClient, 7);
    const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, false, false, false]);
  });
});

describe('sameData', () => {
  it('tells values read from JSON apart field by field, nested ones too', () => {
    expect(sameData({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });

  it('agrees with a compare of the values’ JSON wherever their keys come in the same order', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.jsonValue(),
        (a, b) => sameData(a, b) === (JSON.stringify(a) === JSON.stringify(b)),
      ),
    );
    fc.assert(fc.property(fc.jsonValue(), (a) => sameData(a, structuredClone(a))));
  });
});

describe('putAllItems', () => {
  it('keeps the cached object of every item the answer left as it was, in every order', () => {
    // Not left to the cache's structural sharing, which walks every field of every item.
    const queryClient = new QueryClient({ defaultOptions: { queries: { structuralSharing: false } } });
    const byAdding = listKeys.items(5, undefined, 'added_at');
    const byName = listKeys.items(5, undefined, 'name');
    const numbered = (list: ListItem[]) => list.map((row, index) => ({ ...row, num: index + 1 }));
    queryClient.setQueryData(byAdding, numbered(items));
    queryClient.setQueryData(byName, numbered([items[1], items[0], items[2]] as ListItem[]));
    const cachedByAdding = queryClient.getQueryData<ListItem[]>(byAdding) ?? [];
    const cachedByName = queryClient.getQueryData<ListItem[]>(byName) ?? [];
    // The server's answer: fresh objects, the pears ticked.
    const answer = structuredClone(items).map((row) => (row.id === 1 ? { ...row, completed: true } : row));
    putAllItems(queryClient, 5, answer);
    const nowByAdding = queryClient.getQueryData<ListItem[]>(byAdding) ?? [];
    const nowByName = queryClient.getQueryData<ListItem[]>(byName) ?? [];
    expect(nowByAdding.map((row) => [row.name, row.num, row.completed])).toEqual([
      ['Груши', 1, true],
      ['Апельсины', 2, false],
      ['Яблоки', 3, false],
    ]);
    expect(nowByName.map((row) => row.name)).toEqual(['Апельсины', 'Груши', 'Яблоки']);
    expect(nowByAdding[0]).not.toBe(cachedByAdding[0]);
    expect(nowByAdding[1]).toBe(cachedByAdding[1]);
    expect(nowByAdding[2]).toBe(cachedByAdding[2]);
    expect(nowByName[0]).toBe(cachedByName[0]);
    expect(nowByName[1]).not.toBe(cachedByName[1]);
    expect(nowByName[2]).toBe(cachedByName[2]);
  });

  it('gives an item a new object when only its number changed (one before it was removed)', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { structuralSharing: false } } });
    const key = listKeys.items(5, undefined, 'added_at');
    queryClient.setQueryData(
      key,
      items.map((row, index) => ({ ...row, num: index + 1 })),
    );
    const cached = queryClient.getQueryData<ListItem[]>(key) ?? [];
    putAllItems(queryClient, 5, structuredClone(items.slice(1)));
    const now = queryClient.getQueryData<ListItem[]>(key) ?? [];
    expect(now.map((row) => [row.name, row.num])).toEqual([
      ['Апельсины', 1],
      ['Яблоки', 2],
    ]);
    expect(now[0]).not.toBe(cached[1]);
    expect(cached[1]?.num).toBe(2);
  });
});
