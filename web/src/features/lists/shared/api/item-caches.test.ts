import type { ListItem } from '@listok/contract';
import { compareItemsByName } from '@listok/contract/base';
import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { good } from '../list-item.test-support';
import { insertItem, refreshHeader, replaceItem } from './item-caches';
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
