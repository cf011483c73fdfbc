// @ts-check
// Push streams: helper processes holding many SSE streams (bench/sse-clients.mjs, driven over IPC), the marks that
// cause events, and the delay of every delivery.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { here } from './config.mjs';
import { call, sleep, summary, withTimeout } from './lib.mjs';
import { state } from './state.mjs';

/**
 * @typedef {Record<string, number[]>} Arrivals event id → arrival times (epoch ms), one per stream that received it
 * @typedef {{ sentAt: number, endedAt: number }} Mutation
 * @typedef {{ ok: number, okPerUrl: number[], failed: number, notTried: number, errors: Record<string, number>,
 *   ms: number }} Opened
 */

export function startSseHelper() {
  const child = fork(join(here, 'sse-clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  /** @type {((message: any) => void)[]} */
  const waiters = [];
  child.on('message', (message) => waiters.shift()?.(message));
  /**
   * @param {Record<string, unknown> & { cmd: string }} message
   * @returns {Promise<any>}
   */
  const send = (message, timeoutMs = 120_000) =>
    withTimeout(
      new Promise((resolve, reject) => {
        waiters.push((answer) => (answer.type === 'error' ? reject(new Error(answer.error)) : resolve(answer)));
        child.send(message);
      }),
      timeoutMs,
      `sse helper ${message.cmd}`,
    );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    /**
     * Opens `count` streams on the URL, or spread evenly over the URLs (round robin); `localAddress` is the address
     * the helper's sockets connect from (its own one of 127.0.0.0/8 gives it a range of local ports of its own).
     * @param {string | string[]} url
     * @param {Record<string, string>} headers
     * @param {number} count
     * @param {string} [localAddress]
     * @returns {Promise<Opened>}
     */
    open: (url, headers, count, concurrency = 50, deadlineMs = 90_000, localAddress = undefined) =>
      send({ cmd: 'open', url, headers, count, concurrency, deadlineMs, localAddress }, deadlineMs + 40_000),
    reset: () => send({ cmd: 'reset' }),
    /**
     * Every arrival since the reset; for each, the index of the URL its stream was opened on (in its open command);
     * the streams still open; and the CPU the helper spent since the reset.
     * @returns {Promise<{ events: Arrivals, urls: Record<string, number[]>, open: number, cpuMs: number }>}
     */
    collect: () => send({ cmd: 'collect' }),
    async stop() {
      try {
        await send({ cmd: 'close' }, 10_000);
      } catch {
        // ended below anyway
      }
      child.disconnect?.();
      await Promise.race([exited, sleep(3000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Pairs the k-th event (by id) with the k-th mutation and answers the delays of every delivery.
 * @param {Arrivals} events
 * @param {Mutation[]} mutations
 * @param {number} expectedPerEvent
 */
export function deliveryDelays(events, mutations, expectedPerEvent) {
  const ids = Object.keys(events)
    .map(Number)
    .sort((a, b) => a - b);
  /** @type {number[]} */
  const fromAnswer = [];
  /** @type {number[]} */
  const fromRequest = [];
  let delivered = 0;
  ids.forEach((id, k) => {
    const mutation = mutations[k];
    if (!mutation) return;
    for (const at of events[String(id)] ?? []) {
      fromAnswer.push(at - mutation.endedAt);
      fromRequest.push(at - mutation.sentAt);
      delivered += 1;
    }
  });
  return {
    events: ids.length,
    mutations: mutations.length,
    delivered,
    expected: mutations.length * expectedPerEvent,
    fromAnswerMs: summary(fromAnswer),
    fromRequestMs: summary(fromRequest),
  };
}

/** @param {Arrivals[]} parts */
export function mergeEvents(parts) {
  /** @type {Arrivals} */
  const merged = {};
  for (const part of parts) {
    for (const [id, arrivals] of Object.entries(part)) {
      const into = merged[id] ?? [];
      merged[id] = into;
      for (const at of arrivals) into.push(at);
    }
  }
  return merged;
}

/**
 * The push stream of a list (its topic is the list's absolute URL under PUBLIC_URL).
 * @param {number} listId
 */
export const topicUrl = (listId) =>
  `/.well-known/mercure?topic=${encodeURIComponent(`${state.publicUrl}/lists/${listId}`)}`;

/**
 * The owner marks `count` items of the 100-item list one after the other, `spacingMs` apart.
 * @param {string} server
 * @param {number} count
 * @param {number} spacingMs
 * @returns {Promise<Mutation[]>}
 */
export async function markSeries(server, count, spacingMs) {
  const mutations = [];
  for (let i = 0; i < count; i += 1) {
    const rowId = state.list100Rows[i % state.list100Rows.length];
    const answer = await call(server, 'PATCH', `/api/list-item/mark/${rowId}`, {
      cookie: state.owner,
      body: {},
    });
    mutations.push({ sentAt: answer.sentAt, endedAt: answer.endedAt });
    await sleep(spacingMs);
  }
  return mutations;
}
