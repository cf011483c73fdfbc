import { describe, expect, it } from 'vitest';
import { joinNotes } from './qualifiers.js';
import { parseEntry } from './quantity.js';
import { unitTable } from './units.js';

const units = unitTable.map((u, index) => ({ id: index + 1, code: u.code, name_ru: u.ru, name_en: u.en }));

/** What smart entry reads: the name, the amount with its unit's Russian name, and the note. */
const read = (text: string) => {
  const entry = parseEntry(text, units);
  return [
    entry.name,
    entry.amount === undefined ? null : `${entry.amount} ${entry.unit?.name_ru ?? ''}`,
    entry.note ?? '',
  ];
};

describe('smart entry takes qualifiers off the name into the note', () => {
  it.each([
    ['молоко 3,2%', 'молоко', null, '3,2%'],
    ['сметана 20%', 'сметана', null, '20%'],
    ['сметана 20 %', 'сметана', null, '20%'],
    ['молоко 2 л 3,2%', 'молоко', '2 л', '3,2%'],
    ['подгузники 4 размер', 'подгузники', null, '4 размер'],
    ['подгузники размер 4', 'подгузники', null, 'размер 4'],
    ['пиво 6 по 0,5', 'пиво', '6 шт', 'по 0,5 л'],
    ['пиво 6 по 0,5 л', 'пиво', '6 шт', 'по 0,5 л'],
    ['йогурт 4 по 125 г', 'йогурт', '4 шт', 'по 125 г'],
    ['яйца десяток', 'яйца', '10 шт', ''],
    ['чеснок 2 головки', 'чеснок', '2 шт', ''],
    ['milk 2%', 'milk', null, '2%'],
    ['eggs a dozen', 'eggs', '12 шт', ''],
    ['eggs half a dozen', 'eggs', '6 шт', ''],
    ['diapers size 4', 'diapers', null, 'size 4'],
  ])('«%s» → %s, %s, note «%s»', (text, name, quantity, note) => {
    expect(read(text)).toEqual([name, quantity, note]);
  });

  it.each(['молоко', '2 кг яблок', 'хлеб 2', 'сыр 300 г', '3%', 'десяток', 'десяток яиц', 'Кока-кола 0,5 л'])(
    '«%s» reads as before, without a note',
    (text) => {
      expect(parseEntry(text, units).note).toBeUndefined();
    },
  );
});

describe('joinNotes: a note typed for a good already on the list', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['3,2%', '1,5%', '3,2%, 1,5%'],
    ['', '3,2%', '3,2%'],
    ['4 размер', 'по 0,5 л', '4 размер, по 0,5 л'],
    ['2%', 'size 4', '2%, size 4'],
    ['3,2%', '3,2%', undefined],
    ['1,5%', '1.5%', undefined],
    ['Размер 4, по 0,5 л', 'размер 4', undefined],
    ['3,2%', undefined, undefined],
    ['3,2%', '  ', undefined],
  ])('«%s» with «%s» → %s', (held, typed, joined) => {
    expect(joinNotes(held, typed)).toBe(joined);
  });
});
