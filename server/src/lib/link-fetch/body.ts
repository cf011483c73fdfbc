import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { LinkFetchError } from './link-fetch-error.js';

export interface Body {
  bytes: Buffer;
  /** The body went on beyond the limit, and only its first part was read. */
  truncated: boolean;
}

/** A cut-off compressed stream gives what arrived, as browsers show a page whose connection broke off. */
const lenient = { finishFlush: constants.Z_SYNC_FLUSH };

/** The answer's body as sent, undone from its Content-Encoding. */
function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip(lenient)
      : encoding === 'deflate'
        ? createInflate(lenient)
        : encoding === 'br'
          ? createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH })
          : undefined;
  if (decoder) return pipeline(response, decoder, () => {});
  if (encoding === 'identity' || encoding === '') return response;
  throw new LinkFetchError('content-type', `unknown content encoding ${encoding}`);
}

/**
 * Reads at most `limit` bytes of the body (after decompression, so that a small compressed bomb counts as what it
 * becomes). Beyond the limit: the first `limit` bytes (`cut`) or a `too-large` error (`refuse`). Either way the
 * connection is closed as soon as the limit is reached: nothing more is downloaded.
 */
export async function readBody(response: IncomingMessage, limit: number, whenLarger: 'cut' | 'refuse'): Promise<Body> {
  const tooLarge = () => new LinkFetchError('too-large', `the body is larger than ${limit} bytes`);
  const declared = Number(response.headers['content-length']);
  const plain = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase() === 'identity';
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: Readable | undefined;
  try {
    if (whenLarger === 'refuse' && plain && declared > limit) throw tooLarge();
    stream = decoded(response);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = limit - size;
      if (chunk.length > room) {
        if (whenLarger === 'refuse') throw tooLarge();
        chunks.push(chunk.subarray(0, room));
        return { bytes: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(chunk);
      size += chunk.length;
    }
    return { bytes: Buffer.concat(chunks), truncated: false };
  } finally {
    stream?.destroy();
    response.destroy();
  }
}
