/**
 * Which version of each list's items (the server's `items_version`, sent as `Items-Version` on every items answer and
 * as `itemsVersion` on an items push event) the query cache holds, and the highest this client has heard of. A client
 * that holds the version a push event names has nothing to read again; an answer to its own change that is exactly one
 * version on from what it holds brings the cache to that version without a read.
 */
import type { PushEvent } from '@listok/contract';
import { itemsVersionHeader } from '@listok/contract/base';

interface Versions {
  /** The version of the server's items in the cache (every cached order of the list shows the same). */
  held?: number;
  /** The highest version an answer or a push event has named. */
  heard: number;
  /** The list's push stream is open: every change after `held` would have been heard. */
  streaming: boolean;
}

const lists = new Map<number, Versions>();

const of = (listId: number): Versions => {
  let versions = lists.get(listId);
  if (!versions) {
    versions = { heard: 0, streaming: false };
    lists.set(listId, versions);
  }
  return versions;
};

/** The version an answer names in its `Items-Version` header, if any. */
export function versionOf(headers: Headers): number | undefined {
  const value = Number(headers.get(itemsVersionHeader) ?? Number.NaN);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The version a push event names (`itemsVersion`, on an items event), if any. */
export function eventVersion(event: Partial<PushEvent>): number | undefined {
  const version: unknown = event.itemsVersion;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : undefined;
}

/** The cache now holds the items of `version` (a read of the items, or a change's answer that was all of them). */
export function itemsHeld(listId: number, version: number | undefined): void {
  const versions = of(listId);
  if (version === undefined) {
    versions.held = undefined;
    return;
  }
  versions.held = version;
  versions.heard = Math.max(versions.heard, version);
}

/**
 * The answer to one of this client's changes that names one item (an add, an edit): when it is exactly one version
 * on from what the cache holds, the cache, with that item put in, holds its version, and nothing needs reading.
 * Answers whether that is so.
 */
export function changeAnswered(listId: number, version: number | undefined): boolean {
  const versions = of(listId);
  if (version === undefined) return false;
  versions.heard = Math.max(versions.heard, version);
  if (versions.held === undefined || versions.held !== version - 1) return false;
  versions.held = version;
  return true;
}

/** Whether a version later than the one the cache holds has been heard of (an answer or an event): a read is due. */
export function heardLater(listId: number): boolean {
  const versions = lists.get(listId);
  return versions?.held !== undefined && versions.heard > versions.held;
}

/** A push event of the list's items: whether the cache already holds what it announces (nothing to read then). */
export function eventHeard(listId: number, version: number | undefined): boolean {
  const versions = of(listId);
  if (version === undefined) return false;
  versions.heard = Math.max(versions.heard, version);
  return versions.held !== undefined && versions.held >= version;
}

/** Whether the list's push stream is open (a read of the items taken while it is holds until an event says not). */
export function streamOpen(listId: number, open: boolean): void {
  of(listId).streaming = open;
}

/**
 * Whether the cached items are the server's latest as far as this client can know: it holds the highest version it
 * heard of, and the list's push stream is open, so a later change would have been heard.
 */
export function holdsLatest(listId: number): boolean {
  const versions = lists.get(listId);
  return versions?.streaming === true && versions.held !== undefined && versions.held >= versions.heard;
}

let sent: Promise<unknown> = Promise.resolve();

/**
 * Changes of this client's now sent: a run of the change queue (offline/item-changes.ts), or a change sent outside it
 * (`changeSent`). A push event of one of them may arrive before its answer, and is weighed once every answer sent so
 * far is on screen (`changesAnswered`).
 */
export function sendingChanges(run: Promise<unknown>): void {
  sent = Promise.allSettled([sent, run]);
}

/**
 * A change of this client's sent outside the queue (untick all): its event is weighed once its answer is on screen.
 * Answers what to call then (whether it was answered or refused).
 */
export function changeSent(): () => void {
  let answered = () => {};
  sendingChanges(
    new Promise<void>((resolve) => {
      answered = resolve;
    }),
  );
  return answered;
}

/** Resolves once the changes being sent now are answered and on screen (at once when none are). */
export const changesAnswered = (): Promise<void> =>
  sent.then(
    () => undefined,
    () => undefined,
  );

/**
 * This client's reservations whose push event is still to come, per list: a reservation raises no version, so its
 * event (`{"type": "items"}` without one) cannot say it is this client's own, whose answer is on screen already.
 */
const ownEvents = new Map<number, number>();

/** A reservation is on its way: one event without a version will be its own. Answers how to take that back (refused). */
export function ownEventComing(listId: number): () => void {
  ownEvents.set(listId, (ownEvents.get(listId) ?? 0) + 1);
  let taken = false;
  return () => {
    if (taken) return;
    taken = true;
    const left = (ownEvents.get(listId) ?? 0) - 1;
    if (left > 0) ownEvents.set(listId, left);
    else ownEvents.delete(listId);
  };
}

/**
 * An event without a version came: whether it is counted as one of this client's own reservations (nothing to read).
 * Should someone else's come first, it is taken for ours, and ours, coming after it, reads both.
 */
export function ownEventHeard(listId: number): boolean {
  const coming = ownEvents.get(listId) ?? 0;
  if (coming === 0) return false;
  if (coming > 1) ownEvents.set(listId, coming - 1);
  else ownEvents.delete(listId);
  return true;
}

/** The stream (re)opened: it reads what it must itself, so no event is awaited any more. */
export function forgetOwnEvents(listId: number): void {
  ownEvents.delete(listId);
}

/** Forgets every list (a new user). */
export function forgetVersions(): void {
  lists.clear();
  ownEvents.clear();
}
