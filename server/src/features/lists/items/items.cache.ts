import type { ListItem } from '@listok/contract';
import { type ContentEncoding, compress } from '../../../lib/encoding/content-encoding.js';

interface Entry {
  version: number;
  /** The answer as sent, UTF-8: `[` + parts joined by `,` + `]`, which is exactly JSON.stringify of the items. */
  body: Buffer;
  parts: Buffer[];
  /** The answer compressed, made when first asked for. */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
}

/** What an entry weighs against the limit: the answer and its parts, and its compressed copies, in bytes. */
const weight = (entry: Entry) =>
  entry.body.length * 2 + (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);

const open = Buffer.from('[');
const comma = Buffer.from(',');
const close = Buffer.from(']');
/** Every part starts with its id: the answer's first field (contract ListItem). */
const idStart = Buffer.from('{"id":').length;

/** The id of an item's part, read off its first bytes (`{"id":123,`). */
function idOf(part: Buffer): number {
  let id = 0;
  for (let at = idStart; at < part.length; at++) {
    const digit = part[at]! - 48;
    if (digit < 0 || digit > 9) break;
    id = id * 10 + digit;
  }
  return id;
}

/** The JSON array of the parts, as one buffer (copies of bytes: no string is built nor encoded). */
function joined(parts: readonly Buffer[]): Buffer {
  const pieces: Buffer[] = [open];
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(comma);
    pieces.push(part);
  }
  pieces.push(close);
  return Buffer.concat(pieces);
}

/**
 * Items answers of this process, as the UTF-8 bytes sent (and the bytes of each item, to change one item without
 * serialising the others again), keyed by list, order, language and time zone. Kept as bytes, an answer is encoded
 * once, not by the socket for every reader, and a mark's answer is its neighbours' bytes copied around one new item.
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
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  /** @param maxBytes the most bytes kept; the least recently used answers go first. */
  constructor(private readonly maxBytes: number) {}

  static key(listId: number, sort: string, lang: string, timeZone: string) {
    return `${listId} ${sort} ${lang} ${timeZone}`;
  }

  /** The answer at `version`, or undefined. */
  get(key: string, version: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Keeps the items (validated) as the answer at `version`, and answers it. */
  set(key: string, version: number, items: readonly ListItem[]): Buffer {
    const parts = items.map((item) => Buffer.from(JSON.stringify(item)));
    return this.keep(key, version, parts);
  }

  /**
   * Makes the answer at `version` from the one kept at `version - 1` by `change` of the item `id` (the one change that
   * made that step); keeps and returns it. Undefined when that answer is not kept, has no such item, or `change`
   * answers `false` (the step changed more than the item shows): the caller reads the items instead.
   */
  patchItem(key: string, version: number, id: number, change: (item: ListItem) => unknown): Buffer | undefined {
    return this.patchItems(key, version, [id], change);
  }

  /**
   * Makes the answer at `version` from the one kept at `version - 1` by `change` of each of the items `ids` (one change
   * of those items' fields made that step: none added, removed or moved); keeps and returns it. Undefined when that
   * answer is not kept, lacks one of the items, or `change` answers `false` for one: the caller reads the items
   * instead.
   */
  patchItems(
    key: string,
    version: number,
    ids: readonly number[],
    change: (item: ListItem) => unknown,
  ): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version - 1) return undefined;
    const wanted = new Set(ids);
    const parts = entry.parts.slice();
    let found = 0;
    for (const [index, part] of parts.entries()) {
      if (!wanted.has(idOf(part))) continue;
      const item = JSON.parse(part.toString()) as ListItem;
      if (change(item) === false) return undefined;
      parts[index] = Buffer.from(JSON.stringify(item));
      found += 1;
    }
    if (found !== wanted.size) return undefined;
    return this.keep(key, version, parts);
  }

  /**
   * The answer kept at `version`, compressed with `encoding`: made once (off the event loop) and kept beside it while it
   * is kept. Undefined when no answer is kept at `version`.
   */
  async encoded(key: string, version: number, encoding: ContentEncoding): Promise<Buffer | undefined> {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    const kept = entry.encoded?.[encoding];
    if (kept) return kept;
    const made = await compress(entry.body, encoding);
    // Kept only while the answer itself still is (it may have been replaced or dropped meanwhile).
    if (this.entries.get(key) === entry && !entry.encoded?.[encoding]) {
      this.bytes -= weight(entry);
      entry.encoded = { ...entry.encoded, [encoding]: made };
      this.bytes += weight(entry);
      this.trim();
    }
    return made;
  }

  get size() {
    return this.entries.size;
  }

  /** Keeps the answer made of `parts` at `version` (unless a newer one is kept), and answers it. */
  private keep(key: string, version: number, parts: Buffer[]): Buffer {
    const entry: Entry = { version, body: joined(parts), parts };
    const old = this.entries.get(key);
    if (old) {
      // An answer built from an older read never replaces a newer one.
      if (old.version > version) return entry.body;
      this.remove(key, old);
    }
    if (weight(entry) > this.maxBytes) return entry.body;
    this.entries.set(key, entry);
    this.bytes += weight(entry);
    this.trim();
    return entry.body;
  }

  /** Drops the least recently used answers until the kept bytes fit the limit. */
  private trim() {
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, kept);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= weight(entry);
  }
}
