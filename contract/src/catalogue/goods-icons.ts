// Pictures of goods (issue 51): every catalogue good and every department has an icon of one set, Fluent Emoji Flat
// (MIT, Microsoft; docs/architecture.md, Pictures of goods). A good's icon is read off its names by their words;
// a good none of them names takes its department's. The web client draws them from one sprite Listok serves, made of
// exactly the icons `goodsIcons` lists (web/goods-icons.ts). The words are in goods-icons.data.ts.

import { anyGoodIcon, departmentIcons, phrases, words } from './goods-icons.data.js';

export { anyGoodIcon, departmentIcons } from './goods-icons.data.js';

/** Every icon a good may have: the sprite holds exactly these. */
export const goodsIcons: readonly string[] = [
  ...new Set([
    ...words.map(([icon]) => icon),
    ...phrases.map(([icon]) => icon),
    ...Object.values(departmentIcons),
    anyGoodIcon,
  ]),
];

const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

interface Keyword {
  icon: string;
  word: string;
}

/** The keywords by language. */
const keywords = {
  en: words.flatMap(([icon, en]) => en.split(' ').map((word) => ({ icon, word }))),
  ru: words.flatMap(([icon, , ru]) => ru.split(' ').map((word) => ({ icon, word: fold(word) }))),
};

/** The forms of an English noun a keyword names: itself and its plurals. */
const englishForms = (word: string) => [
  word,
  `${word}s`,
  `${word}es`,
  ...(word.endsWith('y') ? [`${word.slice(0, -1)}ies`] : []),
];

/** The icon a word of a name stands for, if any: the longest keyword it matches. */
function iconOfWord(word: string, list: readonly Keyword[], prefix: boolean): string | undefined {
  let best: Keyword | undefined;
  for (const keyword of list) {
    const matches = keyword.word.endsWith('$')
      ? word === keyword.word.slice(0, -1)
      : prefix
        ? word.startsWith(keyword.word)
        : englishForms(keyword.word).includes(word);
    if (matches && (!best || keyword.word.length > best.word.length)) best = keyword;
  }
  return best?.icon;
}

/** The words of a name, folded, without digits and signs. */
const wordsOf = (name: string) =>
  fold(name)
    .split(/[^a-zа-я]+/u)
    .filter(Boolean);

/**
 * A good's icon, read off its names: a phrase either name holds (`phrases`); the English name's words from the last
 * (the noun ends an English name: "Egg noodles" are noodles), then the Russian name's from the first («Молоко
 * овсяное» is milk); else its department's (`departmentIcons`, by code); else `anyGoodIcon`. A user's own product has
 * one name in both: its words are tried both ways.
 */
export function iconOfGood(names: { en: string; ru: string }, department?: string | null): string {
  const whole = `${fold(names.en)} / ${fold(names.ru)}`;
  const phrase = phrases.find(([, text]) => whole.includes(text));
  if (phrase) return phrase[0];
  for (const word of wordsOf(names.en).reverse()) {
    const icon = iconOfWord(word, keywords.en, false) ?? iconOfWord(word, keywords.ru, true);
    if (icon) return icon;
  }
  for (const word of wordsOf(names.ru)) {
    const icon = iconOfWord(word, keywords.ru, true) ?? iconOfWord(word, keywords.en, false);
    if (icon) return icon;
  }
  return (department && departmentIcons[department]) || anyGoodIcon;
}
