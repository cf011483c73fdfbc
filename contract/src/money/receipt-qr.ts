import { dueParts } from '../entry/due-parts.js';

// A Russian fiscal receipt's QR code (issue 50), without zod, for the app (what the camera read, before it is sent)
// and the server (what it keeps). The code's text is a query string the tax service defines (ФФД, приказ ФНС
// ММВ-7-20/229@): `t=20261201T1830&s=1240.50&fn=9960440300123456&i=12345&fp=1234567890&n=1`.

/** What a receipt's QR code says. */
export interface ReceiptQr {
  /** The total in minor units (kopecks). */
  total: number;
  /** When it was printed, `YYYY-MM-DD HH:mm` on the shop's clock (the reader's time zone is assumed). */
  at: string;
  /** The receipt's identity: the fiscal drive's number, the document's number and its fiscal sign, `fn:i:fp`. */
  fiscal: string;
}

const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?$/;
const sum = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;
/** A document's number and its fiscal sign: up to ten digits each. */
const documentNumber = /^\d{1,10}$/;
const driveNumber = /^\d{16}$/;

/**
 * Reads a receipt's QR code: its total, time and identity; null when the text is not one (a part missing or
 * malformed, a time that is not one, or a refund: only a sale, `n=1` or no `n`, is a purchase). Parts may come in any
 * order, percent-encoded, with others beside them; the sum is in roubles with up to two digits of kopecks.
 */
export function readReceiptQr(text: string): ReceiptQr | null {
  if (text.length > 512) return null;
  const parts = new Map<string, string>();
  for (const pair of text.trim().replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    let decoded: string;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' ')).trim();
    } catch {
      return null;
    }
    if (!parts.has(name.trim())) parts.set(name.trim(), decoded);
  }
  const get = (name: string) => parts.get(name) ?? '';
  const when = time.exec(get('t'));
  const total = sum.exec(get('s'));
  const [fn, i, fp, n] = [get('fn'), get('i'), get('fp'), parts.get('n')];
  if (!when || !total || !driveNumber.test(fn) || !documentNumber.test(i) || !documentNumber.test(fp)) return null;
  if (n !== undefined && n !== '1') return null;
  const at = `${when[1]}-${when[2]}-${when[3]} ${when[4]}:${when[5]}`;
  // A day and time that are real (not 30 February, not 24:60), as a to-do's due is read.
  if (!dueParts(at)) return null;
  const kopecks = Number((total[2] ?? '').padEnd(2, '0'));
  return {
    total: Number(total[1]) * 100 + kopecks,
    at,
    fiscal: `${fn}:${Number(i)}:${Number(fp)}`,
  };
}
