import { describe, expect, it } from 'vitest';
import type { UnitNames } from '../entry/quantity.js';
import { Currency, Price } from './money.js';
import { currencyDigits, estimateOf, minorOfText, perUnitOf, perUnitPrice, priceWithinMax } from './money-rules.js';

const unit = (id: number, code: string): UnitNames => ({ id, code, name_ru: '', name_en: '' });
const [g, kg, l, pcs] = [unit(3, 'g'), unit(4, 'kg'), unit(6, 'l'), unit(1, 'pcs')];

describe('money', () => {
  it('knows how many minor units a currency has', () => {
    expect([currencyDigits('RUB'), currencyDigits('EUR'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([
      2, 2, 0, 3,
    ]);
    expect(priceWithinMax(1_000_000_000, 'RUB')).toBe(true);
    expect(priceWithinMax(1_000_000_001, 'RUB')).toBe(false);
    expect(priceWithinMax(10_000_001, 'JPY')).toBe(false);
  });

  it('takes ISO 4217 codes in any case and whole minor units only', () => {
    expect(Currency.parse(' usd ')).toBe('USD');
    expect(Currency.safeParse('XXQ').success).toBe(false);
    expect(Currency.safeParse('рубли').success).toBe(false);
    expect(Price.safeParse(44_950).success).toBe(true);
    for (const bad of [-1, 0.5, Number.NaN, '100']) expect(Price.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('prices one of a unit from what an amount cost, within a measure only', () => {
    // 449,50 ₽ for 500 g: 0,899 ₽ a gram, 899 ₽ a kilo.
    expect(perUnitPrice(44_950, { amount: 500, unit: g }, g)).toBeCloseTo(89.9);
    expect(perUnitPrice(44_950, { amount: 500, unit: g }, kg)).toBeCloseTo(89_900);
    expect(perUnitPrice(44_950, { amount: 500, unit: g }, l)).toBeNull();
    expect(perUnitPrice(44_950, { amount: 0, unit: g }, g)).toBeNull();
    // A purchase without an amount in a unit: its price is the price of one.
    expect(perUnitOf({ price: 8_900, amount: null, unit: null, code: null }, pcs)).toBe(8_900);
    expect(perUnitOf(null, pcs)).toBeNull();
  });

  it('estimates a trip in whole minor units, counting the goods without a price', () => {
    const trip = [
      { amount: 500, perUnit: 89.9 },
      { amount: 1, perUnit: 8_900 },
      { amount: 2, perUnit: null },
      { amount: null, perUnit: 5_000 },
    ];
    expect(estimateOf(trip)).toEqual({ total: 44_950 + 8_900 + 5_000, unpriced: 1 });
  });

  it('reads an amount as people type it, in minor units', () => {
    expect(minorOfText('1 240,50', 'RUB')).toBe(124_050);
    expect(minorOfText('1,240.50', 'USD')).toBe(124_050);
    expect(minorOfText('89', 'RUB')).toBe(8_900);
    expect(minorOfText('2.49', 'EUR')).toBe(249);
    expect(minorOfText('2,5', 'EUR')).toBe(250);
    expect(minorOfText('1.240', 'RUB')).toBe(124_000);
    expect(minorOfText('1\u00a0240', 'RUB')).toBe(124_000);
    expect(minorOfText('1240', 'JPY')).toBe(1_240);
    for (const bad of ['', 'abc', '-5', '1,2,3', '2.4999', '12 a', '100000001']) {
      expect(minorOfText(bad, 'RUB'), bad).toBeNull();
    }
  });
});
