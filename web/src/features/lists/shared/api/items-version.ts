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
 * The run of the change queue now sending (offline/item-changes.ts): a push event of a change of this client's may
 * arrive before the change's answer, and is weighed once the run's answers are on screen (`changesAnswered`).
 */
export function sendingChanges(run: Promise<unknown>): void {
  sent = run;
}

/** Resolves once the changes being sent now are answered and on screen (at once when none are). */
export const changesAnswered = (): Promise<void> =>
  sent.then(
    () => undefined,
    () => undefined,
  );

/** Forgets every list (a new user). */
export function forgetVersions(): void {
  lists.clear();
}
