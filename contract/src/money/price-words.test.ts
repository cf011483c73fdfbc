import { describe, expect, it } from 'vitest';
import { readPrice } from './price-words.js';

describe('readPrice reads a price at the end of a line in the list currency', () => {
  it.each([
    ['молоко 89₽', 'RUB', 'молоко', 8900],
    ['молоко 89 ₽', 'RUB', 'молоко', 8900],
    ['молоко 89р', 'RUB', 'молоко', 8900],
    ['молоко 89 р.', 'RUB', 'молоко', 8900],
    ['молоко 89,90 руб.', 'RUB', 'молоко', 8990],
    ['сыр 1240 рублей', 'RUB', 'сыр', 124000],
    ['молоко 2 л 89₽', 'RUB', 'молоко 2 л', 8900],
    ['milk $2.49', 'USD', 'milk', 249],
    ['milk 2.49$', 'USD', 'milk', 249],
    ['milk 2.49 usd', 'USD', 'milk', 249],
    ['cheese €3', 'EUR', 'cheese', 300],
    ['Käse 2,49 €', 'EUR', 'Käse', 249],
    ['cheese 3 EUR ', 'EUR', 'cheese', 300],
    ['tea £1.20', 'GBP', 'tea', 120],
    ['rice ¥300', 'JPY', 'rice', 300],
  ])('«%s» in %s', (line, currency, text, price) => {
    expect(readPrice(line, currency)).toEqual({ text, price });
  });

  it.each([
    ['milk $2.49', 'RUB'],
    ['молоко 89₽', 'EUR'],
    ['молоко 2 л', 'RUB'],
    ['сыр', 'RUB'],
    ['89₽', 'RUB'],
    ['молоко89₽', 'RUB'],
    ['хлеб руб 89', 'RUB'],
    ['молоко 2.4.9₽', 'RUB'],
    ['чай 2,4999 €', 'EUR'],
    ['чай 99999999999 ₽', 'RUB'],
  ])('«%s» in %s is no price', (line, currency) => {
    expect(readPrice(line, currency)).toBeUndefined();
  });
});

describe('a line without a digit', () => {
  it("holds no price, and Intl is not asked for the currency's symbols", () => {
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      expect([readPrice('', 'CHF'), readPrice('сыр в Ашане', 'CHF'), readPrice('milk CHF', 'CHF')]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(made).toBe(0);
      expect(readPrice('milk 2.50 CHF', 'CHF')).toEqual({ text: 'milk', price: 250 });
      expect(made).toBeGreaterThan(0);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
