import type { FastifyReply } from 'fastify';

/**
 * Sends a picture the app keeps a copy of (an item's thumbnail, a recipe's picture). Its address names its version,
 * so a browser keeps it for good, for this reader only; it is never read as anything but the image it is.
 */
export function sendPicture(reply: FastifyReply, picture: { type: string; body: Buffer }) {
  return reply
    .header('content-type', picture.type)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(picture.body);
}
