// The resource a CalDAV request's path names: the server's root, the user's principal and calendar home, one of their
// calendars (a list) or one calendar object (an item) in it.

/** What the path of a CalDAV request names; a list and an item by the last part of their address (decoded). */
export type Target =
  | { kind: 'root' }
  | { kind: 'principal' }
  | { kind: 'home' }
  | { kind: 'list'; collection: string }
  | { kind: 'item'; collection: string; file: string };

/** A part of a path, decoded; undefined when it is not percent-encoded right, empty, or too long. */
function partOf(part: string | undefined): string | undefined {
  try {
    const decoded = decodeURIComponent(part ?? '');
    return decoded !== '' && decoded.length <= 255 && !decoded.includes('/') ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** The resource a path names for this user; undefined for anything else (another user's, or no such path). */
export function targetOf(path: string, userId: number): Target | undefined {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'dav') return undefined;
  if (parts.length === 1) return { kind: 'root' };
  const [, area, owner, list, file] = parts;
  if (owner !== String(userId) || parts.length > 5) return undefined;
  if (area === 'principals' && parts.length === 3) return { kind: 'principal' };
  if (area !== 'calendars') return undefined;
  if (parts.length === 3) return { kind: 'home' };
  // A list's address: its id, or the name a calendar app gave a list it made (methods/mkcalendar.ts).
  const collection = partOf(list);
  if (collection === undefined) return undefined;
  if (parts.length === 4) return { kind: 'list', collection };
  // An item's name: `<id>.ics`, or the name a calendar app gave a to-do it made (backend/objects.ts).
  const name = partOf(file);
  return name?.endsWith('.ics') ? { kind: 'item', collection, file: name } : undefined;
}
