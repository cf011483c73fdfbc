import { takePageCall } from './page-answers';

/**
 * Calls started when the app starts, before the screen that needs them has loaded its code: a deep link's data then
 * travels alongside the screen's code instead of after it (one round trip less before a list shows). `apiCall` takes
 * an early answer for the same address instead of asking again, once, and only while it is fresh.
 */
const early = new Map<string, { response: Promise<Response>; at: number }>();

/** How long an early answer may stand in for a call: the screen's code comes well within it. */
export const earlyAnswerLifetimeMs = 10_000;

/** The request of an app GET call (the same for the early call and for `apiCall`). */
const getRequest: RequestInit = { credentials: 'same-origin', headers: { Accept: 'application/json' } };

export function startEarlyCall(path: string, now = Date.now()): void {
  // The page may have come with the answer (a list's page: lib/api/page-answers.ts).
  const handed = takePageCall(path);
  const response = handed ? Promise.resolve(handed) : fetch(path, getRequest);
  // A failure is the later call's to see (it asks again); it must not be reported as unhandled meanwhile.
  response.catch(() => undefined);
  early.set(path, { response, at: now });
}

/** The early answer for `path`, if one is fresh; it is given once. */
export function takeEarlyCall(path: string, now = Date.now()): Promise<Response> | undefined {
  const call = early.get(path);
  if (!call) return undefined;
  early.delete(path);
  return now - call.at <= earlyAnswerLifetimeMs ? call.response : undefined;
}
