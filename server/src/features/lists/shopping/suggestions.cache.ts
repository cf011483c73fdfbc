import type { TokenLists } from '../../../lib/purchases.js';
import type { KeptSuggestion, SuggestionsStamp } from './suggestions.repo.js';

/** What the suggestions of a list for a caller were made from, and the suggestions, in no language. */
export interface KeptSuggestions {
  /** `SuggestionsStamp.lists` read before the suggestions were made (never newer than what they count). */
  lists: string;
  /** `MadeSuggestions.former`: the lists left behind that they counted, at their versions then. */
  former: string;
  suggestions: readonly KeptSuggestion[];
}

interface Entry extends KeptSuggestions {
  at: number;
  bytes: number;
}

/** What the stamp must be read for to check an entry: its products and the lists left behind it counted. */
export interface StampIds {
  products: number[];
  former: number[];
}

/** Map entries, objects and strings beside the text an entry holds, counted against the limit (an estimate). */
const entryOverhead = 256;
const weight = (key: string, kept: KeptSuggestions) =>
  entryOverhead + key.length + kept.lists.length + kept.former.length + JSON.stringify(kept.suggestions).length;

/** The list ids of `MadeSuggestions.former` (`id.version,…`). */
const idsOf = (versions: string) => (versions === '' ? [] : versions.split(',').map((v) => Number(v.split('.')[0])));

const sameProducts = (kept: readonly KeptSuggestion[], now: SuggestionsStamp['products']) => {
  if (kept.length !== now.length) return false;
  const byId = new Map(now.map((p) => [p.id, p]));
  return kept.every((s) => {
    const p = byId.get(s.id);
    return p !== undefined && p.name_ru === s.name_ru && p.name_en === s.name_en;
  });
};

/**
 * The suggestions of this process, kept per list, caller and API token's lists (they are made from what the caller
 * may know), in no language: the reload of a list page after a push event asks for them, and making them reads the
 * family's half year of purchases.
 *
 * A kept answer is served only when the stamp read now (`suggestionsStamp`: one small statement) equals the one it
 * was made at: the caller's lists at their items versions, which every change of a list's items or purchases raises
 * in its own transaction, whichever process made it; the lists left behind it counted; the names and the use of the
 * products it suggests. So an answer is never stale after a change of what it depends on, with no message between
 * processes. Time moves the 180 days of purchases counted on: an answer is kept at most `ttlMs`. The least recently
 * used answers go first past `maxBytes`.
 */
export class SuggestionsCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  static key(listId: number, userId: number, tokenLists: TokenLists) {
    return `${listId} ${userId} ${tokenLists ? tokenLists.join(',') : '*'}`;
  }

  /** What the stamp must be read for to check the answer kept for `key` (nothing when none is kept). */
  stampIds(key: string): StampIds {
    const entry = this.fresh(key);
    return { products: entry?.suggestions.map((s) => s.id) ?? [], former: idsOf(entry?.former ?? '') };
  }

  /** The answer kept for `key` when it was made from what `stamp` (read for `stampIds(key)`) says there is now. */
  get(key: string, stamp: SuggestionsStamp): readonly KeptSuggestion[] | undefined {
    const entry = this.fresh(key);
    if (!entry) return undefined;
    if (
      entry.lists !== stamp.lists ||
      entry.former !== stamp.former ||
      !sameProducts(entry.suggestions, stamp.products)
    ) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.suggestions;
  }

  /** Keeps an answer made now for `key`. */
  set(key: string, kept: KeptSuggestions) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const entry: Entry = { ...kept, at: this.now(), bytes: weight(key, kept) };
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, kept);
    }
  }

  get size() {
    return this.entries.size;
  }

  /** The bytes the kept answers are counted at. */
  get keptBytes() {
    return this.bytes;
  }

  /** The entry of `key` within its time; an older one is dropped. */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at >= this.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
