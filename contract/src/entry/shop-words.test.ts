import { describe, expect, it } from 'vitest';
import { atStore, readStore, toStore } from './shop-words.js';

const stores = [
  { id: 1, name: 'Ашан' },
  { id: 2, name: 'Пятёрочка' },
  { id: 3, name: 'Costco' },
  { id: 4, name: 'Рынок у дома' },
];

describe('a shop named at the end of a typed line', () => {
  it.each([
    ['сыр в Ашане', 'сыр', 1],
    ['сыр в ашан', 'сыр', 1],
    ['молоко 2 л в Пятерочке', 'молоко 2 л', 2],
    ['cheese at Costco', 'cheese', 3],
    ['2 kg apples from costco', '2 kg apples', 3],
    ['творог на рынке у дома', 'творог', 4],
  ])('«%s» is «%s» at shop %i', (line, text, store) => {
    expect(readStore(line, stores)).toEqual({ text, store: stores.find((s) => s.id === store) });
  });

  it.each(['сыр в Ленте', 'молоко в бутылке', 'в Ашане', 'Ашан'])('«%s» names no shop of the list', (line) => {
    expect(readStore(line, stores)).toEqual({ text: line });
  });

  it('reads a line break only next to the preposition, as a line of a paste may hold U+2028', () => {
    expect(readStore('сыр\u2028в Ашане', stores)).toEqual({ text: 'сыр', store: stores[0] });
    expect(readStore('сыр в\u2029Ашане', stores)).toEqual({ text: 'сыр', store: stores[0] });
    expect(readStore('сыр\u2028и хлеб в Ашане', stores)).toEqual({ text: 'сыр\u2028и хлеб в Ашане' });
  });

  it('reads the shop after the last preposition', () => {
    expect(readStore('молоко в бутылке в Ашане', stores)).toEqual({ text: 'молоко в бутылке', store: stores[0] });
  });

  it('reads nothing when the list has no shops', () => {
    expect(readStore('сыр в Ашане', [])).toEqual({ text: 'сыр в Ашане' });
  });
});

describe('a shop in a sentence', () => {
  it.each([
    ['Ашан', 'в Ашане', 'в Ашан'],
    ['Пятёрочка', 'в Пятёрочке', 'в Пятёрочку'],
    ['Рынок', 'в Рынке', 'в Рынок'],
    ['Дикси', 'в Дикси', 'в Дикси'],
    ['Costco', 'в Costco', 'в Costco'],
  ])('«%s»: «%s», going «%s»', (name, at, to) => {
    expect(atStore(name, 'ru')).toBe(at);
    expect(toStore(name, 'ru')).toBe(to);
  });

  it('says "at" and "to" in English', () => {
    expect(atStore('Ашан', 'en')).toBe('at Ашан');
    expect(toStore('Costco', 'en')).toBe('to Costco');
  });
});
