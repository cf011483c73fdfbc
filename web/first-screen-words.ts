import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { goodsSymbols } from './goods-icons.js';

/**
 * The words a list's first screenful shows before the app's code has run, by the key the list screen reads them with
 * (src/locales/lists.*.json): the server draws that screenful into the page (server/src/features/lists/first-screen)
 * with these words and the goods' pictures, both from this file of the build, so its words and pictures are the app's
 * own. The pictures are the sprite's symbols, each under an id of the drawing's (`first-screen-icon-<name>`): the
 * drawing puts those of its rows into the page itself, as it does its other icons. Referred to in the sprite's file
 * instead, they made the browser fetch and parse the whole sprite (150 KB of SVG) while the drawn page was still on
 * its way to the screen (docs/performance.md, Screens on a phone).
 */
export const firstScreenKeys = {
  back: 'list.back',
  actions: 'list.actions',
  progress: 'list.progress',
  addLabel: 'items.searchLabel',
  addPlaceholder: 'items.searchPlaceholder',
  addHint: 'items.searchHint',
  view: 'departments.viewTable',
  sort: 'items.sort.added_at',
  number: 'items.number',
  name: 'items.name',
  amount: 'items.amount',
  added: 'items.added_at',
  done: 'items.done',
} as const;

/** The file of the build the server reads (beside index.html). */
export const firstScreenFile = 'first-screen.json';

/** The start of a good's picture's id in the drawing: its icon's name follows. */
const firstScreenIconId = 'first-screen-icon-';

const langs = ['ru', 'en'] as const;

function wordsOf(lang: (typeof langs)[number]): Record<string, string> {
  const texts: unknown = JSON.parse(readFileSync(new URL(`./src/locales/lists.${lang}.json`, import.meta.url), 'utf8'));
  return Object.fromEntries(
    Object.entries(firstScreenKeys).map(([name, key]) => {
      const word = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], texts);
      if (typeof word !== 'string') throw new Error(`lists.${lang}.json has no text ${key}`);
      return [name, word];
    }),
  );
}

export function firstScreenWordsPlugin(): Plugin {
  return {
    name: 'listok-first-screen-words',
    apply: 'build',
    generateBundle() {
      const icons = goodsSymbols(undefined, (name) => `${firstScreenIconId}${name}`);
      const source = { icons, words: Object.fromEntries(langs.map((l) => [l, wordsOf(l)])) };
      this.emitFile({ type: 'asset', fileName: firstScreenFile, source: `${JSON.stringify(source)}\n` });
    },
  };
}
