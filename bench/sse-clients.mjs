// @ts-check
// A helper process holding many Server-Sent Events streams (forked by the bench, driven over IPC: open, reset, collect,
// close). Records, for every event id, when it arrived on every stream (epoch milliseconds, comparable with the
// parent's clock).
//
// It must cost as little per event as it can, or the time it takes to read tens of thousands of sockets would be
// counted as the server's delivery time. So every stream is a bare TCP socket with the HTTP/1.1 request written by
// hand (the server answers it as it answers a browser: chunked), read with `onread` into one shared buffer (no Buffer,
// no stream machinery and no HTTP parser object per read), and scanned byte by byte for the chunk framing, `id: <n>`
// at the start of a line and the blank line that ends an event (bench/sse-scan.mjs) — no strings are made after the
// answer's head. One clock reading per read callback.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { scanRead, scanState } from './sse-scan.mjs';

const now = () => performance.timeOrigin + performance.now();

/**
 * @typedef {{ ok: true } | { ok: false, error: string }} Outcome
 * @typedef {{ url: string | string[], headers: Record<string, string>, count: number, concurrency: number,
 *   deadlineMs?: number, localAddress?: string }} OpenCommand
 * @typedef {import('./sse-scan.mjs').ScanState & { url: number, opened: ((outcome: Outcome) => void) | null }} Stream
 */

/** @type {Set<net.Socket>} */
const streams = new Set();
/** event id → arrival times, one per stream that received it @type {Map<number, number[]>} */
let arrivals = new Map();
/** event id → for each arrival, the index of the URL its stream was opened on (in its open command) @type {Map<number, number[]>} */
let arrivalUrls = new Map();
let cpuAtReset = process.cpuUsage();

/** Every read of every socket lands here and is scanned before the next one. */
const readBuffer = Buffer.allocUnsafe(64 * 1024);

/**
 * An event is complete on a stream (the blank line): its arrival is recorded; the first one (`retry:`, written as the
 * stream opens, in the same tick as the server subscribes it) means the stream is open.
 * @param {Stream} s
 * @param {number} id the event's id, or -1 when it had none
 * @param {number} at
 */
function eventEnded(s, id, at) {
  if (id >= 0) {
    let list = arrivals.get(id);
    let urls = arrivalUrls.get(id);
    if (list === undefined || urls === undefined) {
      list = [];
      urls = [];
      arrivals.set(id, list);
      arrivalUrls.set(id, urls);
    }
    list.push(at);
    urls.push(s.url);
  }
  if (s.opened) {
    s.opened({ ok: true });
    s.opened = null;
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
    const s = { url, ...scanState(), opened: null };
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
          const error = scanRead(s, readBuffer, nread, now(), eventEnded);
          if (error !== undefined) fail(s, socket, error);
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
