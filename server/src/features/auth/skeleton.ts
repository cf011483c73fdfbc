import { confusablesTable, confusablesVersion } from '../../lib/look-alikes/confusables.data.js';

const prototypes = new Map(
  confusablesTable.split('\n').map((line) => {
    const [source, prototype] = line.split(';') as [string, string];
    const chars = prototype.split(' ').map((hex) => String.fromCodePoint(Number.parseInt(hex, 16)));
    return [String.fromCodePoint(Number.parseInt(source, 16)), chars.join('')];
  }),
);

const ignorable = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The UTS #39 skeleton (NFD, drop default-ignorable code points, each code point to its prototype, NFD again):
 * two strings look alike when their skeletons are equal ("alice" and "аlice" with a Cyrillic а).
 */
export function skeleton(text: string): string {
  let mapped = '';
  for (const char of text.normalize('NFD').replace(ignorable, '')) mapped += prototypes.get(char) ?? char;
  return mapped.normalize('NFD');
}

/**
 * What two usernames must not share: the skeleton of the lower-cased name (case folded first, as UTS #39 advises for
 * case-insensitive identifiers), so "Alice", "alice" and "аlice" (Cyrillic а) meet. Look-alikes only in a mixed or
 * upper case («НОР» and "HOP", "aIice" and "alice") are not caught: confusables.txt maps each case on its own.
 */
export const usernameSkeleton = (username: string) => skeleton(username.toLowerCase());

/** Raise with the data or the rule above: start-up recomputes the stored skeletons when it changes. */
export const usernameSkeletonVersion = `${confusablesVersion};lower-first;1`;
