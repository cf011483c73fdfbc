import { type AnswerOf, addressOf, type RequestOf, type Route } from '@listok/contract/api';
import { takeEarlyCall } from './early-calls';
import { noteContact } from './last-contact';

/** A failed call: the HTTP status and the parsed answer body (whatever it was). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** The stable machine code of a contract error body, if the body has one. */
  get code(): string | undefined {
    const code = isRecord(this.body) ? this.body.code : undefined;
    return typeof code === 'string' ? code : undefined;
  }

  /** Per-field texts of a contract error body (`errors`), if any. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    if (!isRecord(errors)) return {};
    return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
}

/** The network failed before any answer came: status 0. */
export const networkFailureStatus = 0;

/** Whether a failed call deserves another try: a 4xx will answer the same again; network trouble and 5xx get two more. */
export const worthRetrying = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** The wait before the next try: 1 s, then 2 s (the query library's own default). */
export const retryDelay = (failures: number): number => Math.min(1000 * 2 ** failures, 30_000);

/**
 * A change (a mutation) is sent at once, whatever the browser says of the network: without it, it fails and the error
 * bar says there is no connection, and the screen keeps what was typed. By the query library's default it would wait,
 * its button spinning, until the browser is online again, and then be made unseen. A list's item changes do not go
 * through mutations: they wait in the lists' own queue (features/lists/offline).
 */
export const mutationDefaults = { networkMode: 'always' } as const;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Body = { json: unknown } | { form: Record<string, string> };

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a change that may be sent again. */
  headers?: Record<string, string>;
  /** Reads the headers of a successful answer (e.g. the items version it names). */
  onHeaders?: (headers: Headers) => void;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function encode(body: Body | undefined): { headers: Record<string, string>; payload?: string } {
  if (!body) return { headers: {} };
  if ('form' in body) {
    return {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body.form).toString(),
    };
  }
  return { headers: { 'Content-Type': 'application/json' }, payload: JSON.stringify(body.json) };
}

/** Calls the app's own API; answers the parsed body, or throws an ApiError for any failure. */
export async function apiCall<T>(
  path: string,
  { method = 'GET', body, signal, headers: extra, onHeaders }: CallOptions = {},
): Promise<T> {
  const { headers, payload } = encode(body);
  let response: Response;
  // A GET the app started early (lib/api/early-calls.ts) is answered by that call; if it failed, the call is made anew.
  const early = method === 'GET' && !body && !extra ? takeEarlyCall(path) : undefined;
  const earlyResponse = early && (await early.catch(() => undefined));
  try {
    response =
      earlyResponse ??
      (await fetch(path, {
        method,
        body: payload,
        signal,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', ...headers, ...extra },
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(networkFailureStatus, null);
  }
  noteContact();
  const parsed = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, parsed);
  onHeaders?.(response.headers);
  return parsed as T;
}

/** What a call may add to its request: a signal to cancel it, and headers (e.g. a change's Idempotency-Key). */
type CallExtras = Pick<CallOptions, 'signal' | 'headers' | 'onHeaders'>;
type Request<R extends Route> = RequestOf<R> & CallExtras;

/**
 * Calls a route of the contract's table: the address from its path and `params` and `query`, the body as it
 * declares (JSON, or a form); the answer is typed by its declaration (the server wrote it through the same schema).
 */
export function api<R extends Route>(
  route: R,
  ...[request]: object extends RequestOf<R> ? [request?: Request<R>] : [request: Request<R>]
): Promise<AnswerOf<R>> {
  return callRoute(route, request) as Promise<AnswerOf<R>>;
}

/** `api` for a caller that is generic over the route (a paged call): the answer untyped. */
export function callRoute(route: Route, request: Request<Route> | undefined): Promise<unknown> {
  const { body, signal, headers, onHeaders } = request ?? {};
  const encoded: Body | undefined =
    body === undefined ? undefined : route.form ? { form: body as Record<string, string> } : { json: body };
  return apiCall(addressOf(route, request), { method: route.method, body: encoded, signal, headers, onHeaders });
}
