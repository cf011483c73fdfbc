// @ts-check
// The byte scanner of the SSE helper (bench/sse-clients.mjs): the bytes of a stream's answer, read by read, scanned
// byte by byte for the answer's head, the chunk framing, `id: <n>` at the start of a line and the blank line that ends
// an event — no strings are made after the answer's head. A stream's state is a plain object (`scanState()`) that the
// helper keeps with its socket; a read may end anywhere (inside the head, a chunk's size line, an id), the state
// carries over to the next one.

/**
 * @typedef {{
 *   body: number, left: number, size: number, extension: boolean, line: number, digits: number, id: number,
 *   head: string,
 * }} ScanState
 */

// What the bytes of the answer are, where a read ends: its head, or in the body (chunked: a chunk's size line, its
// data, the line break after the data; or not chunked: all data).
const HEAD = 0;
const SIZE = 1;
const DATA = 2;
const AFTER_DATA = 3;
const RAW = 4;
const ENDED = 5;
// Where the SSE text is in its line: at its start (0), after 1–3 bytes of "id: " (1–3), in the id's digits (4), or
// in a line that is not an id (SKIP, read up to its end by indexOf).
const ID_PREFIX = [105, 100, 58, 32]; // "id: "
const DIGITS = 4;
const SKIP = 5;
const LF = 10;
const CR = 13;

/** The state of a stream whose answer has not begun. @returns {ScanState} */
export const scanState = () => ({
  body: HEAD,
  left: 0,
  size: 0,
  extension: false,
  line: 0,
  digits: -1,
  id: -1,
  head: '',
});

/**
 * Scans SSE bytes `buf[pos..stop)` of a stream; `eventEnded` is told of every blank line (the end of an event) with
 * the event's id, or -1 when it had none.
 * @template {ScanState} S
 * @param {S} s
 * @param {Buffer} buf
 * @param {number} pos
 * @param {number} stop
 * @param {number} at
 * @param {(s: S, id: number, at: number) => void} eventEnded
 */
function scanEvents(s, buf, pos, stop, at, eventEnded) {
  while (pos < stop) {
    const line = s.line;
    if (line === SKIP) {
      const lf = buf.indexOf(LF, pos);
      if (lf < 0 || lf >= stop) return;
      pos = lf + 1;
      s.line = 0;
      continue;
    }
    const c = /** @type {number} */ (buf[pos]);
    pos += 1;
    if (line === 0) {
      if (c === LF) {
        const id = s.id;
        s.id = -1;
        eventEnded(s, id, at);
      } else s.line = c === ID_PREFIX[0] ? 1 : SKIP;
    } else if (line < DIGITS) {
      if (c === ID_PREFIX[line]) s.line = line + 1;
      else s.line = c === LF ? 0 : SKIP;
    } else if (c >= 48 && c <= 57) {
      s.digits = (s.digits < 0 ? 0 : s.digits * 10) + (c - 48);
    } else {
      if (c === LF) {
        if (s.digits >= 0) s.id = s.digits;
        s.line = 0;
      } else s.line = SKIP;
      s.digits = -1;
    }
  }
}

/**
 * Scans `buf[0..end)`, the latest read of a stream: the answer's head once, then the chunk framing and the events.
 * Returns why the answer is not a stream (the caller ends it), or undefined.
 * @template {ScanState} S
 * @param {S} s
 * @param {Buffer} buf
 * @param {number} end
 * @param {number} at the time of the read, passed on to `eventEnded`
 * @param {(s: S, id: number, at: number) => void} eventEnded
 * @returns {string | undefined}
 */
export function scanRead(s, buf, end, at, eventEnded) {
  let pos = 0;
  if (s.body === HEAD) {
    // The head, once per stream: the only strings made.
    s.head += buf.toString('latin1', 0, end);
    const headEnd = s.head.indexOf('\r\n\r\n');
    if (headEnd < 0) {
      if (s.head.length > 16_384) return 'head too long';
      return;
    }
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(s.head)?.[1] ?? 0);
    if (status !== 200) return `status ${status}`;
    pos = end - (s.head.length - (headEnd + 4));
    s.body = /\r\ntransfer-encoding:[ \t]*chunked/i.test(s.head.slice(0, headEnd)) ? SIZE : RAW;
    s.head = '';
  }
  while (pos < end) {
    const body = s.body;
    if (body === DATA || body === RAW) {
      const stop = body === RAW ? end : Math.min(end, pos + s.left);
      scanEvents(s, buf, pos, stop, at, eventEnded);
      if (body === DATA) {
        s.left -= stop - pos;
        if (s.left === 0) s.body = AFTER_DATA;
      }
      pos = stop;
      continue;
    }
    const c = /** @type {number} */ (buf[pos]);
    pos += 1;
    if (body === SIZE) {
      if (c === LF) {
        if (s.size === 0)
          s.body = ENDED; // the last chunk: the server ended the stream
        else {
          s.body = DATA;
          s.left = s.size;
        }
        s.size = 0;
        s.extension = false;
      } else if (c === 59)
        s.extension = true; // ";": a chunk extension, up to the line's end
      else if (!s.extension && c !== CR) {
        const digit = c <= 57 ? c - 48 : (c | 32) - 87;
        if (digit >= 0 && digit < 16) s.size = s.size * 16 + digit;
      }
    } else if (body === AFTER_DATA) {
      if (c === LF) s.body = SIZE;
    } else return; // ENDED
  }
}
