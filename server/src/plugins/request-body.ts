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
 * How request bodies are taken: JSON and form-encoding only (Fastify's plain-text parser is removed, so `text/plain`
 * is 415 as docs/api.md says), and a body that has not arrived in full `bodyTimeoutMs` after its headers is cut off
 * with 408 and the connection closed: a slow upload cannot hold a connection for ever.
 */
export const requestBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('text/plain');
    const { bodyTimeoutMs } = app.config;
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!hasBody(request)) return payload;
      const body = new PassThrough();
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
  },
  { name: 'request-body', dependencies: ['errors'] },
);
