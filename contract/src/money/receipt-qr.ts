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

/** Whether the parts make a real day and time of the day. */
function realTime(year: number, month: number, day: number, hour: number, minute: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

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
  const [, year, month, day, hour, minute] = when.map(Number) as number[];
  if (!realTime(year!, month!, day!, hour!, minute!)) return null;
  const kopecks = Number((total[2] ?? '').padEnd(2, '0'));
  return {
    total: Number(total[1]) * 100 + kopecks,
    at: `${when[1]}-${when[2]}-${when[3]} ${when[4]}:${when[5]}`,
    fiscal: `${fn}:${Number(i)}:${Number(fp)}`,
  };
}
