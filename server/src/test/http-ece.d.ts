/** The part of http_ece (RFC 8188 encrypted content encoding) the test push service uses to read messages. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
}
