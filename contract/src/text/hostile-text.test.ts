import { describe, expect, it } from 'vitest';
import { usernameFrom } from '../account/auth.js';
import { readDue } from '../entry/due-reading.js';
import { readStore } from '../entry/shop-words.js';

// SECURITY.md, "Fourth review": the readers of typed text work in linear time. Each shape below made one of their
// regular expressions backtrack quadratically (seconds at this length); each is now read within 100 ms. A request
// brings at most a few hundred characters of each, so this length is far past any.

const size = 20_000;
const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** How long `read` takes, in ms: the best of three runs, so that a busy machine's pause is not counted. */
function timed(read: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const start = Date.now();
    read();
    best = Math.min(best, Date.now() - start);
  }
  return best;
}

const now = '2026-11-27 10:00';
const stores = [{ id: 1, name: 'Ашан' }];

describe('the readers of typed text on hostile input', () => {
  it.each<[string, () => unknown]>([
    ['a username of a long run of dashes inside', () => usernameFrom(`a${fill('-')}a`)],
    ["a to-do's word of a long run of punctuation inside", () => readDue(`a${fill('!')}a`, now)],
    ['a to-do of a long run of commas before the due', () => readDue(`a${fill(',')}b завтра`, now)],
    ['a line of prepositions with a line break at its end', () => readStore(`${fill('н в ')}н\u2028x`, stores)],
    [
      "a shop's name of a long word that ends in a dot",
      () => readStore('сыр в Ашане', [{ id: 2, name: `${fill('е')}.` }]),
    ],
  ])('reads %s in one pass', (_shape, read) => {
    expect(timed(read)).toBeLessThan(100);
  });
});
