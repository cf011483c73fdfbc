import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedMessages } from '@listok/contract';
import { describe, expect, it } from 'vitest';
import { text } from '../lib/texts/texts';
import accountEn from './account.en.json';
import accountRu from './account.ru.json';
import adminEn from './admin.en.json';
import adminRu from './admin.ru.json';
import helpEn from './help.en.json';
import helpRu from './help.ru.json';
import { coreTexts } from './index';
import listsEn from './lists.en.json';
import listsRu from './lists.ru.json';
import moneyEn from './money.en.json';
import moneyRu from './money.ru.json';
import recipesEn from './recipes.en.json';
import recipesRu from './recipes.ru.json';

type Tree = { [key: string]: string | Tree };

/** Every locale file, by the bundle it belongs to: the core texts load with the app, the others with their screens. */
const bundles = {
  core: { ru: coreTexts.ru, en: coreTexts.en },
  lists: { ru: listsRu, en: listsEn },
  account: { ru: accountRu, en: accountEn },
  admin: { ru: adminRu, en: adminEn },
  help: { ru: helpRu, en: helpEn },
  recipes: { ru: recipesRu, en: recipesEn },
  money: { ru: moneyRu, en: moneyEn },
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
      expect(loader).toContain(
        `addFeatureTexts({ ru: () => import('./${name}.ru.json'), en: () => import('./${name}.en.json') });`,
      );
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
        // A component may load a bundle itself (the recipes' texts with an item's dialog).
        const own = new Set(loadedBundles(file).flatMap((name) => keys(bundles[name]!.ru)));
        for (const key of literalKeys(file)) {
          if (!known.has(key) && !own.has(key)) missing.push(`${relative(src, file)}: ${key}`);
        }
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

/** Every text of a tree with its dotted key, plural forms as they are (`count_one`). */
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );

describe('plural forms', () => {
  const pluralBases = (tree: Tree) =>
    unique(texts(tree).flatMap(([key]) => (/_(one|few|many|other)$/.test(key) ? [key.replace(/_\w+$/, '')] : [])));

  it('are all there: one, few, many and other in Russian (other for fractions), one and other in English', () => {
    const has = (tree: Tree, key: string) => texts(tree).some(([k]) => k === key);
    for (const base of pluralBases(ru)) {
      for (const form of ['one', 'few', 'many', 'other'])
        expect(has(ru, `${base}_${form}`), `${base}_${form}`).toBe(true);
    }
    for (const base of pluralBases(en)) {
      for (const form of ['one', 'other']) expect(has(en, `${base}_${form}`), `${base}_${form}`).toBe(true);
    }
    expect(pluralBases(en)).toEqual(pluralBases(ru));
  });
});

describe('Russian texts with a name in them', () => {
  const russian = [...texts(ru), ...texts(sharedMessages.ru as unknown as Tree)];

  it('never guess a gender with "(а)" or "(ы)"', () => {
    expect(russian.filter(([, value]) => /\p{L}\((?:а|ы|и|о)\)/u.test(value))).toEqual([]);
  });

  /**
   * A name («Яблоки», «Молоко», Анна) does not make a verb or a pronoun agree with it: "«Яблоки» добавлен" or
   * "… вы можете его изменить" is wrong for some name whatever the ending. So a name that starts a sentence is not
   * followed by a past-tense verb or a short participle, nor referred to by он/она/оно/они; the texts say
   * "Добавлено: «{{name}}»" or let a noun lead ("Товар «{{name}}» удалён", "Пользователь {{username}} …").
   */
  it('never make a verb or a pronoun agree with the name', () => {
    const subject = /(?:^|[.!?]\s+)«?\{\{\w+\}\}»?([^.!?]*)/gu;
    const agreeing = /^[\p{L}-]{2,}(?:л|ла|ло|ли|ен|ён|ена|ено|ены|ан|ана|ано|аны|ят|ет|ит)$/u;
    const pronoun = /^(?:он|она|оно|они|его|её|ее|их|ему|ей|им|него|неё|них)$/u;
    const found = russian.flatMap(([key, value]) =>
      [...value.matchAll(subject)].flatMap((match) => {
        const words = (match[1] ?? '').split(/[\s,;:—]+/u).filter(Boolean);
        const verbs = words.slice(0, 3).filter((w) => agreeing.test(w) && !['сможет', 'будет', 'есть'].includes(w));
        return [...verbs, ...words.filter((w) => pronoun.test(w))].map((word) => `${key}: ${word}`);
      }),
    );
    expect(found).toEqual([]);
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
    expect(text('en', 'signup.redirectBack', { count: 1 })).toBe('Taking you back to the page you were on in 1 second');
  });

  it('counts members on the landing picture', () => {
    expect(text('ru', 'landing.sample.members', { count: 3 })).toBe('3 участника');
    expect(text('en', 'landing.sample.members', { count: 1 })).toBe('1 member');
  });
});
