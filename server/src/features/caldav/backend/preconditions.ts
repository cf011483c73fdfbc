import { itemObject, type TodoFacts } from '../vtodo.js';

/** What a write asks of the item it writes: its `If-Match` and `If-None-Match` headers, as sent. */
export interface Preconditions {
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
}

/**
 * RFC 7232 as CalDAV uses it (RFC 4791 §5.3.4): `If-None-Match: *` is for creating only, `If-Match` must name the
 * item's current ETag. A stale write is refused (412), so the app reads the item again and nothing is lost.
 */
export function preconditionFailed({ ifMatch, ifNoneMatch }: Preconditions, current: TodoFacts | undefined): boolean {
  if (current === undefined) return ifMatch !== undefined;
  if (ifNoneMatch?.trim() === '*') return true;
  if (ifMatch === undefined || ifMatch.trim() === '*') return false;
  const etag = itemObject(current).etag;
  return !ifMatch.split(',').some((tag) => tag.trim() === etag);
}
