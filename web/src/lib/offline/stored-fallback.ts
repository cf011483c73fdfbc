import type { Query, QueryClient, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { ApiError, networkFailureStatus } from '../api/api';
import { readQuery, saveQuery } from './stored-data';

export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.status === networkFailureStatus;

let user: string | null = null;

/** The signed-in user whose answers are kept (the screens tell it from the menu; visitors keep nothing). */
export function setStoredUser(username: string | null): void {
  user = username;
}

export const storedUser = (): string | null => user;

/**
 * A kept answer as this version of the app reads it: an answer kept by an earlier version may lack what answers carry
 * now (the feature that keeps them says what it was then).
 */
export type KeptAnswerReader = (key: QueryKey, data: unknown) => unknown;

const asKept: KeptAnswerReader = (_key, data) => data;

/**
 * A query's answer is kept in IndexedDB under the signed-in user. A screen with nothing in memory (the app just
 * started) shows the kept answer, as `readKept` reads it, at once, and the network's answer replaces it as soon as it
 * comes (asked for right after); when the network fails, the kept answer stays the answer, so a screen opened before
 * opens again without signal.
 */
export async function storedFallback<T, K extends QueryKey>(
  queryFn: QueryFunction<T, K, never>,
  context: QueryFunctionContext<K>,
  query: Query,
  readKept: KeptAnswerReader = asKept,
): Promise<T> {
  const owner = user;
  if (owner !== null && query.state.data === undefined) {
    const stored = await readQuery(owner, query.queryHash).catch(() => undefined);
    if (stored !== undefined) {
      // Once the kept answer is the query's data, the query asks the network (this function again, past this branch).
      setTimeout(() => void query.fetch().catch(() => undefined), 0);
      return readKept(query.queryKey, stored) as T;
    }
  }
  try {
    const data = await queryFn(context);
    if (owner !== null) {
      saveQuery({ user: owner, hash: query.queryHash, key: query.queryKey, data, savedAt: Date.now() }).catch(
        () => undefined,
      );
    }
    return data;
  } catch (error) {
    if (owner !== null && isNetworkFailure(error)) {
      const stored = await readQuery(owner, query.queryHash).catch(() => undefined);
      if (stored !== undefined) return readKept(query.queryKey, stored) as T;
    }
    throw error;
  }
}

const readable = new WeakSet<QueryClient>();

/**
 * Every answer under the key prefix stays readable offline: kept per user, and asked for even while the browser says
 * it is offline (the kept answer then answers, as `readKept` reads it). Set once per client, before the screen's
 * queries start.
 */
export function keepReadableOffline(client: QueryClient, prefix: QueryKey, readKept: KeptAnswerReader = asKept): void {
  if (readable.has(client)) return;
  readable.add(client);
  client.setQueryDefaults(prefix, {
    networkMode: 'always',
    persister: (queryFn, context, query) => storedFallback(queryFn, context, query, readKept),
  });
}
