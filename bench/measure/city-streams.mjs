// @ts-check
// A city's streams (issue 24): 60,000 idle SSE streams spread over 4 server processes (bus: Redis when it answers,
// else PostgreSQL NOTIFY) on the bench database and server A's PUBLIC_URL, held by 4 helper processes of 15,000 streams
// each — a process may hold 20,000 open files here, so neither side can hold them all. Every helper spreads its streams
// evenly over the 4 processes and connects from an address of its own (127.0.0.2–5), so that no local address runs out
// of ports. Each process's RSS after a full GC before and after, per stream (budget ≤ 8 KB), then one mark through one
// process (after one that is not measured) and the arrival of its event on every stream (reported). BENCH_QUICK:
// 4 × 1,000.
import { city } from '../config.mjs';
import { freePort, now, round, rssOf, sleep, stopChild, summary } from '../lib.mjs';
import { cpuMeter, cpuTicks } from '../machine.mjs';
import { log, results, row, step } from '../report.mjs';
import { brokerMissing, gcSettle, startServer } from '../servers.mjs';
import { state } from '../state.mjs';
import { deliveryDelays, markSeries, mergeEvents, startSseHelper, topicUrl } from '../streams.mjs';

/** @param {number} n */
const count = (n) => n.toLocaleString('en-US');
/** @param {number} bytes */
const mib = (bytes) => round(bytes / 1024 ** 2, 1);
/** @param {number[]} values */
const sum = (values) => values.reduce((a, b) => a + b, 0);

/**
 * The processes whose CPU is counted: the servers and the helpers.
 * @param {import('../servers.mjs').Server[]} servers
 * @param {ReturnType<typeof startSseHelper>[]} helpers
 */
function watchedPids(servers, helpers) {
  /** @type {Record<string, number>} */
  const watched = {};
  servers.forEach((server, k) => {
    watched[`server${k + 1}`] = server.pid;
  });
  helpers.forEach((helper, k) => {
    watched[`helper${k + 1}`] = /** @type {number} */ (helper.child.pid);
  });
  return watched;
}

export async function measureCityStreams() {
  const expected = city.helpers * city.perHelper;
  await step(`city: ${count(expected)} streams over ${city.processes} processes`, 420_000, async () => {
    const busMissing = await brokerMissing('redis');
    const bus = busMissing ? 'postgres' : 'redis';
    if (busMissing) log(`city: ${busMissing}; the processes use PostgreSQL NOTIFY`);
    /** @type {import('../servers.mjs').Server[]} */
    const servers = [];
    /** @type {ReturnType<typeof startSseHelper>[]} */
    const helpers = [];
    try {
      const ports = [];
      for (let i = 0; i < city.processes; i += 1) ports.push(await freePort());
      servers.push(
        ...(await Promise.all(
          ports.map((port, i) => startServer({ port, publicUrl: state.publicUrl, label: `city-${i + 1}`, bus })),
        )),
      );
      await sleep(1500);
      // One process after the other: four full collections at once on two cores would still run when RSS is read.
      for (const server of servers) await gcSettle(server.pid);
      const before = servers.map((server) => rssOf(server.pid));

      for (let i = 0; i < city.helpers; i += 1) helpers.push(startSseHelper());
      const urls = servers.map((server) => `${server.base}${topicUrl(state.list100)}`);
      const openStarted = now();
      const openMeter = cpuMeter(watchedPids(servers, helpers));
      const opened = await Promise.all(
        helpers.map((helper, i) =>
          helper.open(urls, { cookie: state.member }, city.perHelper, 100, 240_000, `127.0.0.${i + 2}`),
        ),
      );
      const openMs = round(now() - openStarted, 0);
      const openCpuCores = openMeter.stop();
      const perServer = servers.map((_, k) => sum(opened.map((o) => o.okPerUrl[k] ?? 0)));
      const ok = sum(perServer);
      log(
        `city: ${ok} of ${expected} streams open in ${openMs} ms (per process ${perServer.join(', ')}; ` +
          `${JSON.stringify(opened.map((o) => o.errors))})`,
      );
      if (ok === 0) throw new Error(`no stream opened: ${JSON.stringify(opened.map((o) => o.errors))}`);
      await sleep(2000);
      for (const server of servers) await gcSettle(server.pid);
      const after = servers.map((server) => rssOf(server.pid));
      const perStream = (sum(after) - sum(before)) / ok;
      const perStreamOf = servers.map((_, k) => Math.round(((after[k] ?? 0) - (before[k] ?? 0)) / (perServer[k] || 1)));
      const helperRss = helpers.map((helper) => rssOf(/** @type {number} */ (helper.child.pid)));

      // A first mark, not measured: the collections above hold each process for a second or more, which a mark right
      // after them would wait for, and the first mark on a process finds its caches empty (the caller's session, the
      // list's answer). Then the quiet is waited for.
      const first = /** @type {import('../servers.mjs').Server} */ (servers[0]);
      await sleep(3000);
      const [warmUp] = await markSeries(first.base, 1, 0);
      await sleep(4000);

      // One mark through the first process: its own streams hear it from it, the others' through the bus.
      await Promise.all(helpers.map((helper) => helper.reset()));
      const watched = watchedPids(servers, helpers);
      const ticksBefore = Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, cpuTicks(pid)]));
      const mutations = await markSeries(first.base, 1, 0);
      /** @type {Awaited<ReturnType<(typeof helpers)[number]['collect']>>[]} */
      let parts = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await sleep(attempt === 0 ? 1000 : 2000);
        parts = await Promise.all(helpers.map((helper) => helper.collect()));
        const arrived = sum(parts.map((p) => sum(Object.values(p.events).map((a) => a.length))));
        if (arrived >= ok) break;
      }
      // CPU milliseconds of each process from the mark to the last collect (idle heartbeats included).
      const cpu = Object.fromEntries(
        Object.entries(watched).map(([name, pid]) => [name, (cpuTicks(pid) - (ticksBefore[name] ?? 0)) * 10]),
      );
      const delays = deliveryDelays(mergeEvents(parts.map((p) => p.events)), mutations, ok);
      const mark = /** @type {import('../streams.mjs').Mutation} */ (mutations[0]);
      // Arrivals on the marking process's streams (delivered by it) and on the others' (through the bus).
      /** @type {number[]} */
      const local = [];
      /** @type {number[]} */
      const remote = [];
      for (const part of parts) {
        for (const [id, times] of Object.entries(part.events)) {
          const from = part.urls[id] ?? [];
          times.forEach((at, j) => {
            (from[j] === 0 ? local : remote).push(at - mark.endedAt);
          });
        }
      }
      const localMs = summary(local);
      const remoteMs = summary(remote);

      results.details.city = {
        bus,
        ...(busMissing ? { busNote: busMissing } : {}),
        processes: city.processes,
        helpers: city.helpers,
        streamsPerHelper: city.perHelper,
        expected,
        streams: ok,
        streamsPerProcess: perServer,
        openMs,
        openCpuCores,
        opened: opened.map((o) => ({ ok: o.ok, okPerProcess: o.okPerUrl, ms: o.ms, errors: o.errors })),
        rssBeforeMiB: before.map(mib),
        rssAfterMiB: after.map(mib),
        bytesPerStream: Math.round(perStream),
        bytesPerStreamPerProcess: perStreamOf,
        helperRssMiB: helperRss.map(mib),
        oneEventToAll: {
          ...delays,
          markAnswerMs: round(mark.endedAt - mark.sentAt, 1),
          warmUpMarkAnswerMs: warmUp ? round(warmUp.endedAt - warmUp.sentAt, 1) : undefined,
          onMarkingProcessMs: localMs,
          onOtherProcessesMs: remoteMs,
          helperCpuMs: parts.map((p) => p.cpuMs),
          cpuMsFromTheMarkToTheLastCollect: cpu,
        },
      };
      row(
        `${count(expected)} idle streams over ${city.processes} processes (bus ${bus}): memory per stream`,
        `${round(perStream / 1024, 1)} KB (per process ${perStreamOf.map((b) => round(b / 1024, 1)).join(', ')} KB; ` +
          `RSS ${before.map((b) => round(b / 1024 ** 2, 0)).join('/')} → ${after.map((b) => round(b / 1024 ** 2, 0)).join('/')} MiB)`,
        '≤ 8 KB',
        perStream <= 8 * 1024 && ok >= expected * 0.99,
        ok < expected ? `only ${ok} of ${expected} streams opened within the time limit` : undefined,
      );
      row(
        `one event to ${count(expected)} streams over ${city.processes} processes (bus ${bus}): p99 from the mark's answer`,
        `p99 ${delays.fromAnswerMs.p99} ms (p50 ${delays.fromAnswerMs.p50}, max ${delays.fromAnswerMs.max}; ` +
          `${delays.delivered}/${delays.expected} delivered); the mark's own answer took ${round(mark.endedAt - mark.sentAt, 1)} ms`,
        'report',
        null,
        `from the request p99 ${delays.fromRequestMs.p99} ms; from the answer on the marking process p50 ${localMs.p50}, ` +
          `p99 ${localMs.p99} ms, on the others p50 ${remoteMs.p50}, p99 ${remoteMs.p99} ms; ` +
          `CPU ms until the last collect ${JSON.stringify(cpu)}`,
      );
    } finally {
      await Promise.all(helpers.map((helper) => helper.stop()));
      await Promise.all(servers.map((server) => stopChild(server.child)));
    }
  });
}
