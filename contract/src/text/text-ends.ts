/**
 * The text without the run of `characters` (of the Basic Multilingual Plane) at its end: `text.replace(/[…]+$/u, '')`
 * read once from the end. The pattern is quadratic: it tries a match at each character of a long run that does not
 * reach the end, and runs that run out each time.
 */
export function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
