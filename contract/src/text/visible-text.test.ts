import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FeedbackBody } from '../account/account.js';
import { Username } from '../account/auth.js';
import { CreateApiTokenBody } from '../account/tokens.js';
import { refusedLine, textLines } from '../items/add-text.js';
import { Details, Link, ProductName } from '../items/list-items.js';
import { EntryName, ItemNote, ListName } from '../lists/lists.js';
import { StoreName } from '../lists/stores.js';
import { hasHiddenCharacter, hasHiddenCharacterInLines } from './visible-text.js';

/** Characters no text may hold, by name, each put inside a word of every kind of field. */
const hidden: [name: string, char: string][] = [
  ['NUL U+0000', '\u0000'],
  ['BEL U+0007', '\u0007'],
  ['VT U+000B', '\u000B'],
  ['FF U+000C', '\u000C'],
  ['ESC U+001B', '\u001B'],
  ['DEL U+007F', '\u007F'],
  ['NEL U+0085', '\u0085'],
  ['CSI U+009B', '\u009B'],
  ['soft hyphen U+00AD', '\u00AD'],
  ['combining grapheme joiner U+034F', '\u034F'],
  ['ALM U+061C', '\u061C'],
  ['Hangul choseong filler U+115F', '\u115F'],
  ['Hangul jungseong filler U+1160', '\u1160'],
  ['Mongolian free variation selector U+180B', '\u180B'],
  ['Mongolian vowel separator U+180E', '\u180E'],
  ['ZWSP U+200B', '\u200B'],
  ['ZWNJ U+200C', '\u200C'],
  ['ZWJ between letters U+200D', '\u200D'],
  ['LRM U+200E', '\u200E'],
  ['RLM U+200F', '\u200F'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
  ['LRE U+202A', '\u202A'],
  ['RLE U+202B', '\u202B'],
  ['PDF U+202C', '\u202C'],
  ['LRO U+202D', '\u202D'],
  ['RLO U+202E', '\u202E'],
  ['word joiner U+2060', '\u2060'],
  ['invisible times U+2062', '\u2062'],
  ['LRI U+2066', '\u2066'],
  ['RLI U+2067', '\u2067'],
  ['FSI U+2068', '\u2068'],
  ['PDI U+2069', '\u2069'],
  ['blank Braille pattern U+2800', '\u2800'],
  ['Hangul filler U+3164', '\u3164'],
  ['variation selector 1 U+FE00', '\uFE00'],
  ['VS16 after a letter U+FE0F', '\uFE0F'],
  ['BOM U+FEFF', '\uFEFF'],
  ['halfwidth Hangul filler U+FFA0', '\uFFA0'],
  ['interlinear annotation anchor U+FFF9', '\uFFF9'],
  ['tag letter A U+E0041', '\u{E0041}'],
  ['lone high surrogate U+D800', '\uD800'],
  ['lone low surrogate U+DFFF', '\uDFFF'],
];

/** What emoji need, and other text that only looks unusual: every field that takes the characters keeps it. */
const kept: [name: string, text: string][] = [
  ['a rainbow flag (VS16, ZWJ)', 'Прайд 🏳️‍🌈'],
  ['a family (ZWJ between people)', 'Семья 👨‍👩‍👧'],
  ['a technologist with a skin tone (modifier, ZWJ)', 'Код 🧑🏽‍💻'],
  ['a red heart (VS16)', 'Для мамы ❤️'],
  ['a smile in text style (VS15)', 'Улыбка ☺︎'],
  ['a keycap (VS16, U+20E3)', 'Шаг 1️⃣'],
  ['the flag of Scotland (tags)', 'Поездка 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ['a stress mark (U+0301)', 'Молоко́'],
  ['accents', 'Liver pâté'],
  ['fullwidth letters', 'Ｍолоко'],
  ['a no-break space', 'Сыр 100\u00A0г'],
  ['an ideographic space', 'Сыр\u3000Ламбер'],
];

type Field = {
  schema: z.ZodType;
  /** The field's value with the character inside it. */
  around: (char: string) => string;
  /** The message of its refusal. */
  message: string;
  /** Whether it takes emoji and other symbols at all (a product's name and a username do not). */
  symbols: boolean;
};

const inWord = (char: string) => `Мол${char}око`;
const fields: Record<string, Field> = {
  'an entry (a to-do, a rename)': {
    schema: EntryName,
    around: inWord,
    message: 'validation.entryChars',
    symbols: true,
  },
  'a note': { schema: ItemNote, around: inWord, message: 'validation.noteChars', symbols: true },
  "a list's name": { schema: ListName, around: inWord, message: 'validation.listNameChars', symbols: true },
  "a shop's name": { schema: StoreName, around: inWord, message: 'validation.storeNameChars', symbols: true },
  "a product's name (catalogue, vocabulary)": {
    schema: ProductName,
    around: inWord,
    message: 'validation.productNameChars',
    symbols: false,
  },
  "a product's details": { schema: Details, around: inWord, message: 'validation.hiddenChars', symbols: true },
  'a link': {
    schema: Link,
    around: (char) => `https://shop.example/mol${char}oko`,
    message: 'validation.hiddenChars',
    symbols: false,
  },
  "a token's name": {
    schema: CreateApiTokenBody.shape.name,
    around: inWord,
    message: 'validation.hiddenChars',
    symbols: true,
  },
  'a feedback message': {
    schema: FeedbackBody.shape.message,
    around: inWord,
    message: 'validation.hiddenChars',
    symbols: true,
  },
  'a username (the name others see)': {
    schema: Username,
    around: (char) => `anna${char}b`,
    message: 'validation.usernameChars',
    symbols: false,
  },
};

const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('one rule for invisible characters in every text field', () => {
  const cases = Object.entries(fields).flatMap(([kind, field]) =>
    hidden.map(([name, char]) => [kind, name, field, char] as const),
  );

  it.each(cases)('%s refuses %s with its own message', (_kind, _name, field, char) => {
    expect(messagesOf(field.schema.safeParse(field.around(char)))).toContain(field.message);
  });

  it.each(hidden)('a pasted line with %s is skipped, whatever it names', (_name, char) => {
    const [line] = textLines(`хлеб\n${inWord(char)} 2 л\nсыр`).slice(1, 2);
    expect(line).toBeDefined();
    expect(refusedLine(line ?? '')).toBe('addText.hiddenChars');
  });

  it('reads only CR and LF as line breaks in a paste, and a tab as a space in a line', () => {
    expect(textLines('хлеб\r\nмолоко\rсыр\u2028масло\u0085чай\tзелёный')).toEqual([
      'хлеб',
      'молоко',
      'сыр\u2028масло\u0085чай зелёный',
    ]);
    expect(textLines('молоко\t2 л').map(refusedLine)).toEqual([undefined]);
  });

  it('takes tabs and line breaks in a feedback message only', () => {
    for (const char of ['\t', '\n', '\r']) {
      expect(FeedbackBody.shape.message.safeParse(`Спасибо${char}за список`).success).toBe(true);
      for (const [kind, field] of Object.entries(fields).filter(([, f]) => f.schema !== FeedbackBody.shape.message)) {
        expect(messagesOf(field.schema.safeParse(field.around(char))), kind).toContain(field.message);
      }
    }
    // A joiner does not join across a line break.
    expect(hasHiddenCharacterInLines('👨\u200D\n👩')).toBe(true);
  });

  const keeping = Object.entries(fields).flatMap(([kind, field]) =>
    kept.map(([name, text]) => [kind, name, field, text] as const),
  );

  it.each(keeping)('%s keeps %s where it takes such characters', (_kind, _name, field, text) => {
    const symbols = /\p{Extended_Pictographic}/u.test(text);
    if (field.schema === Username || field.schema === Link || (symbols && !field.symbols)) return;
    expect(messagesOf(field.schema.safeParse(text))).toEqual([]);
  });

  it.each(kept)('the rule itself keeps %s, in a line and in text of several lines', (_name, text) => {
    expect(hasHiddenCharacter(text)).toBe(false);
    expect(hasHiddenCharacterInLines(`${text}\n${text}`)).toBe(false);
    expect(textLines(text).map(refusedLine)).toEqual([undefined]);
  });

  it('keeps the joiners and selectors of emoji only inside their sequences', () => {
    expect(hasHiddenCharacter('🏳\u200D')).toBe(true);
    expect(hasHiddenCharacter('\u200D🌈')).toBe(true);
    expect(hasHiddenCharacter('🏳️\u200D\u200D🌈')).toBe(true);
    expect(hasHiddenCharacter('1\uFE0F')).toBe(true);
    expect(hasHiddenCharacter('🏴\u{E0067}\u{E0062}')).toBe(true);
    expect(hasHiddenCharacter('a\u{E0067}\u{E007F}')).toBe(true);
  });
});
