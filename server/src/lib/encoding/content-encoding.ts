import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Text shorter than this is sent as it is: compressing it saves less than a packet. */
export const compressFrom = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses in the thread pool, off the event loop: Brotli at a middle quality, gzip at its default level. */
export function compress(text: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(text);
  return brotli(text, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
}

/** The encoding to answer with for an `Accept-Encoding` header: Brotli, else gzip, else none (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends `text` compressed for a client that accepts it, once it is long enough to gain; the answer's Vary is the
 * caller's to name Accept-Encoding in.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(text) < compressFrom) return reply.send(text);
  return reply.header('Content-Encoding', encoding).send(await compress(text, encoding));
}

/**
 * Sends `value` as JSON, compressed for a client that accepts it once it is long enough to gain: for the few answers
 * of tens of kilobytes beside a list's items, which keep their own compressed copies (the catalogue's names; figures
 * in docs/performance.md, Serving). The answer's Vary names Accept-Encoding besides what the route named.
 */
export async function sendJson(request: FastifyRequest, reply: FastifyReply, value: unknown): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.type('application/json; charset=utf-8').header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return sendCompressed(request, reply, JSON.stringify(value));
}
