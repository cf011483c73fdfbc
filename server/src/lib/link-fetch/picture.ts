import { createHash } from 'node:crypto';
import type { AllowedHost } from './allow-list.js';
import { isLinkFetchError } from './link-fetch-error.js';
import { safeFetch } from './safe-fetch.js';

/** A picture the app keeps a copy of (an item's thumbnail, a recipe's picture) and serves from its own address. */
export interface KeptPicture {
  type: string;
  body: Buffer;
  /** Changes with the bytes: the address the answers give it, so a browser may keep it for good. */
  version: string;
}

/** What is kept: a raster image the browser shows (never SVG, which may hold script). */
const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const pictureMaxBytes = 512 * 1024;

/** The picture's first bytes must be what its type says: a page's "image" is never served as another type. */
function isPicture(type: string, body: Buffer): boolean {
  if (type === 'image/png')
    return body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;
  if (type === 'image/gif') return /^GIF8[79]a/.test(body.subarray(0, 6).toString('latin1'));
  return body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';
}

/**
 * Fetches a picture as users' links are (public addresses only, after every redirect): undefined when the address
 * answers something that is not a raster image of at most 512 KB. Throws a `LinkFetchError` when it cannot be reached,
 * unless `orNone`, when that is undefined too.
 */
export async function fetchPicture(
  url: string,
  allow: readonly AllowedHost[],
  orNone = false,
): Promise<KeptPicture | undefined> {
  try {
    const image = await safeFetch(url, { allow, accept: pictureTypes, maxBytes: pictureMaxBytes });
    if (image.status !== 200 || !isPicture(image.mediaType, image.body)) return undefined;
    const version = createHash('sha256').update(image.body).digest('base64url').slice(0, 16);
    return { type: image.mediaType, body: image.body, version };
  } catch (error) {
    if (orNone && isLinkFetchError(error)) return undefined;
    throw error;
  }
}
