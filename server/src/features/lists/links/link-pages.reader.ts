import { limits, pastedLink } from '@listok/contract';
import type { FastifyInstance } from 'fastify';
import { fetchPicture, isLinkFetchError, readLinkPreview } from '../../../lib/link-fetch/index.js';
import { nextDueInMs } from '../../../lib/rounds.js';
import { publishListChange } from '../basics/lists.events.js';
import { findListFor, touchList } from '../basics/lists.repo.js';
import { type ClaimedLink, claimDueLinks, keepFailure, keepReading, type PageReading } from './link-pages.repo.js';

/** Links read at a time by one process's round (one after another: a page takes up to 5 s). */
const perRound = 4;
/** Tries of a link before its host stays the name: again after 1, 4, 16 and 64 minutes. */
export const linkTries = 5;
const retryMs = (tries: number) => 60_000 * 4 ** (tries - 1);

/** A plain entry's name from the page's title: at most an entry's length, cut at a word with an ellipsis. */
function nameOf(title: string): string {
  const points = Array.from(title);
  if (points.length <= limits.entryNameMax) return title;
  // A page's title is one line with single spaces (link-preview.ts): cut at its last space that fits.
  const cut = points.slice(0, limits.entryNameMax - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Reads the page of a link, and its picture; a picture that cannot be read leaves the item without one. */
async function readPage(app: FastifyInstance, link: string): Promise<PageReading> {
  const allow = app.config.linkFetch.allow;
  const preview = await readLinkPreview(link, { allow });
  const reading: PageReading = { name: preview.title === undefined ? undefined : nameOf(preview.title) };
  if (preview.imageUrl) reading.picture = await fetchPicture(preview.imageUrl, allow, true);
  return reading;
}

/** Reads one claimed link and keeps what its page says; the list's readers hear of a new name or picture. */
async function readLink(app: FastifyInstance, claimed: ClaimedLink): Promise<void> {
  let reading: PageReading;
  try {
    reading = await readPage(app, claimed.link);
  } catch (error) {
    if (!isLinkFetchError(error)) throw error;
    app.log.info({ itemId: claimed.itemId, reason: error.reason }, 'reading a link failed');
    await keepFailure(app.db, claimed, claimed.tries < linkTries ? retryMs(claimed.tries) : undefined);
    return;
  }
  const hostName = claimed.name === null ? undefined : pastedLink(claimed.link)?.host;
  const version = await app.db.transaction(async (tx) => {
    // The list's lock first, as every change of its items takes it (items.change.ts): no deadlock with them.
    if (!(await findListFor(tx, { listId: claimed.listId }, undefined, 'no key update'))) return undefined;
    const changed = await keepReading(tx, claimed, hostName, reading);
    return changed ? touchList(tx, claimed.listId) : undefined;
  });
  if (version !== undefined) await publishListChange(app, claimed.listId, 'items', { itemsVersion: version });
}

/**
 * One round: up to `perRound` due links read; answers when the next round is due (at once when there may be more),
 * or undefined when no link waits.
 */
export async function linkPagesRound(app: FastifyInstance): Promise<number | undefined> {
  const claimed = await claimDueLinks(app.db, perRound);
  for (const link of claimed) await readLink(app, link);
  if (claimed.length === perRound) return 0;
  return nextDueInMs(app.db, 'link_pages');
}
