import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedMessages } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { text } from '../lib/texts';
import accountEn from './account.en.json';
import accountRu from './account.ru.json';
import adminEn from './admin.en.json';
import adminRu from './admin.ru.json';
import { coreTexts } from './index';
import listsEn from './lists.en.json';
import listsRu from './lists.ru.json';

type Tree = { [key: string]: string | Tree };

/** Every locale file, by the bundle it belongs to: the core texts load with the app, the others with their screens. */
const bundles = {
  core: { ru: coreTexts.ru, en: coreTexts.en },
  lists: { ru: listsRu, en: listsEn },
  account: { ru: accountRu, en: accountEn },
  admin: { ru: adminRu, en: adminEn },
} as unknown as Record<string, { ru: Tree; en: Tree }>;
const all = Object.values(bundles);
const ru: Tree = Object.assign({}, ...all.map((bundle) => bundle.ru));
const en: Tree = Object.assign({}, ...all.map((bundle) => bundle.en));

/** Dotted keys of a resource tree, plural forms folded into their base key. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'string' ? [path] : keys(value, `${path}.`);
  });
}

const unique = (list: string[]) => [...new Set(list)].sort();

const src = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
const literalKeys = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1] as string);
/** The feature bundles a file loads with a side-effect import of `locales/<bundle>`. */
const loadedBundles = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '(?:\.\.\/)+locales\/(\w+)';$/gm)].map((m) => m[1] as string);
const sharedKeys = keys(sharedMessages.ru as unknown as Tree);

describe('locale files', () => {
  it('are all known here, and each feature bundle has the module that registers it', () => {
    const jsonFiles = readdirSync(here).filter((name) => name.endsWith('.json'));
    const expected = Object.keys(bundles).flatMap((name) =>
      name === 'core' ? ['ru.json', 'en.json'] : [`${name}.ru.json`, `${name}.en.json`],
    );
    expect(jsonFiles.sort()).toEqual(expected.sort());
    for (const name of Object.keys(bundles).filter((bundle) => bundle !== 'core')) {
      const loader = readFileSync(join(here, `${name}.ts`), 'utf8');
      expect(loader).toContain(`from './${name}.ru.json'`);
      expect(loader).toContain(`from './${name}.en.json'`);
      expect(loader).toMatch(/addTexts\(\{ ru, en \}\)/);
    }
  });

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
    for (const lang of ['ru', 'en'] as const) {
      const topLevel = all.flatMap((bundle) => Object.keys(bundle[lang]));
      expect(topLevel.length).toBe(new Set(topLevel).size);
    }
  });

  it('have the same top-level keys in each pair of files', () => {
    for (const bundle of all) expect(Object.keys(bundle.ru).sort()).toEqual(Object.keys(bundle.en).sort());
  });

  it('do not shadow the texts shared with the server', () => {
    const shared = Object.keys(sharedMessages.ru);
    expect(Object.keys(ru).filter((key) => shared.includes(key))).toEqual([]);
  });

  it('cover every literal key the components ask for', () => {
    const asked = sourceFiles(src).flatMap(literalKeys);
    expect(asked.length).toBeGreaterThan(20);
    const known = new Set([...keys(ru), ...sharedKeys]);
    expect(asked.filter((key) => !known.has(key))).toEqual([]);
  });

  it('load with every screen that asks for them (the rest of the app uses the core texts only)', () => {
    const features = join(src, 'features');
    const missing: string[] = [];
    const check = (files: string[], loaded: string[]) => {
      const known = new Set([...sharedKeys, ...['core', ...loaded].flatMap((name) => keys(bundles[name]!.ru))]);
      for (const file of files) {
        for (const key of literalKeys(file)) if (!known.has(key)) missing.push(`${relative(src, file)}: ${key}`);
      }
    };
    for (const feature of readdirSync(features)) {
      const files = sourceFiles(join(features, feature));
      const routes = files.filter((file) => file.includes('/routes/'));
      // What every route of the feature loads: any of its routes may be the first screen opened.
      const loaded = Object.keys(bundles).filter((name) => routes.every((file) => loadedBundles(file).includes(name)));
      check(files, loaded);
    }
    check(
      sourceFiles(src).filter((file) => !file.startsWith(features) && !file.startsWith(here)),
      [],
    );
    expect(missing).toEqual([]);
  });
});

describe('Russian plurals', () => {
  it.each([
    [1, 'Переход на главную через 1 секунду'],
    [2, 'Переход на главную через 2 секунды'],
    [5, 'Переход на главную через 5 секунд'],
    [21, 'Переход на главную через 21 секунду'],
  ])('counts %i seconds', (count, expected) => {
    expect(text('ru', 'signup.redirect', { count })).toBe(expected);
  });

  it('counts the seconds before going back to the page the visitor came from', () => {
    expect(text('ru', 'signup.redirectBack', { count: 3 })).toBe('Возвращаемся на прежнюю страницу через 3 секунды');
    expect(text('en', 'signup.redirectBack', { count: 1 })).toBe('Going back to the page you were on in 1 second');
  });

  it('counts members on the landing picture', () => {
    expect(text('ru', 'landing.sample.members', { count: 3 })).toBe('3 участника');
    expect(text('en', 'landing.sample.members', { count: 1 })).toBe('1 member');
  });
});
