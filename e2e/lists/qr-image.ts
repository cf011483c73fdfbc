import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

// Photos of QR codes for the specs (a receipt's, and one that is not): drawn by zxing's writer, whose WebAssembly is
// read from the package here (its default would fetch it from a CDN).

const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
});

/** A PNG of a QR code holding `text`, as a file input takes it. */
export async function qrPhoto(text: string, name = 'receipt.png') {
  const { image, error } = await writeBarcode(text, { format: 'QRCode', scale: 8 });
  if (!image) throw new Error(`no QR code drawn: ${error}`);
  return { name, mimeType: 'image/png', buffer: Buffer.from(await image.arrayBuffer()) };
}
