// @ts-check
// Autocomplete over 100,000 products: 26 texts of 2–6 letters in both languages, each `size.reps` times at one
// connection; the budget is the server's own time from its Server-Timing header (p95 ≤ 10 ms), with the client's time,
// the SQL's (autocomplete-plans.mjs) and 4 connections' throughput beside it.
import http from 'node:http';
import { autocompleteQueries, insertProducts } from '../catalogue.mjs';
import { size } from '../config.mjs';
import { now, percentile, request, round, summary } from '../lib.mjs';
import { cannon } from '../load.mjs';
import { log, results, row, step } from '../report.mjs';
import { state } from '../state.mjs';
import { explainer, indexExperiments } from './autocomplete-plans.mjs';

/**
 * @typedef {{ times: number[], serverTimes: number[], found: number, sqlExecutionMs?: number, scans?: string }}
 *   QueryTimes
 */

/** The catalogue of `size.products` common goods, as autovacuum leaves it after a bulk load. */
async function fillCatalogue() {
  const started = now();
  await insertProducts(state.db, size.products);
  // What autovacuum does soon after a bulk load: merge the GIN pending list and gather statistics.
  await state.db.query('vacuum analyze products');
  results.details.productsInsertSeconds = round((now() - started) / 1000, 1);
  const total = Number((await state.db.query('select count(*) from products where common')).rows[0].count);
  results.details.commonProducts = total;
  log(`catalogue: ${total} common products (insert + vacuum ${results.details.productsInsertSeconds} s)`);
  return total;
}

/** Every text once to warm up, then `size.reps` rounds at one keep-alive connection. */
async function timeQueries() {
  const agent1 = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /**
   * @param {string} lang
   * @param {string} text
   */
  const ask = (lang, text) =>
    request(`${state.base}/api/item/autocomplete?name=${encodeURIComponent(text)}`, {
      headers: { cookie: `${state.member}; lang=${lang}` },
      useAgent: agent1,
    });
  for (const [lang, text] of autocompleteQueries) {
    const answer = await ask(lang, text);
    if (answer.status !== 200) throw new Error(`autocomplete ${text}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  /** @type {Record<string, QueryTimes>} */
  const perQuery = {};
  /** @type {number[]} */
  const all = [];
  /** The server's own time of each request (its Server-Timing header: request received → answer sent). @type {number[]} */
  const server = [];
  for (let rep = 0; rep < size.reps; rep += 1) {
    for (const [lang, text] of autocompleteQueries) {
      const started = now();
      const answer = await ask(lang, text);
      const ms = now() - started;
      if (answer.status !== 200) throw new Error(`autocomplete ${text}: ${answer.status}`);
      all.push(ms);
      const serverMs = Number(/app;dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''))?.[1]);
      if (!Number.isFinite(serverMs)) throw new Error('autocomplete answered no Server-Timing');
      server.push(serverMs);
      const key = `${lang}:${text}`;
      perQuery[key] ??= { times: [], serverTimes: [], found: JSON.parse(answer.text).length };
      perQuery[key].times.push(ms);
      perQuery[key].serverTimes.push(serverMs);
    }
  }
  agent1.destroy();
  return { perQuery, all, server };
}

/** A few connections at once, for throughput (information). */
async function fourConnections() {
  let k = 0;
  return cannon({
    url: state.base,
    connections: 4,
    duration: Math.max(2, size.duration / 2),
    requests: [
      {
        setupRequest: (req) => {
          const [lang, text] = autocompleteQueries[k++ % autocompleteQueries.length] ?? [];
          return {
            ...req,
            path: `/api/item/autocomplete?name=${encodeURIComponent(String(text))}`,
            headers: { ...req.headers, cookie: `${state.member}; lang=${lang}` },
          };
        },
      },
    ],
  });
}

export async function measureAutocomplete() {
  await step('autocomplete over the catalogue', 180_000, async () => {
    const total = await fillCatalogue();
    const { perQuery, all, server } = await timeQueries();
    const userId = Number((await state.db.query(`select id from users where username = 'bench_member'`)).rows[0].id);
    const explain = explainer(userId);
    for (const [lang, text] of autocompleteQueries) {
      const entry = /** @type {QueryTimes} */ (perQuery[`${lang}:${text}`]);
      const plan = await explain(lang, text);
      entry.sqlExecutionMs = plan.ms;
      entry.scans = plan.scans;
    }
    const experiments = await indexExperiments(explain);
    results.details.autocompleteExperiments = experiments;
    const table = Object.fromEntries(
      Object.entries(perQuery).map(([key, e]) => [
        key,
        {
          found: e.found,
          p50: round(percentile(e.times, 50), 2),
          max: round(Math.max(...e.times), 2),
          serverP50: round(percentile(e.serverTimes, 50), 2),
          sqlExecutionMs: e.sqlExecutionMs,
          scans: e.scans,
        },
      ]),
    );
    const sqlTimes = Object.values(perQuery).map((e) => /** @type {number} */ (e.sqlExecutionMs));
    const overall = summary(all);
    const serverOverall = summary(server);
    const [slowestKey, slowest] = /** @type {[string, (typeof table)[string]]} */ (
      Object.entries(table).sort((a, b) => b[1].serverP50 - a[1].serverP50)[0]
    );
    results.details.autocomplete = {
      requests: all.length,
      latencyMs: overall,
      serverMs: serverOverall,
      sqlExecutionMs: summary(sqlTimes),
      perQuery: table,
    };

    const concurrent = await fourConnections();
    results.details.autocomplete.fourConnections = {
      requestsPerSecond: round(concurrent.requests.average, 0),
      p50: concurrent.latency.p50,
      p99: concurrent.latency.p99,
      non2xx: concurrent.non2xx,
    };
    row(
      `autocomplete over ${total} products: p95 server time (Server-Timing)`,
      `${serverOverall.p95} ms (p50 ${serverOverall.p50}, max ${serverOverall.max})`,
      '≤ 10 ms',
      serverOverall.p95 <= 10,
      `slowest: "${slowestKey}" server p50 ${slowest.serverP50} ms, SQL ${slowest.sqlExecutionMs} ms via ${slowest.scans}`,
    );
    row(
      'autocomplete: p95 client-observed (1 conn., keep-alive)',
      `${overall.p95} ms (p50 ${overall.p50}, max ${overall.max})`,
      '',
      null,
    );
    row(
      'autocomplete: SQL execution time p95 (EXPLAIN ANALYZE; the statement reading the family purchases itself, as add-text runs it)',
      `${summary(sqlTimes).p95} ms`,
      '',
      null,
    );
    row(
      'autocomplete: indexes on / off (SQL)',
      Object.entries(experiments)
        .map(([k, e]) => `${k.split(', ')[1]} ${e.withIndexMs} / ${e.withoutIndexMs} ms`)
        .join('; '),
      '',
      null,
    );
    row(
      'autocomplete: 4 connections',
      `${round(concurrent.requests.average, 0)} req/s, p99 ${concurrent.latency.p99} ms`,
      '',
      null,
    );
  });
}
