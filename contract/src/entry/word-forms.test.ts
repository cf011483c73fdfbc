import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldName, matchForm, nameStems, sameName, stemWord, switchLayout } from './word-forms.js';

describe('stemWord', () => {
  it.each([
    ['яблоко', 'яблок'],
    ['яблоки', 'яблок'],
    ['яблок', 'яблок'],
    ['яблоками', 'яблок'],
    ['молока', 'молок'],
    ['молоком', 'молок'],
    ['груши', 'груш'],
    ['помидоров', 'помидор'],
    ['картофеля', 'картофел'],
    ['сливочное', 'сливочн'],
    ['печенья', 'печен'],
    ['гречку', 'гречк'],
    ['apples', 'appl'],
    ['apple', 'apple'],
    ['tomatoes', 'tomato'],
    ['cherries', 'cherr'],
    ['eggs', 'egg'],
    ['glass', 'glass'],
  ])('%s → %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('keeps at least three letters, and words with digits or two scripts whole', () => {
    expect(stemWord('чая')).toBe('чая');
    expect(stemWord('сок')).toBe('сок');
    expect(stemWord('bus')).toBe('bus');
    expect(stemWord('7up')).toBe('7up');
    expect(stemWord('omega3')).toBe('omega3');
    expect(stemWord('кофеcoffee')).toBe('кофеcoffee');
  });

  it('every form of a word starts with the stem of any other form', () => {
    const forms = ['яблоко', 'яблока', 'яблоку', 'яблоком', 'яблоки', 'яблок', 'яблокам', 'яблоками', 'яблоках'];
    for (const typed of forms) for (const form of forms) expect(form.startsWith(stemWord(typed))).toBe(true);
  });

  it('a stem is a non-empty start of the word and stemming it again changes nothing more than once', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[а-яa-z]{1,12}$/), (word) => {
        const stem = stemWord(word);
        expect(stem.length).toBeGreaterThan(0);
        expect(word.startsWith(stem)).toBe(true);
        expect(stem.length).toBeGreaterThanOrEqual(Math.min(word.length, 3));
      }),
    );
  });
});

describe('nameStems and sameName', () => {
  it('splits on spaces and word separators, folding ё', () => {
    expect(nameStems(' Сок «Добрый»  ёлочный ')).toEqual(['сок', 'добр', 'елочн']);
    expect(nameStems('Брест-Литовск')).toEqual(['брест', 'литовск']);
  });

  it('reads word forms, case and ё as the same name', () => {
    expect(sameName('яблок', 'Яблоки')).toBe(true);
    expect(sameName('молока', 'Молоко')).toBe(true);
    expect(sameName('МЁД', 'мед')).toBe(true);
    expect(sameName('чай чёрного', 'Чай чёрный')).toBe(true);
    expect(sameName('молоко', 'Молоко овсяное')).toBe(false);
    expect(sameName('сыр', 'сок')).toBe(false);
    expect(sameName('', '')).toBe(true);
    expect(sameName('  ', 'а')).toBe(false);
  });
});

describe('switchLayout', () => {
  it('reads Latin keys as ЙЦУКЕН and Cyrillic keys as QWERTY', () => {
    expect(switchLayout('vjkjrj')).toBe('молоко');
    expect(switchLayout('Vjkjrj')).toBe('Молоко');
    expect(switchLayout('ckbdjxyjt vfckj')).toBe('сливочное масло');
    expect(switchLayout(',fyfys')).toBe('бананы');
    expect(switchLayout('[kt,')).toBe('хлеб');
    expect(switchLayout('ьшдл')).toBe('milk');
    expect(switchLayout('икуфв')).toBe('bread');
  });

  it('leaves text in no script or in both alone', () => {
    expect(switchLayout('123')).toBeNull();
    expect(switchLayout('')).toBeNull();
    expect(switchLayout('молоко milk')).toBeNull();
  });

  it('switching twice gives the letters back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{1,20}$/), (text) => {
        const switched = switchLayout(text);
        if (/[a-z]/.test(text)) expect(switchLayout(switched ?? '')).toBe(text);
        else expect(switched).toBeNull();
      }),
    );
  });
});

describe('foldName', () => {
  it('trims, lowers and reads ё as е', () => {
    expect(foldName('  Ёлка ')).toBe('елка');
    expect(foldName('\tМЁД Липовый\n')).toBe('мед липовый');
  });

  it('keeps the spaces inside and every other character, as the database folds stored names', () => {
    expect(foldName('Сок  «Добрый»')).toBe('сок  «добрый»');
    expect(foldName('Liver PÂTÉ 3,2%')).toBe('liver pâté 3,2%');
  });
});

describe('matchForm and foldName: the form text is matched in', () => {
  it.each([
    ['Ｍｉｌｋ', 'milk'],
    ['Ｍолоко', 'mолоко'],
    ['Молоко́', 'молоко'],
    ['МОЛОКО́', 'молоко'],
    ['Сгущёнка́', 'сгущенка'],
    ['Ѐлка', 'елка'],
    ['Кефир 3,2%', 'кефир 3,2%'],
    ['ﬁlo pastry', 'filo pastry'],
    ['Сыр\u00A0Ламбер', 'сыр ламбер'],
    ['２ кг', '2 кг'],
  ])('%j folds to %j', (typed, folded) => {
    expect(foldName(typed)).toBe(folded);
  });

  it('takes stress marks off Russian vowels only: other accents and the letters й and ё stay', () => {
    expect(foldName('Liver pâté')).toBe('liver pâté');
    expect(foldName('Crème brûlée')).toBe('crème brûlée');
    expect(foldName('Йогурт')).toBe('йогурт');
    expect(foldName('Ёж')).toBe('еж');
    expect(foldName('ѓ')).toBe('ѓ');
    // A stress mark written over ё, and one over a vowel written in NFC or NFD, go alike.
    expect(foldName('Мёд'.normalize('NFD'))).toBe('мед');
    expect(foldName('Мё́д')).toBe('мед');
  });

  it('gives printable ASCII and the Russian alphabet back as they are, as the full normalisation would', () => {
    const plain = [' ', ...Array.from({ length: 0x7e - 0x20 }, (_, i) => String.fromCharCode(0x21 + i))];
    const russian = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ'];
    for (const char of [...plain, ...russian]) {
      expect(matchForm(char)).toBe(char);
      expect(char.normalize('NFKC')).toBe(char);
    }
  });
});
