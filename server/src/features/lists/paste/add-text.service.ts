/**
 * The use case of a pasted text (`POST /api/list/{id}/add-text`): goods on a shopping list (add-text.ts), plain
 * entries on the other kinds and for lines that are only a web address (add-text.entries.ts), or a preview of either.
 */
import type { AddTextAnswer, Lang, ListItem, ListKind } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { type Executor, letOthersIn } from '../../../db/client.js';
import { formatDate } from '../../../lib/dates.js';
import type { SessionUser } from '../../../plugins/sessions.js';
import { Deadline } from '../../../plugins/work-limits.js';
import { loadListAccess } from '../basics/lists.access.js';
import { listPolicy } from '../basics/lists.policy.js';
import { Items, zoneOf } from '../items/items.answers.js';
import { changeItems, type ItemsChange, type Versioned } from '../items/items.change.js';
import * as items from '../items/items.repo.js';
import { personalItems } from '../wishes/items.reservations.js';
import * as entries from './add-text.entries.js';
import { type AddTextOutcome, addTextLines, piecesUnitId, readText, unitNames } from './add-text.js';
import { previewText } from './add-text.preview.js';
import { makeProducts } from './add-text.products.js';
import { storeNames } from './add-text.repo.js';

/**
 * How an add of pasted text goes: a preview writes nothing; the deadline bounds the work; `within` is more of the
 * caller's in the same change, after the lines are on the list (CalDAV names the to-do it made, and sets the rest).
 */
type AddTextOptions = {
  preview?: boolean;
  deadline?: Deadline;
  within?: (change: ItemsChange, outcome: AddTextOutcome) => Promise<void>;
};

/**
 * Adds each line of a pasted text (add-text.ts) in one change of the list: one event, one notification bundle;
 * answers the rows added and merged (as the caller sees them) and the lines skipped. The lines are read first,
 * without the list's lock (the caller's right to change the list checked before and again under the lock), and
 * the products of new names made before the change (undone if it fails). A preview writes nothing: the same
 * answer, worked out in memory (add-text.preview.ts), without a version.
 */
export async function addText(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  text: string,
  { preview = false, deadline = Deadline.none, within }: AddTextOptions = {},
): Promise<Versioned<AddTextAnswer>> {
  const access = await loadListAccess(app.db, listId, user, undefined);
  const reader = listPolicy.assertCan('changeItems', access);
  if (access.list.kind !== 'shopping') {
    return addEntries(app, listId, user, lang, text, { preview, within }, access.list.kind);
  }
  // A line that is only a web address is an entry with that link on a shopping list too: no product of a host's name.
  const { links, rest } = entries.splitLinks(text);
  const stores = await storeNames(app.db, listId);
  // A member pastes (no code holder does): the prices the lines end in are theirs to keep (features/lists/prices).
  const read = await readText(app, reader, lang, rest, deadline, { stores, currency: access.list.currency });
  const linked = entries.readEntries(links.join('\n'), read.units);
  await letOthersIn();
  if (preview) {
    const goods = await previewText(app, reader, listId, lang, zoneOf(user), read);
    if (linked.length === 0) return { value: goods };
    const listed = await items.itemsOfList(app.db, listId, 'added_at', lang, zoneOf(user));
    const played = entries.playEntries(linked, listed, lang);
    return {
      value: joinAnswers(
        goods,
        entries.previewEntries(played, listed, { kind: 'shopping', timeZone: zoneOf(user) }, goods.added.length),
      ),
    };
  }
  const products = await makeProducts(app, reader, lang, read.lines, piecesUnitId(read.units), deadline);
  let value: AddTextOutcome;
  let version: number;
  try {
    ({ value, version } = await changeItems(app, listId, user, undefined, async (tx, member, _listId, kind) => {
      const goods = await addTextLines({ app, tx, member, listId, lang, deadline }, read, products.productOf);
      let outcome = goods;
      if (linked.length > 0) {
        const listed = await items.itemsOfList(tx, listId, 'added_at', lang, zoneOf(user));
        const played = entries.playEntries(linked, listed, lang);
        const writer = { listId, memberId: member.id, timeZone: zoneOf(user) };
        outcome = joinAnswers(goods, await entries.writeEntries(app, tx, writer, played));
      }
      await within?.({ tx, member, listId, kind }, outcome);
      return outcome;
    }));
  } catch (error) {
    await products.undo();
    throw error;
  }
  return { value: await outcomeAnswer(app, listId, user, lang, value), version };
}

/** Two answers of one paste as one: the goods' lines, then the addresses'. */
function joinAnswers<T extends { added: unknown[]; merged: unknown[]; skipped: unknown[] }>(a: T, b: T): T {
  return {
    ...a,
    added: [...a.added, ...b.added],
    merged: [...a.merged, ...b.merged],
    skipped: [...a.skipped, ...b.skipped],
  };
}

/** The answer of a paste (or a recipe's add): its rows added and merged as the caller sees them, and what it skipped. */
export async function outcomeAnswer<S>(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  outcome: { added: number[]; merged: number[]; skipped: S[] },
  personal = false,
): Promise<{ added: ListItem[]; merged: ListItem[]; skipped: S[] }> {
  const all = Items.parse(await items.itemsOfList(app.db, listId, 'added_at', lang, zoneOf(user)));
  const listed = personal ? await personalItems(app.db, listId, user?.id ?? null, all) : all;
  const rows = (ids: number[]) => ids.map((id) => listed.find((item) => item.id === id)).filter((i) => i !== undefined);
  return { added: rows(outcome.added), merged: rows(outcome.merged), skipped: outcome.skipped };
}

/** Adds the lines of a text as plain entries (a list of a kind other than shopping: add-text.entries.ts). */
async function addEntries(
  app: FastifyInstance,
  listId: number,
  user: SessionUser | null,
  lang: Lang,
  text: string,
  { preview, within }: Pick<AddTextOptions, 'preview' | 'within'>,
  kind: ListKind,
): Promise<Versioned<AddTextAnswer>> {
  const timeZone = zoneOf(user);
  // A to-do line says when it is due in the writer's words and zone.
  const now = kind === 'todo' ? formatDate(new Date(), timeZone) : undefined;
  const lines = entries.readEntries(text, await unitNames(app.db), now);
  const listedNow = (db: Executor) => items.itemsOfList(db, listId, 'added_at', lang, timeZone);
  if (preview) {
    const listed = await listedNow(app.db);
    return {
      value: entries.previewEntries(entries.playEntries(lines, listed, lang), listed, { kind, timeZone }),
    };
  }
  const { value, version, personal } = await changeItems(app, listId, user, undefined, async (tx, member) => {
    const played = entries.playEntries(lines, await listedNow(tx), lang);
    const outcome = await entries.writeEntries(app, tx, { listId, memberId: member.id, timeZone }, played);
    await within?.({ tx, member, listId, kind }, outcome);
    return outcome;
  });
  return { value: await outcomeAnswer(app, listId, user, lang, value, personal), version };
}
