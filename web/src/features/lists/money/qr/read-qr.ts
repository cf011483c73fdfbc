// The text of a QR code in a photo or a camera's frame (issue 50: a receipt's QR code): the browser's own
// BarcodeDetector where it reads QR codes (Chrome on Android and macOS), else zxing's WebAssembly reader. Both load on
// first use only; the reader's .wasm is one of the build's own assets (never another host's), and the service worker
// keeps it once fetched (pwa.config.ts), so a receipt is read without signal too.

/** What the page hands over: a photo (a file) or a frame of the camera's picture. */
export type QrSource = Blob | ImageData;

/** Reads the QR code in a source: its text, or undefined when there is none. */
export type QrReader = (source: QrSource) => Promise<string | undefined>;

/** The part of the Barcode Detection API this uses (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<QrReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? await Detector.getSupportedFormats().catch((): string[] => []) : [];
  if (!Detector || !formats.includes('qr_code')) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (source) => {
    const image = source instanceof Blob ? await createImageBitmap(source) : source;
    return (await detector.detect(image))[0]?.rawValue;
  };
}

async function wasmReader(): Promise<QrReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasm }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  const locateFile = (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path);
  prepareZXingModule({ overrides: { locateFile } });
  return async (source) => {
    const [found] = await readBarcodes(source, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
    return found?.isValid ? found.text : undefined;
  };
}

let reader: Promise<QrReader> | undefined;

/** The reader of QR codes this browser has, made once. */
export function qrReader(): Promise<QrReader> {
  reader ??= nativeReader().then((native) => native ?? wasmReader());
  reader.catch(() => {
    reader = undefined;
  });
  return reader;
}
