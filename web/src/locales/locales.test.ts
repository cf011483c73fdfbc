import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedMessages } from '@listok/contract';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { bundles, texts } from './index';

const ru = texts.ru as unknown as Tree;
const en = texts.en as unknown as Tree;

type Tree = { [key: string]: string | Tree };

/** Dotted keys of a resource tree, plural forms folded into their base key. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'string' ? [path] : keys(value, `${path}.`);
  });
}

const unique = (list: string[]) => [...new Set(list)].sort();

describe('locale files', () => {
  it('have the same keys in Russian and English', () => {
    expect(unique(keys(en))).toEqual(unique(keys(ru)));
  });

  it('have no empty texts', () => {
    const empty = (tree: Tree): boolean =>
      Object.values(tree).some((v) => (typeof v === 'string' ? v.trim() === '' : empty(v)));
    expect(empty(ru)).toBe(false);
    expect(empty(en)).toBe(false);
  });

  it('never define one top-level key in two files', () => {
    for (const files of [bundles.ru, bundles.en]) {
      const all = files.flatMap((file) => Object.keys(file));
      expect(all.length).toBe(new Set(all).size);
    }
  });

  it('have the same top-level keys in each pair of files', () => {
    bundles.ru.forEach((file, i) => {
      expect(Object.keys(file).sort()).toEqual(Object.keys(bundles.en[i]!).sort());
    });
  });

  it('do not shadow the texts shared with the server', () => {
    const shared = Object.keys(sharedMessages.ru);
    expect(Object.keys(ru).filter((key) => shared.includes(key))).toEqual([]);
  });

  it('cover every literal key the components ask for', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
      });
    const asked = files(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1] as string),
    );
    expect(asked.length).toBeGreaterThan(20);
    const known = new Set([...keys(ru), ...keys(sharedMessages.ru as unknown as Tree)]);
    expect(asked.filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('Russian plurals', () => {
  const i18n = createInstance();
  void i18n.init({ lng: 'ru', initAsync: false, resources: { ru: { translation: ru }, en: { translation: en } } });

  it.each([
    [1, 'Переход на главную через 1 секунду'],
    [2, 'Переход на главную через 2 секунды'],
    [5, 'Переход на главную через 5 секунд'],
    [21, 'Переход на главную через 21 секунду'],
  ])('counts %i seconds', (count, text) => {
    expect(i18n.t('signup.redirect', { count })).toBe(text);
  });

  it('counts members on the landing picture', () => {
    expect(i18n.t('landing.sample.members', { count: 3 })).toBe('3 участника');
    expect(i18n.t('landing.sample.members', { lng: 'en', count: 1 })).toBe('1 member');
  });
});
