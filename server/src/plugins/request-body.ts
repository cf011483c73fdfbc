import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** Whether Fastify will read a body for the request (its own rule: GET and HEAD never, others when one is announced). */
const hasBody = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (request.headers['transfer-encoding'] !== undefined ||
    (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0'));

/**
 * The most of an unwanted body (one refused before it was read, such as 413) that is read and dropped so the client,
 * still sending, reads the answer: a socket closed on unread data is reset, and a client writing into it fails with
 * EPIPE before it reads anything. Beyond this the connection is closed all the same.
 */
export const discardedBodyMax = 16 * 1024 * 1024;

/** The body stream of a request as this plugin hands it to the parser (the PassThrough of preParsing). */
const bodies = new WeakMap<FastifyRequest, PassThrough>();

/**
 * Reads and drops what is left of `body`, up to `max` bytes; resolves when it has ended, failed (the body timeout
 * destroys it) or passed `max`.
 */
function discardRest(body: PassThrough, max: number): Promise<void> {
  if (body.readableEnded || body.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const stop = () => {
      body.off('data', onData).off('end', stop).off('close', stop).off('error', stop);
      // Errors after this (the body timeout) have no one else to hear them.
      body.on('error', () => undefined);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > max) stop();
    };
    body.on('data', onData).once('end', stop).once('close', stop).once('error', stop);
    body.resume();
  });
}

/**
 * How request bodies are taken: JSON and form-encoding only (Fastify's plain-text parser is removed, so `text/plain`
 * is 415 as docs/api.md says), and a body that has not arrived in full `bodyTimeoutMs` after its headers is cut off
 * with 408 and the connection closed: a slow upload cannot hold a connection for ever. A body refused before it was
 * read in full (413, 415, a parse error: Fastify closes the connection after them) is read and dropped before the
 * answer goes, within the same timeout and up to `discardedBodyMax`, so the client reads the answer.
 */
export const requestBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('text/plain');
    const { bodyTimeoutMs } = app.config;
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!hasBody(request)) return payload;
      const body = new PassThrough();
      bodies.set(request, body);
      const timer = setTimeout(() => {
        reply.header('connection', 'close');
        body.destroy(new AppError('REQUEST_TIMEOUT', { params: { seconds: Math.round(bodyTimeoutMs / 1000) } }));
      }, bodyTimeoutMs);
      const done = () => clearTimeout(timer);
      payload.once('end', done);
      payload.once('close', done);
      reply.raw.once('close', done);
      payload.once('error', (error) => {
        done();
        body.destroy(error);
      });
      return payload.pipe(body);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const body = bodies.get(request);
      if (body && reply.statusCode !== 408 && reply.getHeader('connection') === 'close' && !request.raw.complete) {
        await discardRest(body, discardedBodyMax);
      }
      return payload;
    });
  },
  { name: 'request-body', dependencies: ['errors'] },
);
