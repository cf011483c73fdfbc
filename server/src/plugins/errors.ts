import { type ApiErrorBody, type ErrorCode, limits } from '@listok/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, causesOf } from '../lib/errors.js';
import { isDeclaredError } from '../lib/serve.js';

/** Fastify's own error codes for bad requests, and the contract code each one becomes. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function fieldKey(path: string): string {
  const field = path.replace(/^\//, '').replace(/\//g, '.');
  return field === '' ? '_' : field;
}

export function errorBody(request: FastifyRequest, error: AppError): ApiErrorBody {
  const body: ApiErrorBody = {
    status: error.status,
    code: error.code,
    message: request.t(error.options.messageKey ?? `errors.${error.code}`, error.options.params),
  };
  if (error.options.detail) body.detail = error.options.detail;
  if (error.options.fields) {
    body.errors = Object.fromEntries(Object.entries(error.options.fields).map(([f, key]) => [f, request.t(key)]));
    // The client shows `detail` first: give it the first field's text so the bar says what is wrong.
    body.detail ??= Object.values(body.errors)[0];
  }
  return body;
}

// Connection failures of node-postgres and PostgreSQL's "cannot serve now" states (classes 08 and 57P).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/** Whether the error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableCodes.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
  }
  return false;
}

/** PostgreSQL refuses text it cannot store (a NUL character, an invalid byte sequence): the input was bad. */
const badTextCodes = new Set(['22021', '22P05']);
/** Migration 0036's refusal of an item past a list's `limits.itemsPerListMax`. */
const listFullCodes = new Set(['LK001']);

function hasCode(error: unknown, codes: Set<string>): boolean {
  for (const { code } of causesOf(error)) if (typeof code === 'string' && codes.has(code)) return true;
  return false;
}

/**
 * The client went away while its request was still arriving (an aborted upload): Node ends the body with
 * `ECONNRESET: aborted`. Nobody is left to answer and nothing broke, so it is neither an outage nor an error.
 */
export function isClientAbort(request: FastifyRequest, error: unknown): boolean {
  const e = error as Partial<FastifyError>;
  return e.code === 'ECONNRESET' && e.message === 'aborted' && !request.raw.complete;
}

/** Turns anything thrown into the contract's error answer; only a real bug becomes a 500. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE');
  if (hasCode(error, badTextCodes)) return new AppError('BAD_REQUEST', { fields: { _: 'validation.invalid' } });
  if (hasCode(error, listFullCodes)) return new AppError('LIST_FULL', { params: { limit: limits.itemsPerListMax } });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = fieldKey(issue.instancePath);
      const message = issue.message ?? '';
      fields[key] ??= message.startsWith('validation.') ? message : 'validation.invalid';
    }
    return new AppError('VALIDATION_FAILED', { fields });
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (fastifyError.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError(fastifyError.statusCode === 405 ? 'METHOD_NOT_ALLOWED' : 'BAD_REQUEST');
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, given: AppError) {
  const error = undeclared(request, given) ?? given;
  const seconds = error.options.params?.seconds;
  if (error.status === 429 && typeof seconds === 'number') reply.header('Retry-After', String(seconds));
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(request, error));
}

/**
 * With `strictErrors` (the tests' apps), an error a route's declaration does not name becomes a 500 that names it:
 * the contract's list of each call's errors stays true.
 */
function undeclared(request: FastifyRequest, error: AppError): AppError | undefined {
  if (!request.server.strictErrors) return undefined;
  const { method } = request;
  const { url } = request.routeOptions;
  if (isDeclaredError(method, url, error.code)) return undefined;
  return new AppError('INTERNAL', { detail: `${method} ${url} answered ${error.code}, which its declaration lacks` });
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      if (isClientAbort(request, error)) {
        request.log.info('request aborted by the client while its body was arriving');
        return reply.code(400).send();
      }
      const appError = toAppError(error);
      if (appError) {
        if (appError.status === 503) reply.header('Retry-After', '5');
        if (appError.status >= 500) request.log.error({ err: error }, appError.code);
        return sendError(request, reply, appError);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, new AppError('INTERNAL'));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
