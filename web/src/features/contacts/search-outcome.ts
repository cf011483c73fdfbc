import type { Contact, UserSearchResult } from '@listok/contract';

/** What a finished search tells the user. */
export type SearchOutcome =
  | { kind: 'nobody' }
  /** The server never finds the caller; a search for one's own nickname deserves a plainer answer. */
  | { kind: 'self' }
  | { kind: 'found'; id: number; username: string; isContact: boolean };

export function searchOutcome(
  query: string,
  results: readonly UserSearchResult[],
  contacts: readonly Contact[],
  ownUsername: string | null,
): SearchOutcome {
  const found = results[0];
  if (found) {
    return {
      kind: 'found',
      id: found.id,
      username: found.result,
      isContact: contacts.some((contact) => contact.id === found.id),
    };
  }
  const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  if (ownUsername !== null && same(query, ownUsername)) return { kind: 'self' };
  return { kind: 'nobody' };
}
