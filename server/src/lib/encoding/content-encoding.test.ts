import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compress } from './content-encoding.js';

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0, GZip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('compress', () => {
  it('gives back the same text after decompression, shorter', async () => {
    const text = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Молоко ${i}`, done: false })));
    const br = await compress(text, 'br');
    const gz = await compress(text, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(gunzipSync(gz).toString('utf8')).toBe(text);
    expect(br.length).toBeLessThan(Buffer.byteLength(text) / 4);
  });
});
