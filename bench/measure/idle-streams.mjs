// @ts-check
// Idle streams: 10,000 SSE streams on one process from two helper processes; the server's RSS after a full GC before
// and after, per stream (budget ≤ 8 KB), and one event to all of them (budget: p99 ≤ 60 ms from the mark's answer).
import { size } from '../config.mjs';
import { round, rssOf, sleep } from '../lib.mjs';
import { log, results, row, step } from '../report.mjs';
import { gcSettle } from '../servers.mjs';
import { state } from '../state.mjs';
import { deliveryDelays, markSeries, mergeEvents, startSseHelper, topicUrl } from '../streams.mjs';

export async function measureIdleStreams() {
  await step('idle streams', 180_000, async () => {
    const base = state.base;
    await sleep(1500);
    await gcSettle(state.a.pid);
    const before = rssOf(state.a.pid);
    const helpers = [startSseHelper(), startSseHelper()];
    try {
      const per = Math.ceil(size.idle / helpers.length);
      const opened = await Promise.all(
        helpers.map((h) => h.open(`${base}${topicUrl(state.list100)}`, { cookie: state.member }, per, 100)),
      );
      const ok = opened.reduce((sum, o) => sum + o.ok, 0);
      log(`idle: ${ok} streams open (${JSON.stringify(opened.map((o) => ({ ms: o.ms, errors: o.errors })))})`);
      await sleep(2000);
      await gcSettle(state.a.pid);
      const after = rssOf(state.a.pid);
      const perConnection = (after - before) / ok;
      // One event to all of them (information): fan-out at this size.
      await Promise.all(helpers.map((h) => h.reset()));
      const mutations = await markSeries(base, 1, 0);
      await sleep(2000);
      const parts = await Promise.all(helpers.map((h) => h.collect()));
      const delays = deliveryDelays(mergeEvents(parts.map((p) => p.events)), mutations, ok);
      results.details.idle = {
        streams: ok,
        rssBeforeMiB: round(before / 1024 ** 2, 1),
        rssAfterMiB: round(after / 1024 ** 2, 1),
        bytesPerConnection: Math.round(perConnection),
        openMs: opened.map((o) => o.ms),
        openErrors: opened.map((o) => o.errors),
        oneEventToAll: { ...delays, helperCpuMs: parts.map((p) => p.cpuMs) },
      };
      const mark = /** @type {import('../streams.mjs').Mutation} */ (mutations[0]);
      row(
        `idle streams: memory per connection (${ok} open)`,
        `${round(perConnection / 1024, 1)} KB (RSS ${round(before / 1024 ** 2, 0)} → ${round(after / 1024 ** 2, 0)} MiB)`,
        '≤ 8 KB',
        perConnection <= 8 * 1024 && ok >= size.idle * 0.99,
        ok < size.idle ? `only ${ok} of ${size.idle} streams opened within the time limit` : undefined,
      );
      row(
        `one event to ${ok} streams: from the mark's answer`,
        `p50 ${delays.fromAnswerMs.p50} ms, p99 ${delays.fromAnswerMs.p99} ms, max ${delays.fromAnswerMs.max} ms (${delays.delivered}/${delays.expected}); the mark's own answer took ${round(mark.endedAt - mark.sentAt, 1)} ms`,
        '≤ 60 ms p99',
        delays.fromAnswerMs.p99 <= 60 && delays.delivered === delays.expected && delays.expected > 0,
        `the helpers spent ${parts.map((p) => `${p.cpuMs} ms`).join(' + ')} of CPU reading it`,
      );
    } finally {
      await Promise.all(helpers.map((h) => h.stop()));
    }
  });
}
