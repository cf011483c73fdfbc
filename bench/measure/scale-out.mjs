// @ts-check
// Scale-out: server B next to A on the same database and PUBLIC_URL. The read path on A alone, then on A and B at once
// — as they are, and with each process limited to BENCH_SCALE_CORES of a core (budget: grows ×1.5) — and an event
// caused through A reaching subscribers on B.

import { size } from '../config.mjs';
import { freePort, round, sleep, stopChild } from '../lib.mjs';
import { cannon, measuredLoad } from '../load.mjs';
import { capCpu, cpuMeter } from '../machine.mjs';
import { log, results, row, step } from '../report.mjs';
import { startServer } from '../servers.mjs';
import { state } from '../state.mjs';
import { deliveryDelays, markSeries, startSseHelper, topicUrl } from '../streams.mjs';

/** @param {string} server */
const readUrl = (server) => `${server}/api/list/${state.list100}`;

/**
 * Reads with 50 connections on A alone, then 25 on A and 25 on B at once (B warmed first); `name` in the details.
 * @param {import('../servers.mjs').Server} b
 * @param {string} name
 * @param {Record<string, unknown>} [extra]
 */
async function oneThenTwo(b, name, extra = {}) {
  const base = state.base;
  const both = { serverA: state.a.pid, serverB: b.pid };
  /**
   * @param {string} server
   * @param {number} connections
   * @param {number} duration
   */
  const read = (server, connections, duration) =>
    cannon({ url: readUrl(server), connections, duration, headers: { cookie: state.member } });
  const one = await measuredLoad(
    `${name}OneProcess`,
    { url: readUrl(base), connections: 50, headers: { cookie: state.member } },
    { pids: both },
  );
  await read(b.base, 25, size.warmup);
  const meter = cpuMeter(both);
  const [ra, rb] = await Promise.all([base, b.base].map((server) => read(server, 25, size.duration)));
  const cpu = meter.stop();
  if (!ra || !rb) throw new Error('a read load gave no result');
  const two = ra.requests.average + rb.requests.average;
  results.details[`${name}TwoProcesses`] = {
    ...extra,
    requestsPerSecond: round(two, 0),
    perProcess: [round(ra.requests.average, 0), round(rb.requests.average, 0)],
    p99: [ra.latency.p99, rb.latency.p99],
    non2xx: ra.non2xx + rb.non2xx,
    cpuCores: cpu,
  };
  log(`${name}, two processes: ${round(two, 0)} req/s; cpu ${JSON.stringify(cpu)}`);
  return {
    one: one.requestsPerSecond,
    two,
    text: `${one.requestsPerSecond} → ${round(two, 0)} req/s (×${round(two / one.requestsPerSecond, 2)})`,
    cpu: `CPU cores used, one: ${JSON.stringify(one.cpuCores)}; two: ${JSON.stringify(cpu)}`,
  };
}

/**
 * Small servers: every process limited to the same share of a core (as if each had a small machine of its own), so
 * the second one brings CPU of its own instead of taking the load generator's and PostgreSQL's.
 * @param {import('../servers.mjs').Server} b
 */
async function smallServers(b) {
  const capCores = Number(process.env.BENCH_SCALE_CORES ?? 0.4);
  const smallRow = `scale-out read, processes of ${capCores} core each: 1 → 2`;
  const caps = [capCpu(state.a.pid, capCores, 'a'), capCpu(b.pid, capCores, 'b')];
  try {
    if (caps.some((release) => release === undefined)) {
      row(smallRow, 'not measured: no writable cgroup cpu controller (root)', 'report', null);
    } else {
      const small = await oneThenTwo(b, 'scaleSmall', { coresPerProcess: capCores });
      row(smallRow, small.text, 'grows', small.two > small.one * 1.5, small.cpu);
    }
  } finally {
    for (const release of caps) release?.();
  }
}

/**
 * An event caused on A reaches a subscriber on B.
 * @param {import('../servers.mjs').Server} b
 */
async function crossProcessEvent(b) {
  const helper = startSseHelper();
  try {
    const opened = await helper.open(`${b.base}${topicUrl(state.list100)}`, { cookie: state.member }, 10, 10);
    await sleep(300);
    await helper.reset();
    const mutations = await markSeries(state.base, 10, 100);
    await sleep(1000);
    const { events } = await helper.collect();
    const delays = deliveryDelays(events, mutations, opened.ok);
    results.details.crossProcess = delays;
    row(
      'event caused on process A reaches a subscriber on B',
      `${delays.delivered}/${delays.expected} delivered; p50 ${delays.fromAnswerMs.p50} ms, max ${delays.fromAnswerMs.max} ms after the answer`,
      'all delivered',
      delays.delivered === delays.expected && delays.expected > 0,
    );
  } finally {
    await helper.stop();
  }
}

export async function measureScaleOut() {
  await step('scale-out: two processes', 150_000, async () => {
    await sleep(1000);
    const portB = await freePort();
    const b = await startServer({ port: portB, publicUrl: state.publicUrl, label: 'b' });
    state.b = b;
    try {
      const plain = await oneThenTwo(b, 'scale');
      row('scale-out read: 1 process (50 conn.) → 2 processes (25 + 25)', plain.text, 'report', null, plain.cpu);
      await smallServers(b);
      await crossProcessEvent(b);
    } finally {
      // Not needed after this step: the steps after it have the machine to themselves and server A.
      await stopChild(b.child);
    }
  });
}
