import type { ErrorCode } from '../core/errors.js';

/**
 * What the table needs of a zod schema: the types it reads and writes (zod's `_zod`). Checking a declaration against
 * this, rather than against `z.ZodType`, costs the type checker a fraction: it compares two members, not all of zod's.
 */
export interface Schema {
  readonly _zod: { readonly input: unknown; readonly output: unknown };
}
type Output<S extends Schema> = S['_zod']['output'];
type Input<S extends Schema> = S['_zod']['input'];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer's body schema by HTTP status; `null` for an answer without a JSON body (204, a redirect, a stream). */
export type Answers = { readonly [status: number]: Schema | null };

/**
 * One HTTP call of the API: the server registers it from this declaration (server `serve`), the web calls it through
 * it (web `api`), and the OpenAPI description at /api/docs is generated from it. `path` names its parameters as
 * `:name`, each a key of `params`.
 */
export interface Route {
  readonly method: Method;
  readonly path: `/${string}`;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The body travels form-encoded (application/x-www-form-urlencoded), as the spec's sign-in does; JSON otherwise. */
  readonly form?: true;
  /**
   * What an API token may do with this call (docs/api.md, API tokens): `read`, any token may make it (it changes
   * nothing); `write`, only a write token (it changes something, a GET that joins a list too). Without it the call is
   * an account call (settings, password, email, tokens, contacts, admin), which no token may make.
   */
  readonly token?: 'read' | 'write';
  readonly answers: Answers;
  /** The codes of the error answers this call gives beyond those every call may give (`commonErrors`). */
  readonly errors?: readonly ErrorCode[];
  readonly summary: string;
  readonly tags: readonly string[];
}

/** Declares a call; the declaration's own type is kept, so request and answer types are read from it where used. */
export const route = <const R extends Route>(declaration: R): R => declaration;

type Status = 200 | 201 | 202 | 204;
type Body<S> = S extends Schema ? Output<S> : undefined;

/**
 * The body of a successful answer (every 2xx the call declares); `undefined` for one without a body. Of a choice of
 * calls (`open ? closeList : recoverList`), the answer of either.
 */
export type AnswerOf<R extends Route> = R extends Route
  ? { [S in keyof R['answers']]: S extends Status ? Body<R['answers'][S]> : never }[keyof R['answers']]
  : never;

/** What a caller gives: the path's parameters, the query and the body, each only where the call takes it. */
export type RequestOf<R extends Route> = (R extends { params: infer P extends Schema }
  ? { params: Output<P> }
  : { params?: undefined }) &
  (R extends { query: infer Q extends Schema } ? { query?: Input<Q> } : { query?: undefined }) &
  (R extends { body: infer B extends Schema } ? { body: Input<B> } : { body?: undefined });

/** The address of a call: its path with the parameters filled in, and the query (values as text, none left empty). */
export function addressOf(
  { path }: Pick<Route, 'path'>,
  { params, query }: { params?: object; query?: object } = {},
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return search.length === 0 ? filled : `${filled}?${search.join('&')}`;
}

/** Errors any call may answer: a malformed or refused request, a token's limits, load, and the server's own failure. */
export const commonErrors: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'BAD_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FOREIGN_ORIGIN',
  'TOKEN_NOT_ALLOWED',
  'TOKEN_READ_ONLY',
  'TOKEN_OTHER_LIST',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_ANSWER_NOT_KEPT',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'BUSY',
];
