import { matchForm } from '@listok/contract';
import { confusablesTable } from './confusables.data.js';

type Script = 'cyrillic' | 'latin';

const cyrillicLetter = /^[\u0400-\u04FF]$/u;
const latinLetter = /^[A-Za-z]$/u;
const scriptOf = (char: string): Script | undefined =>
  cyrillicLetter.test(char) ? 'cyrillic' : latinLetter.test(char) ? 'latin' : undefined;

/**
 * The letters of each script that UTS #39 says look like one letter of the other (Cyrillic «о» and Latin "o"), both
 * ways, from the same data as the usernames' skeletons (confusables.data.ts): a Cyrillic letter whose prototype is one
 * Latin letter. Where several Cyrillic letters look like one Latin letter, the first in the table (the basic one) wins.
 */
const lookAlike: Record<Script, Map<string, string>> = (() => {
  const toLatin = new Map<string, string>();
  const toCyrillic = new Map<string, string>();
  for (const line of confusablesTable.split('\n')) {
    const [source, prototype] = line.split(';') as [string, string];
    if (prototype.includes(' ')) continue;
    const from = String.fromCodePoint(Number.parseInt(source, 16));
    const to = String.fromCodePoint(Number.parseInt(prototype, 16));
    if (scriptOf(from) !== 'cyrillic' || scriptOf(to) !== 'latin') continue;
    toLatin.set(from, to);
    if (!toCyrillic.has(to)) toCyrillic.set(to, from);
  }
  return { latin: toLatin, cyrillic: toCyrillic };
})();

/** A letter as it is matched (`matchForm`: fullwidth "Ｍ" is "M"), when that is one letter; else the letter itself. */
function plainLetter(char: string): string {
  const plain = matchForm(char);
  return plain.length === 1 ? plain : char;
}

/**
 * Text with each word written in one script where it mixes Cyrillic and Latin letters that look alike: "Мoлоко" (a
 * Latin "o") is read as «Молоко», "mіlk" (a Cyrillic «і») as "milk", «Ｍолоко» (a fullwidth "Ｍ", Latin as matched)
 * as «Молоко». The word's letters of the other script become their look-alikes in the script most of its letters are
 * in (`preferred` on a tie); letters without a look-alike, and the word's own letters, stay as typed. So a typed or
 * pasted name finds the good it shows instead of making a twin that looks the same, as usernames that look alike are
 * one (auth/skeleton.ts).
 */
export function foldLookAlikes(text: string, preferred: Script = 'cyrillic'): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const letters = [...word].map((char) => ({ char, plain: plainLetter(char) }));
    let cyrillic = 0;
    let latin = 0;
    for (const { plain } of letters) {
      const script = scriptOf(plain);
      if (script === 'cyrillic') cyrillic += 1;
      else if (script === 'latin') latin += 1;
    }
    if (cyrillic === 0 || latin === 0) return word;
    const script: Script = cyrillic === latin ? preferred : cyrillic > latin ? 'cyrillic' : 'latin';
    const map = lookAlike[script];
    let folded = '';
    for (const { char, plain } of letters) folded += scriptOf(plain) === script ? char : (map.get(plain) ?? char);
    return folded;
  });
}
