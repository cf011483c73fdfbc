import { addressOf, type RequestOf, type Route } from '@listok/contract/api';
import { vi } from 'vitest';

/** Answers one call of the app's API: a JSON body, with status 200 unless told, and headers if any. */
export type FakeAnswer = { status?: number; json: unknown; headers?: Record<string, string> };
type Handler = (url: URL, init: RequestInit | undefined) => FakeAnswer;

/**
 * Replaces `fetch` with answers by method and path (`'GET /api/item/autocomplete'`); any other call fails the test
 * with 404. Answers the calls made, for assertions. Undone after each test (setup.ts).
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { method: string; url: URL }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://listok.test');
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? handler(url, init) : { status: 404, json: { code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** The key of a call of the route table among `fakeApi`'s handlers and calls: its method and address (a body is no part of it). */
export const callOf = <R extends Route>(route: R, request: Omit<RequestOf<R>, 'body'>): string =>
  `${route.method} ${addressOf(route, request)}`;
