import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api';
import { earlyAnswerLifetimeMs, startEarlyCall, takeEarlyCall } from './early-calls';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calls started early', () => {
  it('answer the first call for their address, once', async () => {
    const fetch = vi.fn(async (path: string) => json({ path, n: fetch.mock.calls.length }));
    vi.stubGlobal('fetch', fetch);
    startEarlyCall('/api/list/7/header');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await apiCall('/api/list/7/header')).toEqual({ path: '/api/list/7/header', n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // The next call asks the server again.
    expect(await apiCall('/api/list/7/header')).toEqual({ path: '/api/list/7/header', n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('do not answer another address, a call that is not a plain GET, or after their lifetime', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    startEarlyCall('/api/list/1', 1000);
    expect(takeEarlyCall('/api/list/2', 1000)).toBeUndefined();
    expect(takeEarlyCall('/api/list/1', 1000 + earlyAnswerLifetimeMs + 1)).toBeUndefined();
    // Taken (and dropped) above: not given again even when fresh.
    expect(takeEarlyCall('/api/list/1', 1000)).toBeUndefined();

    const fetch = vi.fn(async () => json({ fresh: true }));
    vi.stubGlobal('fetch', fetch);
    startEarlyCall('/api/list/3');
    await apiCall('/api/list/3', { method: 'POST' });
    expect(fetch).toHaveBeenCalledTimes(2);
    await apiCall('/api/list/3', { headers: { 'Idempotency-Key': 'k' } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('that failed are made anew by the call', async () => {
    const fetch = vi
      .fn<(path: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ again: true }));
    vi.stubGlobal('fetch', fetch);
    startEarlyCall('/api/list/4');
    expect(await apiCall('/api/list/4')).toEqual({ again: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
