// @ts-check
// A helper process holding many Server-Sent Events streams (forked by run.mjs, driven over IPC). Raw http.request
// streams, one socket each: fetch would cost far more memory and time per stream. Records, for every event id, when
// it arrived on every stream (epoch milliseconds, comparable with the parent's clock).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
/** @type {Set<http.ClientRequest>} */
const streams = new Set();
/** event id → arrival times, one per stream that received it @type {Map<string, number[]>} */
let arrivals = new Map();

/**
 * @typedef {{ ok: true } | { ok: false, error: string }} Outcome
 * @typedef {{ url: string, headers: Record<string, string>, count: number, concurrency: number,
 *   deadlineMs?: number }} OpenCommand
 */

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<Outcome>}
 */
function openStream(url, headers) {
  return new Promise((resolve) => {
    let settled = false;
    /** @param {Outcome} result */
    const done = (result) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    const req = http.request(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        done({ ok: false, error: `status ${res.statusCode}` });
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const at = now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // `retry:` is written as the stream opens, right before the server subscribes it (same tick).
          if (block.startsWith('retry:')) done({ ok: true });
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id !== undefined) {
            const list = arrivals.get(id) ?? [];
            list.push(at);
            arrivals.set(id, list);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('error', () => {});
      res.on('close', () => {
        streams.delete(req);
        done({ ok: false, error: 'closed' });
      });
    });
    req.on('error', (error) =>
      done({ ok: false, error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }),
    );
    req.setTimeout(30_000, () => done({ ok: false, error: 'timeout' }));
    streams.add(req);
    req.end();
  });
}

/**
 * Opens `count` streams, `concurrency` at a time; stops starting new ones after `deadlineMs`.
 * @param {OpenCommand} command
 */
async function open({ url, headers, count, concurrency, deadlineMs = 120_000 }) {
  const startedAt = now();
  let next = 0;
  let ok = 0;
  /** @type {Record<string, number>} */
  const errors = {};
  const worker = async () => {
    while (next < count && now() - startedAt < deadlineMs) {
      next += 1;
      const result = await openStream(url, headers);
      if (result.ok) ok += 1;
      else errors[result.error] = (errors[result.error] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  for (const req of streams) req.setTimeout(0);
  return { ok, failed: next - ok, notTried: count - next, errors, ms: Math.round(now() - startedAt) };
}

/** @param {unknown} message */
const send = (message) => process.send?.(message);

process.on('message', async (/** @type {{ cmd: string } & OpenCommand} */ message) => {
  try {
    if (message.cmd === 'open') send({ type: 'opened', ...(await open(message)) });
    else if (message.cmd === 'reset') {
      arrivals = new Map();
      send({ type: 'reset' });
    } else if (message.cmd === 'collect') {
      send({ type: 'events', events: Object.fromEntries(arrivals), open: streams.size });
    } else if (message.cmd === 'close') {
      for (const req of streams) req.destroy();
      streams.clear();
      send({ type: 'closed' });
    }
  } catch (error) {
    send({ type: 'error', error: String(error instanceof Error ? error.stack : error) });
  }
});
process.on('disconnect', () => process.exit(0));
