// A helper process holding many Server-Sent Events streams (forked by run.mjs, driven over IPC). Raw http.request
// streams, one socket each: fetch would cost far more memory and time per stream. Records, for every event id, when
// it arrived on every stream (epoch milliseconds, comparable with the parent's clock).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
const streams = new Set();
/** event id → arrival times, one per stream that received it */
let arrivals = new Map();

function openStream(url, headers) {
  return new Promise((resolve) => {
    let settled = false;
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
    req.on('error', (error) => done({ ok: false, error: error.code ?? error.message }));
    req.setTimeout(30_000, () => done({ ok: false, error: 'timeout' }));
    streams.add(req);
    req.end();
  });
}

/** Opens `count` streams, `concurrency` at a time; stops starting new ones after `deadlineMs`. */
async function open({ url, headers, count, concurrency, deadlineMs = 120_000 }) {
  const startedAt = now();
  let next = 0;
  let ok = 0;
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

process.on('message', async (message) => {
  try {
    if (message.cmd === 'open') process.send({ type: 'opened', ...(await open(message)) });
    else if (message.cmd === 'reset') {
      arrivals = new Map();
      process.send({ type: 'reset' });
    } else if (message.cmd === 'collect') {
      process.send({ type: 'events', events: Object.fromEntries(arrivals), open: streams.size });
    } else if (message.cmd === 'close') {
      for (const req of streams) req.destroy();
      streams.clear();
      process.send({ type: 'closed' });
    }
  } catch (error) {
    process.send({ type: 'error', error: String(error?.stack ?? error) });
  }
});
process.on('disconnect', () => process.exit(0));
