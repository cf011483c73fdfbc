import { describe, expect, it } from 'vitest';
import { moneyAmountText, moneyText } from './money';

describe('moneyText', () => {
  it('writes minor units as the language writes money, with kopecks and cents only when there are some', () => {
    expect(moneyText(124_000, 'RUB', 'ru').replace(/\s/gu, ' ')).toBe('1 240 ₽');
    expect(moneyText(44_950, 'RUB', 'ru').replace(/\s/gu, ' ')).toBe('449,50 ₽');
    expect(moneyText(4_299, 'EUR', 'en')).toBe('€42.99');
    expect(moneyText(4_299, 'EUR', 'en', true)).toBe('€43');
    // A currency without minor units: yen are yen.
    expect(moneyText(1_500, 'JPY', 'en')).toBe('¥1,500');
  });
});

describe('moneyAmountText', () => {
  it('writes the amount alone, as a price field holds it', () => {
    expect(moneyAmountText(124_050, 'RUB', 'ru').replace(/\s/gu, ' ')).toBe('1 240,50');
    expect(moneyAmountText(8_900, 'RUB', 'ru')).toBe('89');
    expect(moneyAmountText(124_050, 'USD', 'en')).toBe('1,240.50');
  });
});
