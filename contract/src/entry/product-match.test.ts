import { describe, expect, it } from 'vitest';
import { matchName, type ProductCandidate, productQuery, rankProducts } from './product-match.js';
import { goodSynonyms, synonymsOf } from './synonyms.data.js';
import { nameStems, sameName } from './word-forms.js';

const query = (text: string, lang: 'ru' | 'en' = 'ru') => {
  const q = productQuery(text, lang);
  if (!q) throw new Error(`no query for ${text}`);
  return q;
};

const names = (text: string, candidates: readonly ProductCandidate[], lang: 'ru' | 'en' = 'ru') =>
  rankProducts(query(text, lang), candidates).map((p) => p.name);

const products = (...list: string[]): ProductCandidate[] => list.map((name, index) => ({ id: index + 1, name }));

describe('matchName', () => {
  it('tells how a name matches: its own name, a synonym, the start, a word, word forms, inside a word', () => {
    expect(matchName(query('хлеб'), 'Хлеб')).toEqual({ named: 0, tier: 0 });
    expect(matchName(query('хлеба'), 'Хлеб')).toEqual({ named: 0, tier: 2 });
    expect(matchName(query('картошка'), 'Картофель')).toEqual({ named: 1, tier: 1 });
    expect(matchName(query('картош'), 'Картофель')).toEqual({ named: 2, tier: 1 });
    expect(matchName(query('хле'), 'Хлеб белый')).toEqual({ named: 2, tier: 0 });
    expect(matchName(query('бел'), 'Хлеб белый')).toEqual({ named: 2, tier: 1 });
    expect(matchName(query('белого хлеба'), 'Хлеб белый')).toEqual({ named: 1, tier: 3 });
    expect(matchName(query('хлеба белого'), 'Хлеб белый')).toEqual({ named: 0, tier: 2 });
    expect(matchName(query('литов'), 'Брест-Литовск')).toEqual({ named: 2, tier: 1 });
    expect(matchName(query('ест'), 'Брест-Литовск')).toEqual({ named: 2, tier: 4 });
    expect(matchName(query('ес'), 'Брест-Литовск')).toBeUndefined();
    expect(matchName(query('сыр'), 'Сок')).toBeUndefined();
  });

  it('reads ё as е and case as nothing', () => {
    expect(matchName(query('СВЕКЛА'), 'Свёкла')).toEqual({ named: 0, tier: 0 });
    expect(matchName(query('свёколка'), 'Свёкла')).toEqual({ named: 1, tier: 1 });
  });
});

describe('rankProducts', () => {
  it('puts the named good first: the text’s own name, then a synonym’s, whatever else starts with the text', () => {
    expect(names('масло', products('Масло детское', 'Масло топлёное', 'Масло сливочное'))[0]).toBe('Масло сливочное');
    expect(names('хлеб', products('Хлебцы', 'Хлеб белый', 'Хлеб'))[0]).toBe('Хлеб');
    expect(names('сыр', products('Сыр твёрдый', 'Сырки глазированные', 'Сыр'))[0]).toBe('Сыр');
    expect(names('яички', products('Яйца перепелиные', 'Яйца'))).toEqual(['Яйца']);
    expect(names('spuds', products('Sweet potatoes', 'Potatoes'), 'en')).toEqual(['Potatoes']);
    expect(names('масло', products('масло', 'Масло сливочное'))).toEqual(['масло', 'Масло сливочное']);
  });

  it('then what the family buys, then what everyone buys, then how well it matches; shorter names first', () => {
    const goods: ProductCandidate[] = [
      { id: 1, name: 'Кефир' },
      { id: 2, name: 'Кекс', everyone: 5 },
      { id: 3, name: 'Кешью', family: 1 },
      { id: 4, name: 'Сок кедровый', family: 3 },
      { id: 5, name: 'Кетчуп', family: 1, everyone: 9 },
      { id: 6, name: 'Пикет', family: 50 },
    ];
    // A match inside a word ("Пикет") comes after every match at the start of a word, however often it is bought.
    expect(names('ке', goods)).toEqual(['Сок кедровый', 'Кетчуп', 'Кешью', 'Кекс', 'Кефир']);
    expect(names('кет', goods)).toEqual(['Кетчуп', 'Пикет']);
  });

  it('puts catalogue goods before own products of the same standing, and answers at most the limit', () => {
    const goods = [
      { id: 1, name: 'Чай мой', common: false },
      { id: 2, name: 'Чай зел', common: true },
    ];
    expect(names('чай', goods)).toEqual(['Чай зел', 'Чай мой']);
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Чай ${i}` }));
    expect(rankProducts(query('чай'), many)).toHaveLength(10);
    expect(rankProducts(query('чай'), many, 3).map((p) => p.name)).toEqual(['Чай 0', 'Чай 1', 'Чай 2']);
  });
});

describe('synonyms', () => {
  it('name one good each, never a good’s own name, in both languages', () => {
    for (const lang of ['ru', 'en'] as const) {
      const seen = new Map<string, string>();
      for (const good of goodSynonyms) {
        for (const synonym of good.also[lang]) {
          const key = nameStems(synonym).join(' ');
          expect(seen.get(key) ?? good[lang], `${synonym} names two goods`).toBe(good[lang]);
          seen.set(key, good[lang]);
          for (const other of goodSynonyms)
            expect(sameName(synonym, other[lang]), `${synonym} is ${other[lang]}`).toBe(false);
        }
      }
    }
  });

  it('are many, in both languages', () => {
    const count = (lang: 'ru' | 'en') => goodSynonyms.reduce((sum, good) => sum + good.also[lang].length, 0);
    expect(count('ru')).toBeGreaterThanOrEqual(200);
    expect(count('en')).toBeGreaterThanOrEqual(100);
  });

  it('are found in any form and case, and from two letters on by their start', () => {
    expect([...synonymsOf('Картошки', 'ru').named]).toEqual(['картофель']);
    expect([...synonymsOf('яички', 'ru').named]).toEqual(['яйца']);
    expect([...synonymsOf('SPUDS', 'en').named]).toEqual(['potatoes']);
    expect([...synonymsOf('картош', 'ru').started]).toEqual(['картофель', 'картофель фри']);
    expect(synonymsOf('к', 'ru').started.size).toBe(0);
    expect(synonymsOf('spuds', 'ru').named.size).toBe(0);
  });
});

describe('synonyms in other word forms', () => {
  it('meet a genitive plural with a fleeting vowel: «корм для кошки» is the synonym «корм для кошек»', () => {
    expect([...synonymsOf('корм для кошки', 'ru').named]).toEqual(['корм сухой для кошек']);
    expect([...synonymsOf('корм для кошек', 'ru').named]).toEqual(['корм сухой для кошек']);
    expect([...synonymsOf('корм для собаки', 'ru').named]).not.toContain('корм сухой для кошек');
  });
});
