import { type Lang, sharedMessages } from '@listok/contract/base';
import { useCallback } from 'react';
import { coreTexts } from '../../locales';
import type accountRu from '../../locales/account.ru.json';
import type adminRu from '../../locales/admin.ru.json';
import type helpRu from '../../locales/help.ru.json';
import type listsRu from '../../locales/lists.ru.json';
import type moneyRu from '../../locales/money.ru.json';
import type recipesRu from '../../locales/recipes.ru.json';
import { langStore, setLang } from './current-lang';
import { useLang } from './use-lang';

type Tree = { [key: string]: string | Tree };

/**
 * The texts of the interface, one tree per language: the core texts (locales/{ru,en}.json) and the texts shared with
 * the server load with the app; a feature's texts are added when its screens load (addTexts).
 */
const resources: Record<Lang, Tree> = {
  ru: { ...coreTexts.ru, ...sharedMessages.ru },
  en: { ...coreTexts.en, ...sharedMessages.en },
};

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key `t` may be asked for, the feature texts included; plural forms (`members_one`, `members_few`) are asked
 * for by their base key. locales.test.ts checks that a screen loads the texts it asks for.
 */
export type TextKey = Keys<
  (typeof coreTexts)['ru'] &
    (typeof sharedMessages)['ru'] &
    typeof listsRu &
    typeof accountRu &
    typeof adminRu &
    typeof helpRu &
    typeof recipesRu &
    typeof moneyRu
>;
export type TextParams = Record<string, string | number>;
export type Translate = (key: TextKey, params?: TextParams) => string;

const pluralRules: Record<Lang, Intl.PluralRules> = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function find(lang: Lang, key: string, count: unknown): string | undefined {
  const plural =
    typeof count === 'number' ? lookup(resources[lang], `${key}_${pluralRules[lang].select(count)}`) : undefined;
  return plural ?? lookup(resources[lang], key);
}

/**
 * A text in a language: `{{name}}` is replaced by the parameter (kept when there is none), `count` picks the plural
 * form by the language's rules (Intl.PluralRules), a key missing in English falls back to Russian, an unknown key
 * answers itself. The files keep i18next's format, which this reads.
 */
export function text(lang: Lang, key: TextKey, params: TextParams = {}): string {
  const found = find(lang, key, params.count) ?? find('ru', key, params.count);
  if (found === undefined) return key;
  return found.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    params[name] === undefined ? placeholder : String(params[name]),
  );
}

/**
 * Adds texts in the languages given; each file owns its top-level keys (locales.test.ts). The features' files come
 * through `addFeatureTexts`.
 */
export function addTexts(texts: Partial<Record<Lang, Tree>>): void {
  for (const lang of Object.keys(texts) as Lang[]) Object.assign(resources[lang], texts[lang]);
}

/** A feature's texts, a module per language (each JSON file a chunk of its own). */
export type FeatureTexts = Record<Lang, () => Promise<{ default: Tree }>>;

/** The registered features, each with the loads of its texts started so far, by language. */
const features = new Map<FeatureTexts, Partial<Record<Lang, Promise<void>>>>();

function loadFeature(feature: FeatureTexts, lang: Lang): Promise<void> {
  const started = features.get(feature) ?? {};
  features.set(feature, started);
  started[lang] ??= feature[lang]().then((module) => addTexts({ [lang]: module.default }));
  return started[lang];
}

/**
 * Registers a feature's texts (a side effect of importing `locales/<feature>`) and starts loading them in the
 * interface language only; the other language's load when the interface switches to it (`switchTexts`), never
 * before. Code loaded on demand renders once they are there (`featureTextsReady`).
 */
export function addFeatureTexts(feature: FeatureTexts): void {
  void loadFeature(feature, langStore.get());
}

/**
 * Every registered feature's texts in the interface language, loaded: the screens and components loaded on demand
 * (app/router.tsx `lazyScreen`, `lazyComponent`) wait for this after their code, whose imports registered theirs.
 */
export const featureTextsReady = (): Promise<unknown> => textsIn(langStore.get());

let wanted: Lang | undefined;

/**
 * Switches the interface to `lang` once the texts of every feature loaded so far are there in it (a later switch
 * wins): the screens never show a key or the other language for a moment.
 */
export async function switchTexts(lang: Lang): Promise<void> {
  wanted = lang;
  await textsIn(lang);
  if (wanted === lang) setLang(lang);
}

/** Every registered feature's texts in `lang`, loaded (a test of texts in both languages asks for both). */
export const textsIn = (lang: Lang): Promise<unknown> =>
  Promise.all([...features.keys()].map((feature) => loadFeature(feature, lang)));

/** `t` in the interface language; components re-render with the new texts when it changes. */
export function useTexts(): { t: Translate; lang: Lang } {
  const lang = useLang();
  const t = useCallback<Translate>((key, params) => text(lang, key, params), [lang]);
  return { t, lang };
}
