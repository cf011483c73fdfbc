import type { ListItem } from '@listok/contract';

/**
 * Items answers of this process, as the JSON text sent, keyed by list, order, language and time zone.
 *
 * An answer is served only while the list's `items_version` is the one it was built at. Every change of what the answer
 * shows raises that version in the change's own transaction (the items: `touchList`; the names of a product on the
 * list: `updateProduct`), and the read path loads the list row anyway for its access check, so an answer is never
 * stale, in this process or after a change made by another one, with no message between processes.
 *
 * Labelling: the version is read before the items, so the items are at least as new as their label; a newer version
 * never equals an older label, so such an answer is simply never served.
 */
export class ItemsAnswerCache {
  private readonly entries = new Map<string, { version: number; body: string }>();
  private chars = 0;

  /** @param maxChars the most characters of JSON text kept (about as many bytes); the least recently used answers go first. */
  constructor(private readonly maxChars: number) {}

  static key(listId: number, sort: string, lang: string, timeZone: string) {
    return `${listId} ${sort} ${lang} ${timeZone}`;
  }

  /** The answer at `version`, or undefined. */
  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.remove(key, entry.body);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: string) {
    const old = this.entries.get(key);
    if (old) {
      // An answer built from an older read never replaces a newer one.
      if (old.version > version) return;
      this.remove(key, old.body);
    }
    if (body.length > this.maxChars) return;
    this.entries.set(key, { version, body });
    this.chars += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.remove(oldest, entry.body);
    }
  }

  /**
   * Makes the answer at `version` from the one kept at `version - 1`, when `change` (the one change that made that
   * step) applies it to the items; keeps and returns it. Undefined when that answer is not kept or `change` refuses
   * (returns false): the caller reads the items instead.
   */
  patch(key: string, version: number, change: (items: ListItem[]) => boolean): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version - 1) return undefined;
    const items = JSON.parse(entry.body) as ListItem[];
    if (!change(items)) return undefined;
    const body = JSON.stringify(items);
    this.set(key, version, body);
    return body;
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string, body: string) {
    this.entries.delete(key);
    this.chars -= body.length;
  }
}
