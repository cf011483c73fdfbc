import { describe, expect, it } from 'vitest';
import { formatAmount } from '../shared/item-view';
import { amountIssue, parseAmount, stepAmount } from './amount';

describe('parseAmount', () => {
  it('reads whole numbers and decimals with a point or a comma', () => {
    expect(parseAmount('2')).toBe(2);
    expect(parseAmount('1.5')).toBe(1.5);
    expect(parseAmount('1,25')).toBe(1.25);
    expect(parseAmount(' 0,125 ')).toBe(0.125);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('.5')).toBe(0.5);
  });

  it('refuses more than three decimals, negatives, empty text and words', () => {
    expect(parseAmount('1.2345')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('два')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('1,5,5')).toBeNull();
  });
});

describe('amountIssue', () => {
  it('says nothing about a good amount', () => {
    expect(amountIssue('3,5')).toBeUndefined();
  });

  it('names the broken rule with the shared message keys', () => {
    expect(amountIssue('')).toBe('validation.amount');
    expect(amountIssue('abc')).toBe('validation.amount');
    expect(amountIssue('-2')).toBe('validation.amountNegative');
    expect(amountIssue('0.0001')).toBe('validation.amountDecimals');
    expect(amountIssue('1000000000')).toBe('validation.amount');
  });
});

describe('stepAmount', () => {
  it('adds and takes one', () => {
    expect(stepAmount(1, 1)).toBe(2);
    expect(stepAmount(2, -1)).toBe(1);
  });

  it('keeps the fraction when stepping', () => {
    expect(stepAmount(0.5, 1)).toBe(1.5);
    expect(stepAmount(2.125, -1)).toBe(1.125);
    expect(stepAmount(0.1, 1)).toBe(1.1);
  });

  it('never goes below zero', () => {
    expect(stepAmount(0, -1)).toBe(0);
    expect(stepAmount(0.5, -1)).toBe(0);
  });
});

describe('formatAmount', () => {
  it('writes the decimal separator of the language', () => {
    expect(formatAmount(1.5, 'ru')).toBe('1,5');
    expect(formatAmount(1.5, 'en')).toBe('1.5');
  });

  it('shows up to three decimals and no grouping', () => {
    expect(formatAmount(0.125, 'en')).toBe('0.125');
    expect(formatAmount(2, 'ru')).toBe('2');
    expect(formatAmount(12500, 'en')).toBe('12500');
  });

  it('gives text that parses back to the same amount', () => {
    for (const value of [0, 1, 1.5, 0.125, 999.999]) {
      expect(parseAmount(formatAmount(value, 'ru'))).toBe(value);
      expect(parseAmount(formatAmount(value, 'en'))).toBe(value);
    }
  });
});
