import { describe, expect, it } from 'vitest';
import { pastedLink } from '../core/links.js';
import { entryOnTheList, readPlainEntry } from './plain-entry.js';

const units = [
  { id: 1, code: 'pcs', name_ru: 'шт', name_en: 'pcs' },
  { id: 2, code: 'l', name_ru: 'л', name_en: 'l' },
];

describe('readPlainEntry: a line of a to-do, packing or wish list', () => {
  it.each([
    ['носки 3 пары', 'носки', 3, 'пары'],
    ['футболки 5 шт', 'футболки', 5, 'шт'],
    ['вода 1,5 л', 'вода', 1.5, 'л'],
    ['socks 3 pairs', 'socks', 3, 'pairs'],
    ['batteries 4 pcs.', 'batteries', 4, 'pcs.'],
    ['футболки x5', 'футболки', 5, ''],
    ['T-shirts 3×', 'T-shirts', 3, ''],
    ['носки 2х', 'носки', 2, ''],
  ])('«%s» → %s, %s, note «%s»', (line, name, amount, note) => {
    expect(readPlainEntry(line, units)).toEqual({ name, amount, note });
  });

  it.each([
    'Позвонить маме в 5',
    'Забрать 2 посылки',
    'Call at 5 pm',
    'iPhone 15',
    'Lego 42115',
    '3 пары',
    'x3',
    'Зарядка',
    'носки 0 пар',
  ])('«%s» stays as typed, with no amount', (line) => {
    expect(readPlainEntry(line, units)).toEqual({ name: line, amount: null, note: '' });
  });

  it('folds runs of spaces, as the add box reads every line', () => {
    expect(readPlainEntry('  носки   3  пары ')).toEqual({ name: 'носки', amount: 3, note: 'пары' });
    expect(readPlainEntry(' Позвонить   маме ')).toEqual({ name: 'Позвонить маме', amount: null, note: '' });
  });
});

describe('entryOnTheList: the item a plain entry repeats, on the web as on the server', () => {
  const item = (id: number, name: string, link: string | null = null) => ({ id, name_ru: name, name_en: name, link });
  const shop = 'https://www.ozon.ru/product/lego-1';
  const items = [item(1, 'Ёлка'), item(2, 'ozon.ru', shop), { id: 3, name_ru: 'Носки', name_en: 'Socks', link: null }];
  /** A typed line as the add box and `add-text` read it: an address alone is its link, named by its host. */
  const entryOf = (line: string) => {
    const address = pastedLink(line);
    return address ? { name: address.host, link: address.link } : readPlainEntry(line);
  };

  it('finds a line by its text, folded, in either language', () => {
    expect(entryOnTheList(items, entryOf('елка'))?.id).toBe(1);
    expect(entryOnTheList(items, entryOf('SOCKS'))?.id).toBe(3);
    expect(entryOnTheList(items, entryOf('носки'))?.id).toBe(3);
  });

  it('finds an open item only when the line says nothing more of it; a ticked one to put back whatever it says', () => {
    const socks = { id: 3, name_ru: 'Носки', name_en: 'Socks', link: null, amount: 3, note: 'пары', completed: false };
    const cleaning = { id: 4, name_ru: 'уборка', name_en: 'уборка', link: null, due: '2026-11-28', completed: false };
    const listed = [socks, cleaning];
    expect(entryOnTheList(listed, entryOf('носки 3 пары'))?.id).toBe(3);
    expect(entryOnTheList(listed, { name: 'уборка', due: '2026-11-28' })?.id).toBe(4);
    expect(entryOnTheList(listed, { name: 'уборка' })?.id).toBe(4);
    // Another amount, word or due is a second entry, not dropped.
    expect(entryOnTheList(listed, entryOf('носки 2 пары'))).toBeUndefined();
    expect(entryOnTheList(listed, entryOf('носки 3 комплекта'))).toBeUndefined();
    expect(entryOnTheList(listed, { name: 'уборка', due: '2026-11-29' })).toBeUndefined();
    // A ticked one is put back, with what the line says.
    const ticked = [{ ...cleaning, completed: true }];
    expect(entryOnTheList(ticked, { name: 'уборка', due: '2026-11-29' })?.id).toBe(4);
    // Both there: the open one it repeats first.
    expect(entryOnTheList([{ ...cleaning, id: 5, completed: true }, cleaning], { name: 'уборка' })?.id).toBe(4);
  });

  it('reads no amount off a to-do line', () => {
    expect(readPlainEntry('купить молоко 2 литра', [], 'todo')).toEqual({
      name: 'купить молоко 2 литра',
      amount: null,
      note: '',
    });
    expect(readPlainEntry('buy socks 3 pairs', [], 'todo').amount).toBeNull();
    expect(readPlainEntry('носки 3 пары', [], 'packing').amount).toBe(3);
  });

  it('finds an address by itself, never by the host it is named by', () => {
    expect(entryOnTheList(items, entryOf(shop))?.id).toBe(2);
    expect(entryOnTheList(items, entryOf('https://www.ozon.ru/product/lego-2'))).toBeUndefined();
    // The name typed as text still finds the item named so.
    expect(entryOnTheList(items, entryOf('ozon.ru'))?.id).toBe(2);
    expect(entryOnTheList([], entryOf('Ёлка'))).toBeUndefined();
  });
});
