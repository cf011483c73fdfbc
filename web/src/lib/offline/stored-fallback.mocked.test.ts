import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptAnswers } from '../../test/kept-answers';
import { ApiError, networkFailureStatus } from '../api/api';
import { setStoredUser, storedFallback } from './stored-fallback';

vi.mock('./stored-data', async (original) => (await import('../../test/kept-answers')).keptInMemory(original));

// Screens that never wait (issue 51): the copy kept on the device answers first, the network then updates it.

const key = ['lists', 'page', 'mine'];
const offline = () => Promise.reject(new ApiError(networkFailureStatus, undefined));

function clientWith(network: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls = { network: 0 };
  const options = {
    queryKey: key,
    queryFn: () => {
      calls.network += 1;
      return network();
    },
    persister: storedFallback,
  };
  return { client, calls, fetch: () => client.fetchQuery(options) };
}

beforeEach(() => setStoredUser('anna'));
afterEach(() => {
  setStoredUser(null);
  keptAnswers.clear();
});

describe('an answer kept on the device', () => {
  it('answers a screen opened cold at once, and the network’s answer replaces it right after', async () => {
    keptAnswers.set(`anna ${JSON.stringify(key)}`, ['kept']);
    let answer = (_: string[]) => {};
    const { client, calls, fetch } = clientWith(() => new Promise((resolve) => (answer = resolve)));
    // The network has not answered, and the screen already has the kept copy.
    expect(await fetch()).toEqual(['kept']);
    await vi.waitFor(() => expect(calls.network).toBe(1));
    answer(['fresh']);
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(['fresh']));
    // What the network said is kept for the next start.
    await vi.waitFor(() => expect(keptAnswers.get(`anna ${JSON.stringify(key)}`)).toEqual(['fresh']));
  });

  it('is not read once the screen has data: a later read goes to the network', async () => {
    keptAnswers.set(`anna ${JSON.stringify(key)}`, ['kept']);
    const { client, calls, fetch } = clientWith(async () => ['fresh']);
    await fetch();
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(['fresh']));
    await client.refetchQueries({ queryKey: key });
    expect(calls.network).toBe(2);
    expect(client.getQueryData(key)).toEqual(['fresh']);
  });

  it('stays the answer without signal', async () => {
    keptAnswers.set(`anna ${JSON.stringify(key)}`, ['kept']);
    const { client, calls, fetch } = clientWith(offline);
    expect(await fetch()).toEqual(['kept']);
    await vi.waitFor(() => expect(calls.network).toBe(1));
    expect(client.getQueryData(key)).toEqual(['kept']);
    expect(client.getQueryState(key)?.status).toBe('success');
  });

  it('is none for a screen never kept, or a visitor: the network answers', async () => {
    const { calls, fetch } = clientWith(async () => ['fresh']);
    expect(await fetch()).toEqual(['fresh']);
    expect(calls.network).toBe(1);
    setStoredUser(null);
    keptAnswers.set(`anna ${JSON.stringify(key)}`, ['kept']);
    const visitor = clientWith(async () => ['public']);
    expect(await visitor.fetch()).toEqual(['public']);
  });
});
