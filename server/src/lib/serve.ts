import { type ErrorCode, itemsVersionHeader } from '@listok/contract';
import { apiRoutes, commonErrors, type Route, type Schema } from '@listok/contract/api';
import type { FastifyReply } from 'fastify';

type Part<R, K extends string> = R extends { [key in K]: infer S } ? S : undefined;
/** The answers with a JSON body: the serialiser's schemas (an answer without one has none). */
type Bodies<A> = { [S in keyof A as A[S] extends Schema ? S : never]: A[S] };

/** Fastify's options of a route declared in the contract, for `app.route({ ...serve(declared), handler })`. */
export interface Served<R extends Route> {
  method: R['method'];
  url: R['path'];
  schema: {
    tags: string[];
    summary: string;
    description: string;
    params: Part<R, 'params'>;
    querystring: Part<R, 'query'>;
    body: Part<R, 'body'>;
    response: Bodies<R['answers']>;
  };
}

/** The route options of a declared call: method, path, and the schemas its request is validated and answer written by. */
export function serve<const R extends Route>(declared: R): Served<R> {
  const response = Object.fromEntries(Object.entries(declared.answers).filter(([, schema]) => schema !== null));
  const parts = { params: declared.params, querystring: declared.query, body: declared.body };
  return {
    method: declared.method,
    url: declared.path,
    schema: {
      tags: [...declared.tags],
      summary: declared.summary,
      description: `Errors: ${(declared.errors ?? []).join(', ') || 'only the common ones'}.`,
      // A part the call does not take is left out, not given as undefined (Fastify warns of a missing schema then).
      ...Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)),
      // The OpenAPI description names the body's encoding (Fastify itself reads both).
      ...(declared.form ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
      response,
    } as Served<R>['schema'],
  };
}

const declaredErrors = new Map<string, ReadonlySet<ErrorCode>>(
  Object.values(apiRoutes as Record<string, Route>).map((declared) => [
    `${declared.method} ${declared.path}`,
    new Set([...commonErrors, ...(declared.errors ?? [])]),
  ]),
);

/** Whether a route may answer the error `code`: a route the contract does not declare may answer any. */
export function isDeclaredError(method: string, url: string | undefined, code: ErrorCode): boolean {
  const codes = declaredErrors.get(`${method} ${url}`);
  return !codes || codes.has(code);
}

/**
 * Names the list's items version the answer reflects (the version its change made, or the one a read was built at):
 * a client holding it need not read the items again (docs/api.md, "Items version"). No version, no header.
 */
export function withVersion(reply: FastifyReply, version: number | undefined) {
  if (version === undefined) return reply;
  return reply.header(itemsVersionHeader, String(version)).header('access-control-expose-headers', itemsVersionHeader);
}
