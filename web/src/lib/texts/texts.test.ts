import { describe, expect, it } from 'vitest';
import { addTexts, type TextKey, text } from './texts';

describe('texts', () => {
  it('replace {{name}} with the parameter', () => {
    expect(text('ru', 'home.heading', { username: 'Анна' })).toContain('Анна');
    expect(text('en', 'home.heading', { username: 'Anna' })).toContain('Anna');
  });

  it('keep a placeholder that has no parameter', () => {
    expect(text('en', 'home.heading')).toContain('{{username}}');
  });

  it.each([
    [1, '1 участник'],
    [2, '2 участника'],
    [5, '5 участников'],
    [11, '11 участников'],
    [21, '21 участник'],
    [1.5, '1.5 участника'],
  ])('pick the Russian plural form of %s', (count, expected) => {
    expect(text('ru', 'landing.sample.members', { count })).toBe(expected);
  });

  it.each([
    [1, '1 member'],
    [3, '3 members'],
  ])('pick the English plural form of %s', (count, expected) => {
    expect(text('en', 'landing.sample.members', { count })).toBe(expected);
  });

  it('find the texts of a screen once they are added, in both languages', () => {
    const key = 'textsTest.title' as TextKey;
    expect(text('en', key)).toBe(key);
    addTexts({ ru: { textsTest: { title: 'Проверка' } }, en: { textsTest: { title: 'Check' } } });
    expect(text('ru', key)).toBe('Проверка');
    expect(text('en', key)).toBe('Check');
  });

  it('fall back to Russian for a key English lacks, and answer an unknown key with itself', () => {
    addTexts({ ru: { textsFallback: { only: 'Только по-русски' } }, en: {} });
    expect(text('en', 'textsFallback.only' as TextKey)).toBe('Только по-русски');
    expect(text('en', 'no.such.key' as TextKey)).toBe('no.such.key');
  });
});
