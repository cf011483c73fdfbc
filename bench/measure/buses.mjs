// @ts-check
// The push buses side by side (issue 24): for PostgreSQL NOTIFY, Redis and NATS in turn, two server processes with
// that bus on the bench database and server A's PUBLIC_URL; an event caused through the first reaching 1,000
// subscribers on the second (budget: p99 ≤ 100 ms from the mark's answer), and marks on 50 lists from 50 connections
// through the first, as a ratio to the bare route (budget ≥ 0.4). One bus after the other, in one run, on the same data;
// both processes are stopped before the next bus. Server A is left idle meanwhile. A bus whose broker does not answer is
// "not measured" (BENCH_REDIS_URL, BENCH_NATS_URL).
import { buses, size } from '../config.mjs';
import { freePort, round, sleep, stopChild } from '../lib.mjs';
import { measuredLoad } from '../load.mjs';
import { log, results, row, step } from '../report.mjs';
import { brokerMissing, startServer } from '../servers.mjs';
import { state } from '../state.mjs';
import { deliveryDelays, markSeries, startSseHelper, topicUrl } from '../streams.mjs';
import { bareMean, bareRun } from './bare-yardstick.mjs';
import { markOptions } from './mark.mjs';

/** @typedef {import('../servers.mjs').Bus} Bus */

/** @param {Bus} bus */
const fanOutRow = (bus) =>
  `bus ${bus}: fan-out to ${size.subscribers} subscribers on another process, p99 from the mark's answer`;
/** @param {Bus} bus */
const markRow = (bus) => `bus ${bus}: mark item (50 lists, 50 conn.), ratio to bare`;

/** The bare route's throughput for the ratios: this run's, or one measured here when the run had none. */
function bareForRatios() {
  const { bare } = bareMean();
  return Number.isFinite(bare) ? bare : (state.bareForBuses?.requestsPerSecond ?? Number.NaN);
}

/**
 * An event caused through `first` reaching subscribers of the list on `second` (through the bus).
 * @param {Bus} bus
 * @param {import('../servers.mjs').Server} first
 * @param {import('../servers.mjs').Server} second
 */
async function fanOutAcross(bus, first, second) {
  const helper = startSseHelper();
  try {
    const opened = await helper.open(
      `${second.base}${topicUrl(state.list100)}`,
      { cookie: state.member },
      size.subscribers,
      50,
    );
    log(`bus ${bus}: ${opened.ok} streams open on the second process in ${opened.ms} ms`);
    if (opened.ok === 0) throw new Error(`no stream opened: ${JSON.stringify(opened.errors)}`);
    await sleep(500);
    await helper.reset();
    const mutations = await markSeries(first.base, size.marks, 100);
    await sleep(1000);
    const { events, cpuMs } = await helper.collect();
    const delays = deliveryDelays(events, mutations, opened.ok);
    row(
      fanOutRow(bus),
      `${delays.fromAnswerMs.p99} ms (p50 ${delays.fromAnswerMs.p50}, max ${delays.fromAnswerMs.max}; ${delays.delivered}/${delays.expected} delivered)`,
      '≤ 100 ms',
      delays.fromAnswerMs.p99 <= 100 && delays.delivered === delays.expected && opened.ok >= size.subscribers,
      `from the request: p50 ${delays.fromRequestMs.p50}, p99 ${delays.fromRequestMs.p99} ms`,
    );
    return { subscribers: opened.ok, openMs: opened.ms, openErrors: opened.errors, helperCpuMs: cpuMs, ...delays };
  } finally {
    await helper.stop();
  }
}

/**
 * Marks on random rows of the 50 lists, 50 connections, through `first`; its ratio to the bare route.
 * @param {Bus} bus
 * @param {import('../servers.mjs').Server} first
 * @param {import('../servers.mjs').Server} second
 */
async function markThroughput(bus, first, second) {
  const name = `busMark-${bus}`;
  const load = await measuredLoad(
    name,
    { ...markOptions(state.markRows), url: first.base },
    { pids: { first: first.pid, second: second.pid, serverA: state.a.pid }, sampleClient: state.sampler },
  );
  delete results.details[name]; // kept under buses[bus] instead
  const bare = bareForRatios();
  const ratio = load.requestsPerSecond / bare;
  const clean = load.non2xx === 0 && load.errors === 0;
  row(
    markRow(bus),
    `${round(ratio, 3)} (${load.requestsPerSecond} req/s, p99 ${load.latencyMs.p99} ms)`,
    '≥ 0.4',
    ratio >= 0.4 && clean,
    `${clean ? '' : `non-2xx ${load.non2xx}, errors ${load.errors}; `}CPU cores: ${JSON.stringify(load.cpuCores)}`,
  );
  return { ...load, bareRequestsPerSecond: round(bare, 0), ratio: round(ratio, 3) };
}

/** @param {Bus} bus */
async function measureBus(bus) {
  results.details.buses ??= {};
  const missing = await brokerMissing(bus);
  if (missing) {
    row(fanOutRow(bus), `not measured: ${missing}`, '≤ 100 ms', null);
    row(markRow(bus), `not measured: ${missing}`, '≥ 0.4', null);
    results.details.buses[bus] = { notMeasured: missing };
    return;
  }
  /** @type {import('../servers.mjs').Server[]} */
  const servers = [];
  try {
    for (const i of [1, 2]) {
      const port = await freePort();
      servers.push(await startServer({ port, publicUrl: state.publicUrl, label: `bus-${bus}-${i}`, bus }));
    }
    const [first, second] = /** @type {[import('../servers.mjs').Server, import('../servers.mjs').Server]} */ (servers);
    await sleep(500);
    const fanOut = await fanOutAcross(bus, first, second);
    const mark = await markThroughput(bus, first, second);
    results.details.buses[bus] = { fanOut, mark };
  } finally {
    await Promise.all(servers.map((server) => stopChild(server.child)));
  }
}

export async function measureBuses() {
  if (!Number.isFinite(bareMean().bare)) {
    // Only these steps were asked for: the ratios need the bare route of this run.
    await step('buses: bare Fastify yardstick', 60_000, async () => {
      state.bareForBuses = await bareRun('bareForBuses');
    });
  }
  for (const bus of buses) await step(`buses: ${bus}`, 150_000, () => measureBus(bus));
}
