import { createHash } from 'node:crypto';
import type { Lang } from '@listok/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { davSyncStates } from '../../db/schema.js';
import type { DavList } from './backend/calendars.js';
import type { DavBackend } from './backend/dav-backend.js';
import { askedProps, davPaths, itemProps, propsResponse } from './dav-props.js';
import { childNamed, ns, statusResponse, type XmlElement } from './dav-xml.js';
import { itemObject } from './vtodo.js';

// sync-collection (RFC 6578): a client that holds a sync token of a list is told only the items that changed since it
// was given, and those that are gone (404 entries). A token names the list's items version and the digest of what
// else its calendar objects depend on (the list's name, the reader's language, the host in the UIDs); what the
// collection held at that token (each item's href name and ETag) is kept in `dav_sync_states`, for the app password
// that was given it: a client's token is good for its own app password only, and each keeps a few states per list.

/** Who reads the collection, and how its calendar objects are written for them. */
export interface SyncReader {
  userId: number;
  /** The app password the client signs in with. */
  tokenId: number;
  lang: Lang;
  host: string;
}

const tokenPrefix = 'urn:listok:sync:';
/**
 * How many states a list keeps, newest first, and of them how many one app password's clients: one a device, and
 * one for a token given just before (a client that lost an answer) or under another host name. The hourly
 * maintenance drops those older than `keptDays`.
 */
const keptPerList = 50;
const keptPerToken = 3;
const keptDays = 30;

/** The list's sync token for this reader: it changes with any change of what the reader's client holds of it. */
export function syncTokenOf(list: DavList, reader: SyncReader): string {
  const digest = createHash('sha256').update(`${list.name}\n${reader.lang}\n${reader.host}`).digest('hex');
  return `${tokenPrefix}${list.id}:${list.itemsVersion}-${digest.slice(0, 12)}`;
}

/** The state a token names of this list (its own part), or undefined for a token of another list or no token. */
const stateOf = (token: string, listId: number): string | undefined => {
  const prefix = `${tokenPrefix}${listId}:`;
  return token.startsWith(prefix) ? token.slice(prefix.length) : undefined;
};

/** The answer of a sync-collection: its responses and the new token, or a token this server does not know. */
export type SyncAnswer = { responses: string[]; token: string } | { invalidToken: true };

async function storedEtags(db: Executor, listId: number, tokenId: number, state: string) {
  const [row] = await db
    .select({ etags: davSyncStates.etags })
    .from(davSyncStates)
    .where(
      sql`${davSyncStates.listId} = ${listId} and ${davSyncStates.tokenId} = ${tokenId} and ${davSyncStates.token} = ${state}`,
    );
  return row?.etags;
}

/**
 * Keeps what the collection holds at a token for the reader's app password (once), and drops that password's states
 * of the list beyond the newest `keptPerToken`, and the list's beyond the newest `keptPerList`.
 */
async function keepState(db: Db, listId: number, tokenId: number, state: string, etags: Record<string, string>) {
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(davSyncStates)
      .values({ listId, tokenId, token: state, etags })
      .onConflictDoNothing()
      .returning({ token: davSyncStates.token });
    if (!made) return;
    await tx.execute(sql`
      delete from dav_sync_states where list_id = ${listId} and token_id = ${tokenId} and token not in (
        select token from dav_sync_states where list_id = ${listId} and token_id = ${tokenId}
        order by made_at desc, token limit ${keptPerToken})`);
    await tx.execute(sql`
      delete from dav_sync_states where list_id = ${listId} and (token_id, token) not in (
        select token_id, token from dav_sync_states where list_id = ${listId}
        order by made_at desc, token_id, token limit ${keptPerList})`);
  });
}

/** Drops the states older than a client is expected to stay away; its next sync is then a full one (403, RFC 6578). */
export async function purgeSyncStates(db: Executor): Promise<void> {
  await db.execute(sql`delete from dav_sync_states where made_at < now() - make_interval(days => ${keptDays})`);
}

/**
 * A sync-collection REPORT on a list's collection: with no token, every item; with a token, the items whose ETag
 * changed or that are new since, and a 404 entry for each item gone. Nothing changed: nothing is read but the list.
 */
export async function syncCollection(
  db: Db,
  backend: DavBackend,
  report: XmlElement,
  list: DavList,
  reader: SyncReader,
): Promise<SyncAnswer> {
  const given = childNamed(report, ns.dav, 'sync-token')?.text.trim() ?? '';
  const current = syncTokenOf(list, reader);
  if (given === current) return { responses: [], token: current };
  const givenState = given === '' ? undefined : stateOf(given, list.id);
  const before = givenState === undefined ? undefined : await storedEtags(db, list.id, reader.tokenId, givenState);
  if (given !== '' && !before) return { invalidToken: true };

  const read = await backend.snapshotOf(list);
  if (!read) return { invalidToken: true };
  const asked = askedProps(report);
  const etags: Record<string, string> = {};
  const responses: string[] = [];
  for (const item of read.objects) {
    const object = itemObject(item);
    etags[item.fileName] = object.etag;
    if (before?.[item.fileName] === object.etag) continue;
    const path = davPaths.item(reader.userId, list.collection, item.fileName);
    responses.push(propsResponse(path, itemProps(item, object), asked));
  }
  for (const fileName of Object.keys(before ?? {})) {
    if (!(fileName in etags)) {
      responses.push(statusResponse(davPaths.item(reader.userId, list.collection, fileName), '404 Not Found'));
    }
  }
  const token = syncTokenOf(read.list, reader);
  await keepState(db, list.id, reader.tokenId, stateOf(token, list.id)!, etags);
  return { responses, token };
}
