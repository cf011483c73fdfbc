import { scanPage } from './html-scan.js';

/** How many bytes of a page are looked through for a `<meta charset>` (the HTML standard's pre-scan reads 1,024). */
const metaScanBytes = 4096;

/** The encoding a label names, as TextDecoder knows it; undefined for a label it does not know. */
function encodingOf(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

/** The encoding a byte-order mark at the start says, which wins over any label (the HTML standard's order). */
function bomEncoding(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The encoding a page's own `<meta>` names near its start; a UTF-16 label there means UTF-8, as the standard says. */
function metaEncoding(body: Buffer): string | undefined {
  // latin1 maps each byte to one character: the ASCII of the markup reads the same in any encoding a page may use.
  const encoding = encodingOf(scanPage(body.subarray(0, metaScanBytes).toString('latin1')).charset);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return 'utf-8';
  if (encoding === 'x-user-defined') return 'windows-1252';
  return encoding;
}

/**
 * A page's text: decoded by its byte-order mark, else the charset of its Content-Type, else its `<meta charset>`, else
 * as UTF-8. Russian shops still serve windows-1251 and koi8-r, which Node's TextDecoder reads. Bytes that are not
 * valid in the encoding read as U+FFFD.
 */
export function decodePage(body: Buffer, headerCharset: string | undefined): string {
  const encoding = bomEncoding(body) ?? encodingOf(headerCharset) ?? metaEncoding(body) ?? 'utf-8';
  return new TextDecoder(encoding).decode(body);
}
