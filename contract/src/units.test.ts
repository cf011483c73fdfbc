import { describe, expect, it } from 'vitest';
import { piecesOf, unitCodeOf } from './quantity.js';
import { piecesCode, unitDefinition, unitTable } from './units.js';
import { foldName } from './word-forms.js';

const asListed = unitTable.map((u, index) => ({ id: index + 1, name_ru: u.ru, name_en: u.en }));

describe('the unit table', () => {
  it('names every unit once: codes, names and spellings lead to one unit each', () => {
    const codes = unitTable.map((u) => u.code);
    expect(new Set(codes).size).toBe(codes.length);
    const owners = new Map<string, string[]>();
    for (const u of unitTable) {
      for (const word of new Set([u.ru, u.en, ...u.spellings].map((w) => foldName(w).replace(/\.$/u, '')))) {
        owners.set(word, [...(owners.get(word) ?? []), u.code]);
      }
    }
    expect(owners.has('')).toBe(false);
    expect([...owners].filter(([, units]) => units.length > 1)).toEqual([]);
  });

  it('keeps its spellings folded and without a trailing dot', () => {
    for (const u of unitTable) for (const s of u.spellings) expect(s, u.code).toBe(foldName(s).replace(/\.$/u, ''));
  });

  it('converts only within a measure, each unit with its factor', () => {
    for (const u of unitTable) expect(u.measure === undefined, u.code).toBe(u.factor === undefined);
    expect(unitDefinition('kg')).toMatchObject({ measure: 'mass', factor: 1000 });
    expect(unitDefinition('ml')).toMatchObject({ measure: 'volume', factor: 1 });
  });

  it('reads a unit of the list as its code, whatever the case or dot of its names', () => {
    expect(asListed.map(unitCodeOf)).toEqual(unitTable.map((u) => u.code));
    expect(unitCodeOf({ id: 9, name_ru: 'Уп', name_en: 'PACK' })).toBe('pack');
    expect(unitCodeOf({ id: 9, name_ru: 'ящик', name_en: 'crate' })).toBeUndefined();
  });

  it('finds the pieces of a list by their code', () => {
    expect(piecesOf(asListed)?.name_en).toBe(unitDefinition(piecesCode).en);
    expect(piecesOf([{ id: 3, name_ru: 'ШТ', name_en: 'PCS' }])?.id).toBe(3);
    expect(piecesOf(asListed.filter((u) => u.name_en !== 'pcs'))).toBeUndefined();
  });
});
