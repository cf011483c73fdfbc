// @ts-check
// Push fan-out: 1,000 SSE subscribers of one list, 30 marks 100 ms apart; every delivery's arrival minus the time the
// mark's answer arrived (budget p99 ≤ 100 ms).
import { size } from '../config.mjs';
import { sleep } from '../lib.mjs';
import { log, results, row, step } from '../report.mjs';
import { state } from '../state.mjs';
import { deliveryDelays, markSeries, startSseHelper, topicUrl } from '../streams.mjs';

export async function measureFanOut() {
  await step('push fan-out', 120_000, async () => {
    const base = state.base;
    const helper = startSseHelper();
    try {
      const opened = await helper.open(
        `${base}${topicUrl(state.list100)}`,
        { cookie: state.member },
        size.subscribers,
        50,
      );
      log(
        `fan-out: ${opened.ok} streams open in ${opened.ms} ms (${opened.failed} failed ${JSON.stringify(opened.errors)})`,
      );
      if (opened.ok === 0) throw new Error(`no stream opened: ${JSON.stringify(opened.errors)}`);
      await sleep(500);
      await helper.reset();
      const mutations = await markSeries(base, size.marks, 100);
      await sleep(1000);
      const { events } = await helper.collect();
      const delays = deliveryDelays(events, mutations, opened.ok);
      results.details.fanOut = { subscribers: opened.ok, openMs: opened.ms, openErrors: opened.errors, ...delays };
      row(
        `push fan-out to ${opened.ok} subscribers: p99 from the mark's answer`,
        `${delays.fromAnswerMs.p99} ms (p50 ${delays.fromAnswerMs.p50}, max ${delays.fromAnswerMs.max}; ${delays.delivered}/${delays.expected} delivered)`,
        '≤ 100 ms',
        delays.fromAnswerMs.p99 <= 100 && delays.delivered === delays.expected && opened.ok >= size.subscribers,
        `from the request: p50 ${delays.fromRequestMs.p50}, p99 ${delays.fromRequestMs.p99} ms; negative = before the answer`,
      );
    } finally {
      await helper.stop();
    }
  });
}
