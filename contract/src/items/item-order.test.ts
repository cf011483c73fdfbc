import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints, compareItemsByName } from './item-order.js';

const byName = (names: string[]) =>
  names
    .map((name, index) => ({ id: index + 1, name }))
    .sort(compareItemsByName)
    .map((item) => item.name);

describe('compareItemsByName', () => {
  it('sorts «Ёжевика» with «Ежевика» and ignores case, in the alphabet of each language', () => {
    expect(byName(['Яблоки', 'ёжевика', 'Жасмин', 'Ежевика', 'Абрикосы', 'Ёжик', 'Ежи'])).toEqual([
      'Абрикосы',
      'ёжевика',
      'Ежевика',
      'Ежи',
      'Ёжик',
      'Жасмин',
      'Яблоки',
    ]);
    expect(byName(['bread', 'Apples', 'cheese', 'Milk'])).toEqual(['Apples', 'bread', 'cheese', 'Milk']);
  });

  it('puts a name before its longer forms, and the item added first first among equal names', () => {
    expect(byName(['Сок яблочный', 'Сода', 'Сок'])).toEqual(['Сода', 'Сок', 'Сок яблочный']);
    const twins = [
      { id: 7, name: 'Молоко' },
      { id: 3, name: 'молоко' },
    ];
    expect(twins.sort(compareItemsByName).map((item) => item.id)).toEqual([3, 7]);
  });
});

describe('compareCodePoints', () => {
  it('orders by code point, characters past U+FFFF after the rest of the BMP, as PostgreSQL\'s collate "C"', () => {
    // In UTF-16 the apple's first unit (U+D83C) is below U+FF05; its code point (U+1F34E) is not.
    expect(compareCodePoints('🍎', '％')).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const points = (text: string) => [...text].map((char) => char.codePointAt(0) as number);
        const [left, right] = [points(a), points(b)];
        const first = left.findIndex((point, at) => point !== right[at]);
        const expected =
          first === -1 ? left.length - right.length : first >= right.length ? 1 : left[first]! - right[first]!;
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(expected));
      }),
    );
  });
});
