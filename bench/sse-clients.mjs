// @ts-check
// A helper process holding many Server-Sent Events streams (forked by the bench, driven over IPC: open, reset, collect,
// close). Records, for every event id, when it arrived on every stream (epoch milliseconds, comparable with the
// parent's clock).
//
// It must cost as little per event as it can, or the time it takes to read tens of thousands of sockets would be
// counted as the server's delivery time. So every stream is a bare TCP socket with the HTTP/1.1 request written by
// hand (the server answers it as it answers a browser: chunked), read with `onread` into one shared buffer (no Buffer,
// no stream machinery and no HTTP parser object per read), and scanned byte by byte for the chunk framing, `id: <n>`
// at the start of a line and the blank line that ends an event — no strings are made after the answer's head. One
// clock reading per read callback.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();

/**
 * @typedef {{ ok: true } | { ok: false, error: string }} Outcome
 * @typedef {{ url: string | string[], headers: Record<string, string>, count: number, concurrency: number,
 *   deadlineMs?: number, localAddress?: string }} OpenCommand
 * @typedef {{
 *   url: number, body: number, left: number, size: number, extension: boolean, line: number, digits: number,
 *   id: number, head: string, opened: ((outcome: Outcome) => void) | null,
 * }} Stream
 */

/** @type {Set<net.Socket>} */
const streams = new Set();
/** event id → arrival times, one per stream that received it @type {Map<number, number[]>} */
let arrivals = new Map();
/** event id → for each arrival, the index of the URL its stream was opened on (in its open command) @type {Map<number, number[]>} */
let arrivalUrls = new Map();
let cpuAtReset = process.cpuUsage();

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

/** Every read of every socket lands here and is scanned before the next one. */
const readBuffer = Buffer.allocUnsafe(64 * 1024);

/**
 * An event is complete on a stream (the blank line): its arrival is recorded; the first one (`retry:`, written as the
 * stream opens, in the same tick as the server subscribes it) means the stream is open.
 * @param {Stream} s
 * @param {number} at
 */
function blockEnded(s, at) {
  if (s.id >= 0) {
    let list = arrivals.get(s.id);
    let urls = arrivalUrls.get(s.id);
    if (list === undefined || urls === undefined) {
      list = [];
      urls = [];
      arrivals.set(s.id, list);
      arrivalUrls.set(s.id, urls);
    }
    list.push(at);
    urls.push(s.url);
    s.id = -1;
  }
  if (s.opened) {
    s.opened({ ok: true });
    s.opened = null;
  }
}

/**
 * Scans SSE bytes `buf[pos..stop)` of a stream.
 * @param {Stream} s
 * @param {Buffer} buf
 * @param {number} pos
 * @param {number} stop
 * @param {number} at
 */
function scanEvents(s, buf, pos, stop, at) {
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
      if (c === LF) blockEnded(s, at);
      else s.line = c === ID_PREFIX[0] ? 1 : SKIP;
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
 * @param {Stream} s
 * @param {Buffer} buf
 * @param {number} end
 * @param {net.Socket} socket
 */
function scanRead(s, buf, end, socket) {
  const at = now();
  let pos = 0;
  if (s.body === HEAD) {
    // The head, once per stream: the only strings made.
    s.head += buf.toString('latin1', 0, end);
    const headEnd = s.head.indexOf('\r\n\r\n');
    if (headEnd < 0) {
      if (s.head.length > 16_384) fail(s, socket, 'head too long');
      return;
    }
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(s.head)?.[1] ?? 0);
    if (status !== 200) {
      fail(s, socket, `status ${status}`);
      return;
    }
    pos = end - (s.head.length - (headEnd + 4));
    s.body = /\r\ntransfer-encoding:[ \t]*chunked/i.test(s.head.slice(0, headEnd)) ? SIZE : RAW;
    s.head = '';
  }
  while (pos < end) {
    const body = s.body;
    if (body === DATA || body === RAW) {
      const stop = body === RAW ? end : Math.min(end, pos + s.left);
      scanEvents(s, buf, pos, stop, at);
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

/**
 * @param {Stream} s
 * @param {net.Socket} socket
 * @param {string} error
 */
function fail(s, socket, error) {
  s.opened?.({ ok: false, error });
  s.opened = null;
  socket.destroy();
}

// With a local address of its own, the helper also picks the local port of every socket itself, one after the other:
// left to the kernel (bind to port 0), finding a free port takes longer the more are taken — 1.3 ms of system time a
// socket once 10,000 are open, more than the server's whole work to open a stream. A port that is taken (a listener on
// every address) is skipped.
const firstLocalPort = 20_000;
const lastLocalPort = 60_999;
let nextLocalPort = firstLocalPort;
const takeLocalPort = () => {
  const port = nextLocalPort;
  nextLocalPort = port >= lastLocalPort ? firstLocalPort : port + 1;
  return port;
};

/**
 * One stream: a socket with the request written at once; settles when it is open (or is not).
 * @param {{ host: string, port: number, request: string }} target
 * @param {number} url the index of the target's URL in its open command
 * @param {string | undefined} localAddress
 * @returns {Promise<Outcome>}
 */
function openStream(target, url, localAddress, portsTried = 0) {
  return new Promise((resolve) => {
    /** @type {Stream} */
    const s = {
      url,
      body: HEAD,
      left: 0,
      size: 0,
      extension: false,
      line: 0,
      digits: -1,
      id: -1,
      head: '',
      opened: null,
    };
    s.opened = (outcome) => {
      // Open: no time limit any more (heartbeats come every 20 s, events whenever).
      if (outcome.ok) socket.setTimeout(0);
      resolve(outcome);
    };
    const socket = net.connect({
      host: target.host,
      port: target.port,
      ...(localAddress ? { localAddress, localPort: takeLocalPort() } : {}),
      // Every read lands in the one shared buffer, scanned at once; true: go on reading.
      onread: {
        buffer: readBuffer,
        callback: (nread) => {
          scanRead(s, readBuffer, nread, socket);
          return true;
        },
      },
    });
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (localAddress && error.syscall === 'bind' && s.opened && portsTried < 100) {
        // The port is taken: the next one.
        s.opened = null;
        socket.destroy();
        openStream(target, url, localAddress, portsTried + 1).then(resolve);
        return;
      }
      fail(s, socket, error.code ?? error.message);
    });
    socket.on('close', () => {
      streams.delete(socket);
      fail(s, socket, 'closed');
    });
    socket.setTimeout(30_000, () => fail(s, socket, 'timeout'));
    streams.add(socket);
    socket.write(target.request);
  });
}

/**
 * Opens `count` streams, `concurrency` at a time, spread evenly over the URLs (the k-th stream on the k-th URL, round
 * robin); stops starting new ones after `deadlineMs`.
 * @param {OpenCommand} command
 */
async function open({ url, headers, count, concurrency, deadlineMs = 120_000, localAddress }) {
  const targets = [url].flat().map((each) => {
    const u = new URL(each);
    const lines = [`GET ${u.pathname}${u.search} HTTP/1.1`, `Host: ${u.host}`, 'Accept: text/event-stream'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    return { host: u.hostname, port: Number(u.port || 80), request: `${lines.join('\r\n')}\r\n\r\n` };
  });
  const startedAt = now();
  let next = 0;
  const okPerUrl = targets.map(() => 0);
  /** @type {Record<string, number>} */
  const errors = {};
  const worker = async () => {
    while (next < count && now() - startedAt < deadlineMs) {
      const k = next % targets.length;
      next += 1;
      const result = await openStream(/** @type {(typeof targets)[number]} */ (targets[k]), k, localAddress);
      if (result.ok) okPerUrl[k] = (okPerUrl[k] ?? 0) + 1;
      else errors[result.error] = (errors[result.error] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  for (const socket of streams) socket.setTimeout(0);
  const ok = okPerUrl.reduce((a, b) => a + b, 0);
  return { ok, okPerUrl, failed: next - ok, notTried: count - next, errors, ms: Math.round(now() - startedAt) };
}

/** @param {unknown} message */
const send = (message) => process.send?.(message);

process.on('message', async (/** @type {{ cmd: string } & OpenCommand} */ message) => {
  try {
    if (message.cmd === 'open') send({ type: 'opened', ...(await open(message)) });
    else if (message.cmd === 'reset') {
      arrivals = new Map();
      arrivalUrls = new Map();
      cpuAtReset = process.cpuUsage();
      send({ type: 'reset' });
    } else if (message.cmd === 'collect') {
      // The CPU this process spent since the reset: what reading the events cost it.
      const cpu = process.cpuUsage(cpuAtReset);
      send({
        type: 'events',
        events: Object.fromEntries(arrivals),
        urls: Object.fromEntries(arrivalUrls),
        open: streams.size,
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      });
    } else if (message.cmd === 'close') {
      for (const socket of streams) socket.destroy();
      streams.clear();
      send({ type: 'closed' });
    }
  } catch (error) {
    send({ type: 'error', error: String(error instanceof Error ? error.stack : error) });
  }
});
process.on('disconnect', () => process.exit(0));
