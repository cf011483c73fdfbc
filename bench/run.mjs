#!/usr/bin/env node
// `npm run bench`: the benchmark suite with budgets (issue 7). Runs the built server (`node server/dist/server.js`)
// against a fresh, randomly named database on a real PostgreSQL server (BENCH_DATABASE_URL), prints a table and writes
// bench/results.json. Exit code 0 even when budgets fail: it is a report. BENCH_QUICK=1 makes every step short.
// Method and figures: docs/performance.md.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { autocompleteQuery } from '../server/dist/features/catalogue/catalogue.repo.js';
import { measureListPage } from './browser.mjs';
import { autocompleteQueries, insertProducts } from './catalogue.mjs';
import {
  call,
  capCpu,
  cpuMeter,
  freePort,
  killAll,
  machineDescription,
  now,
  percentile,
  request,
  round,
  rssOf,
  sleep,
  startChild,
  stopChild,
  summary,
  waitForOk,
  withTimeout,
} from './lib.mjs';
import { summarizeProfile } from './profile.mjs';
import { startSqlCounter } from './sql-counter.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const serverJs = join(root, 'server/dist/server.js');
const gcHook = join(here, 'gc-hook.cjs');

const quick = process.env.BENCH_QUICK === '1';
const skipBrowser = process.env.BENCH_SKIP_BROWSER === '1';
const profiling = process.env.BENCH_PROFILE === '1';
const size = quick
  ? { duration: 2, warmup: 1, products: 10_000, subscribers: 100, marks: 10, idle: 1000, bigList: 2000, reps: 3 }
  : { duration: 8, warmup: 2, products: 100_000, subscribers: 1000, marks: 30, idle: 10_000, bigList: 2000, reps: 10 };

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `listok_bench_${randomBytes(5).toString('hex')}`;
/** A second database, for starting two processes at once on an empty database. */
const raceDbName = `${dbName}_race`;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const work = mkdtempSync(join(tmpdir(), 'listok-bench-'));

const results = {
  startedAt: new Date().toISOString(),
  quick,
  machine: machineDescription(),
  database: { server: undefined, name: dbName },
  rows: [],
  details: {},
};

/** A row of the table; pass is true/false against the budget, null when there is no budget (information only). */
function row(metric, value, budget, pass, note) {
  results.rows.push({ metric, value, budget: budget ?? '', pass: pass ?? null, ...(note ? { note } : {}) });
  const mark = pass === true ? 'pass' : pass === false ? 'FAIL' : '';
  console.log(`  ${metric}: ${value}${budget ? ` (budget ${budget}) ${mark}` : ''}${note ? ` — ${note}` : ''}`);
}

const log = (text) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);

// ---------------------------------------------------------------------------------------------------------------------
// Cleanup: always end the child processes and drop the database, also on failure, timeout or Ctrl-C.

let pgClients = [];
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await killAll().catch(() => {});
  for (const client of pgClients) await client.end().catch(() => {});
  pgClients = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await withTimeout(
      (async () => {
        await admin.connect();
        for (const name of [dbName, raceDbName]) await admin.query(`drop database if exists ${name} with (force)`);
      })(),
      20_000,
      'drop database',
    );
    log(`dropped database ${dbName}`);
  } catch (error) {
    console.error(`could not drop database ${dbName}: ${error.message}`);
  } finally {
    await admin.end().catch(() => {});
  }
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanup().finally(() => process.exit(130));
  });
}
// The whole run is bounded: 9 minutes, then whatever was measured is written and everything is ended.
const watchdog = setTimeout(
  () => {
    console.error('bench: the run took longer than 9 minutes; stopping');
    row('run', 'stopped by the 9-minute watchdog', '', false);
    finish().finally(() => process.exit(1));
  },
  9 * 60 * 1000,
).unref();

// ---------------------------------------------------------------------------------------------------------------------
// Processes under test

/** Settings of the server that would leak in from the caller's environment. */
const serverVars = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'FEEDBACK_TO',
  'PAGE_SIZE',
  'LOG_LEVEL',
  'RATE_LIMIT_ADDRESS',
  'RATE_LIMIT_STORE',
  'TRUST_PROXY',
  'PUSH_HEARTBEAT_SECONDS',
  'WEB_DIST',
  'LISTOK_BOOTSTRAP_ADMIN',
];
function serverEnv(values) {
  const env = { ...process.env };
  for (const name of serverVars) delete env[name];
  return { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...values };
}

/**
 * Starts `node server/dist/server.js` on PostgreSQL. RATE_LIMIT_ADDRESS=off only lifts the per-address limits of
 * sign-up and search (setup signs users up); none of the measured routes has such a limit.
 */
async function startServer({ port, publicUrl, databaseUrl = dbUrl, webDist, label, nodeArgs = [] }) {
  const child = startChild(process.execPath, [...nodeArgs, '--expose-gc', '--require', gcHook, serverJs], {
    cwd: root,
    env: serverEnv({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, `data-${label}`),
      RATE_LIMIT_ADDRESS: 'off',
      WEB_DIST: webDist ?? join(work, 'no-web'),
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, { child, timeoutMs: 60_000 });
  return { child, pid: child.pid, base, label };
}

async function gcSettle(pid) {
  process.kill(pid, 'SIGUSR2');
  await sleep(1500);
  process.kill(pid, 'SIGUSR2');
  await sleep(1000);
}

// ---------------------------------------------------------------------------------------------------------------------
// Load generation (autocannon in this process, same settings for the bare route and the app)

async function cannon(options) {
  const result = await autocannon({ timeout: 10, ...options });
  return result;
}

/** Samples what the server's connections do in PostgreSQL while a load runs. */
function poolSampler(client, intervalMs = 250) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { rows } = await client.query(
          `select state, coalesce(wait_event_type, '') as wait, count(*)::int as n from pg_stat_activity
           where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
           group by 1, 2`,
        );
        samples.push(rows);
      } catch {
        // a sample less
      }
      await sleep(intervalMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const per = (filter) =>
        round(
          samples.reduce((sum, s) => sum + s.filter(filter).reduce((a, r) => a + r.n, 0), 0) /
            Math.max(1, samples.length),
          1,
        );
      return {
        samples: samples.length,
        active: per((r) => r.state === 'active'),
        activeWaitingOnLock: per((r) => r.state === 'active' && r.wait === 'Lock'),
        idleInTransaction: per((r) => r.state === 'idle in transaction'),
        idle: per((r) => r.state === 'idle'),
      };
    },
  };
}

/** Warm-up, then a measured run with CPU accounting and pool sampling. */
async function measuredLoad(name, options, { pids, sampleClient }) {
  await cannon({ ...options, duration: size.warmup });
  const meter = cpuMeter(pids);
  const sampler = sampleClient ? poolSampler(sampleClient) : undefined;
  const result = await cannon({ ...options, duration: size.duration });
  const cpu = meter.stop();
  const pool = sampler ? await sampler.stop() : undefined;
  const summaryOf = {
    requestsPerSecond: round(result.requests.average, 0),
    total: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: round(result.throughput.average, 0),
    connections: options.connections,
    durationSeconds: size.duration,
    cpuCores: cpu,
    ...(pool ? { postgresConnectionsOfServer: pool } : {}),
  };
  results.details[name] = summaryOf;
  log(
    `${name}: ${summaryOf.requestsPerSecond} req/s, p50 ${summaryOf.latencyMs.p50} ms, p99 ${summaryOf.latencyMs.p99} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}; cpu ${JSON.stringify(cpu)}${pool ? `; pool ${JSON.stringify(pool)}` : ''}`,
  );
  return summaryOf;
}

// ---------------------------------------------------------------------------------------------------------------------
// SSE helpers in child processes

function startSseHelper() {
  const child = fork(join(here, 'sse-clients.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiters = [];
  child.on('message', (message) => waiters.shift()?.(message));
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
    open: (url, headers, count, concurrency = 50, deadlineMs = 90_000) =>
      send({ cmd: 'open', url, headers, count, concurrency, deadlineMs }, deadlineMs + 40_000),
    reset: () => send({ cmd: 'reset' }),
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

/** Pairs the k-th event (by id) with the k-th mutation and answers the delays of every delivery. */
function deliveryDelays(events, mutations, expectedPerEvent) {
  const ids = Object.keys(events)
    .map(Number)
    .sort((a, b) => a - b);
  const fromAnswer = [];
  const fromRequest = [];
  let delivered = 0;
  ids.forEach((id, k) => {
    const mutation = mutations[k];
    if (!mutation) return;
    for (const at of events[String(id)]) {
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

function mergeEvents(parts) {
  const merged = {};
  for (const part of parts) {
    for (const [id, arrivals] of Object.entries(part)) merged[id] = [...(merged[id] ?? []), ...arrivals];
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------------------------------
// The run

const state = {};

/** BENCH_STEPS=autocomplete,read: only the steps whose names contain one of the words (and what they need). */
const onlySteps = process.env.BENCH_STEPS?.split(',').filter(Boolean);
const neededSteps = ['build web client', 'start server A', 'setup:'];

async function step(name, timeoutMs, fn) {
  if (onlySteps && ![...onlySteps, ...neededSteps].some((word) => name.includes(word))) return;
  log(`— ${name}`);
  const started = now();
  try {
    await withTimeout(fn(), timeoutMs, name);
  } catch (error) {
    console.error(`${name} failed: ${error.stack ?? error}`);
    row(`${name}`, `error: ${String(error.message ?? error).slice(0, 160)}`, '', false);
  }
  results.details.stepSeconds ??= {};
  results.details.stepSeconds[name] = round((now() - started) / 1000, 1);
}

const cookieOf = (answer) => {
  const header = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('listok_session='));
  if (!header) throw new Error('no session cookie in the answer');
  return header.split(';')[0];
};

async function signUp(base, tag) {
  const answer = await call(base, 'POST', '/api/signup', {
    body: { email: `${tag}@example.com`, username: tag, password: 'bench-secret-1', password_re: 'bench-secret-1' },
    expected: [201],
  });
  return cookieOf(answer);
}

async function createSharedList(base, name) {
  const list = (await call(base, 'POST', '/api/lists', { cookie: state.owner, body: { name }, expected: [201] })).json;
  await call(base, 'GET', `/api/list/${list.id}/join?ac=${encodeURIComponent(list.access)}`, { cookie: state.member });
  return list.id;
}

/** Puts `count` common goods on a list straight in SQL (setup, not measured). */
async function fillList(listId, count, offset = 0) {
  await state.db.query(
    `insert into list_items (list_id, product_id, unit_id, added_by)
     select $1, p.id, coalesce(p.default_unit_id, (select id from units where code = 'pcs')), u.id
     from products p, (select id from users where username = 'bench_owner') u
     where p.common order by p.id offset $3 limit $2`,
    [listId, count, offset],
  );
}

async function main() {
  log(`machine: ${JSON.stringify(results.machine)}; quick: ${quick}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await withTimeout(admin.connect(), 10_000, 'connect to BENCH_DATABASE_URL');
  results.database.server = (await admin.query('show server_version')).rows[0].server_version;
  results.database.maxConnections = Number((await admin.query('show max_connections')).rows[0].max_connections);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  log(`created database ${dbName} on PostgreSQL ${results.database.server}`);

  // The web client for the Chromium part, built into a private directory (web/dist belongs to the other builds).
  let webDist;
  if (!skipBrowser) {
    await step('build web client (private dir)', 180_000, async () => {
      const out = join(work, 'web-dist');
      const build = startChild(join(root, 'web/node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir'], {
        cwd: join(root, 'web'),
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const code = await build.exited;
      if (code !== 0) throw new Error(`vite build failed (${code}): ${build.output.slice(-500)}`);
      webDist = out;
    });
  }

  const portA = await freePort();
  const publicUrl = `http://localhost:${portA}`;
  state.publicUrl = publicUrl;
  await step('start server A', 90_000, async () => {
    const started = now();
    state.a = await startServer({ port: portA, publicUrl, webDist, label: 'a' });
    results.details.firstStartOnPostgresMs = round(now() - started, 0);
  });
  if (!state.a) throw new Error('server A did not start');
  const base = state.a.base;
  state.db = new pg.Client({ connectionString: dbUrl });
  state.sampler = new pg.Client({ connectionString: dbUrl });
  pgClients.push(state.db, state.sampler);
  await state.db.connect();
  await state.sampler.connect();

  await step('setup: users and lists', 120_000, async () => {
    state.owner = await signUp(base, 'bench_owner');
    state.member = await signUp(base, 'bench_member');
    // The list of 100 items, filled through the API.
    state.list100 = await createSharedList(base, 'Закупка на неделю');
    const { rows } = await state.db.query('select id from products where common order by id limit 100');
    for (const { id } of rows) {
      await call(base, 'POST', `/api/list/${state.list100}/add`, {
        cookie: state.owner,
        body: { item: id },
        expected: [201],
      });
    }
    // 50 more lists of 100 items for the write path: 50 families marking at once, not one list's lock.
    state.markLists = [];
    for (let i = 0; i < 50; i += 1) {
      const id = await createSharedList(base, `Семья ${i + 1}`);
      await fillList(id, 100, i * 5);
      state.markLists.push(id);
    }
    state.markRows = (
      await state.db.query('select id from list_items where list_id = any($1::int[])', [state.markLists])
    ).rows.map((r) => r.id);
    state.list100Rows = (
      await state.db.query('select id from list_items where list_id = $1 order by id', [state.list100])
    ).rows.map((r) => r.id);
    const payload = await call(base, 'GET', `/api/list/${state.list100}`, { cookie: state.member });
    if (payload.json.length !== 100) throw new Error(`list has ${payload.json.length} items, not 100`);
    state.payloadFile = join(work, 'list100.json');
    writeFileSync(state.payloadFile, payload.text);
    results.details.list100PayloadBytes = Buffer.byteLength(payload.text);
  });

  // 1. Read a list of 100 items, and the bare yardstick before and after.
  const bareRun = async (label) => {
    const port = await freePort();
    const bare = startChild(process.execPath, [join(here, 'bare-server.mjs'), state.payloadFile], {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
    });
    try {
      await waitForOk(`http://127.0.0.1:${port}/bare`, { child: bare, timeoutMs: 20_000 });
      return await measuredLoad(
        label,
        { url: `http://127.0.0.1:${port}/bare`, connections: 50 },
        { pids: { bare: bare.pid } },
      );
    } finally {
      await stopChild(bare);
    }
  };
  const pidsA = () => ({ serverA: state.a.pid });
  await step('bare Fastify yardstick (before)', 60_000, async () => {
    state.bareBefore = await bareRun('bareBefore');
  });
  await step('read a list of 100 items', 60_000, async () => {
    state.read = await measuredLoad(
      'read100',
      { url: `${base}/api/list/${state.list100}`, connections: 50, headers: { cookie: state.member } },
      { pids: pidsA(), sampleClient: state.sampler },
    );
  });

  // 2. Marks: spread over 50 lists (the budget), and all on one list (lock contention, information).
  const markOptions = (rowIds) => ({
    url: base,
    connections: 50,
    method: 'PATCH',
    headers: { cookie: state.member, 'content-type': 'application/json' },
    body: '{}',
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: `/api/list-item/mark/${rowIds[Math.floor(Math.random() * rowIds.length)]}`,
        }),
      },
    ],
  });
  await step('mark an item', 60_000, async () => {
    state.mark = await measuredLoad('mark50lists', markOptions(state.markRows), {
      pids: pidsA(),
      sampleClient: state.sampler,
    });
  });
  await step('mark an item, all on one list', 60_000, async () => {
    state.markHot = await measuredLoad('mark1list', markOptions(state.list100Rows), {
      pids: pidsA(),
      sampleClient: state.sampler,
    });
  });
  await step('bare Fastify yardstick (after)', 60_000, async () => {
    state.bareAfter = await bareRun('bareAfter');
  });
  if (state.bareBefore || state.bareAfter) {
    const bares = [state.bareBefore, state.bareAfter].filter(Boolean).map((b) => b.requestsPerSecond);
    const bare = bares.length ? bares.reduce((a, b) => a + b, 0) / bares.length : Number.NaN;
    results.details.bareRequestsPerSecond = round(bare, 0);
    row(
      'bare Fastify, same 100-item JSON (50 conn.)',
      `${round(bare, 0)} req/s`,
      '',
      null,
      `runs: ${bares.join(', ')}`,
    );
    if (state.read) {
      const ratio = state.read.requestsPerSecond / bare;
      row(
        'read list of 100: throughput ratio to bare',
        `${round(ratio, 3)} (${state.read.requestsPerSecond} req/s)`,
        '≥ 0.4',
        ratio >= 0.4,
      );
      row(
        'read list of 100: p99 latency (50 conn.)',
        `${state.read.latencyMs.p99} ms`,
        '≤ 25 ms',
        state.read.latencyMs.p99 <= 25,
      );
      if (state.read.non2xx || state.read.errors)
        row('read list of 100: non-2xx / errors', `${state.read.non2xx} / ${state.read.errors}`, '0', false);
    }
    if (state.mark) {
      const ratio = state.mark.requestsPerSecond / bare;
      row(
        'mark item (50 lists): throughput ratio to bare',
        `${round(ratio, 3)} (${state.mark.requestsPerSecond} req/s, p99 ${state.mark.latencyMs.p99} ms)`,
        '≥ 0.2',
        ratio >= 0.2,
      );
      if (state.mark.non2xx || state.mark.errors)
        row('mark item: non-2xx / errors', `${state.mark.non2xx} / ${state.mark.errors}`, '0', false);
    }
    if (state.markHot) {
      row(
        'mark item, 50 conn. on ONE list (row lock)',
        `${round(state.markHot.requestsPerSecond / bare, 3)} (${state.markHot.requestsPerSecond} req/s, p99 ${state.markHot.latencyMs.p99} ms)`,
        '',
        null,
      );
    }
  }

  // 3. Autocomplete over 100,000 products.
  await step('autocomplete over the catalogue', 180_000, async () => {
    let started = now();
    await insertProducts(state.db, size.products);
    // What autovacuum does soon after a bulk load: merge the GIN pending list and gather statistics.
    await state.db.query('vacuum analyze products');
    results.details.productsInsertSeconds = round((now() - started) / 1000, 1);
    const total = Number((await state.db.query('select count(*) from products where common')).rows[0].count);
    results.details.commonProducts = total;
    log(`catalogue: ${total} common products (insert + vacuum ${results.details.productsInsertSeconds} s)`);

    const agent1 = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (lang, text) =>
      request(`${base}/api/item/autocomplete?name=${encodeURIComponent(text)}`, {
        headers: { cookie: `${state.member}; lang=${lang}` },
        useAgent: agent1,
      });
    for (const [lang, text] of autocompleteQueries) {
      const answer = await ask(lang, text);
      if (answer.status !== 200) throw new Error(`autocomplete ${text}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    const perQuery = {};
    const all = [];
    /** The server's own time of each request (its Server-Timing header: request received → answer sent). */
    const server = [];
    for (let rep = 0; rep < size.reps; rep += 1) {
      for (const [lang, text] of autocompleteQueries) {
        started = now();
        const answer = await ask(lang, text);
        const ms = now() - started;
        if (answer.status !== 200) throw new Error(`autocomplete ${text}: ${answer.status}`);
        all.push(ms);
        const serverMs = Number(/app;dur=([\d.]+)/.exec(answer.headers['server-timing'] ?? '')?.[1]);
        if (!Number.isFinite(serverMs)) throw new Error('autocomplete answered no Server-Timing');
        server.push(serverMs);
        const key = `${lang}:${text}`;
        perQuery[key] ??= { times: [], serverTimes: [], found: JSON.parse(answer.text).length };
        perQuery[key].times.push(ms);
        perQuery[key].serverTimes.push(serverMs);
      }
    }
    agent1.destroy();
    // The very SQL of catalogue.repo.ts, explained in the database: the database's share of the time and the plan.
    const userId = Number((await state.db.query(`select id from users where username = 'bench_member'`)).rows[0].id);
    const dialect = new PgDialect();
    // As the repository runs it: with sequential scans off for the statement.
    const explain = async (lang, text, settings = ['enable_seqscan = off']) => {
      const query = dialect.sqlToQuery(autocompleteQuery(text.toLowerCase().replaceAll('ё', 'е'), lang, userId));
      // Settings are changed for one transaction only.
      await state.db.query('begin');
      try {
        for (const setting of settings) await state.db.query(`set local ${setting}`);
        const plan = (await state.db.query(`explain (analyze, format json) ${query.sql}`, query.params)).rows[0][
          'QUERY PLAN'
        ][0];
        const scans = new Set();
        const walk = (node) => {
          if (/Scan/.test(node['Node Type']) && !/CTE|Subquery/.test(node['Node Type']))
            scans.add(`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`);
          for (const child of node.Plans ?? []) walk(child);
        };
        walk(plan.Plan);
        return { ms: round(plan['Execution Time'], 2), scans: [...scans].join(', ') };
      } finally {
        await state.db.query('rollback');
      }
    };
    for (const [lang, text] of autocompleteQueries) {
      const entry = perQuery[`${lang}:${text}`];
      const plan = await explain(lang, text);
      entry.sqlExecutionMs = plan.ms;
      entry.scans = plan.scans;
    }
    // What the indexes buy: the same queries with index scans switched off for one transaction.
    const experiments = {};
    for (const [lang, text] of [
      ['ru', 'мо'],
      ['ru', 'мол'],
      ['ru', 'ок'],
      ['en', 'milk'],
    ]) {
      const withIndex = await explain(lang, text);
      const without = await explain(lang, text, ['enable_bitmapscan = off', 'enable_indexscan = off']);
      experiments[`indexes, ${lang}:${text}`] = {
        withIndexMs: withIndex.ms,
        withoutIndexMs: without.ms,
        scans: withIndex.scans,
      };
    }
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
    const sqlTimes = Object.values(perQuery).map((e) => e.sqlExecutionMs);
    const overall = summary(all);
    const serverOverall = summary(server);
    const slowest = Object.entries(table).sort((a, b) => b[1].serverP50 - a[1].serverP50)[0];
    results.details.autocomplete = {
      requests: all.length,
      latencyMs: overall,
      serverMs: serverOverall,
      sqlExecutionMs: summary(sqlTimes),
      perQuery: table,
    };

    // A few connections at once, for throughput (information).
    let k = 0;
    const concurrent = await cannon({
      url: base,
      connections: 4,
      duration: Math.max(2, size.duration / 2),
      requests: [
        {
          setupRequest: (req) => {
            const [lang, text] = autocompleteQueries[k++ % autocompleteQueries.length];
            return {
              ...req,
              path: `/api/item/autocomplete?name=${encodeURIComponent(text)}`,
              headers: { ...req.headers, cookie: `${state.member}; lang=${lang}` },
            };
          },
        },
      ],
    });
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
      `slowest: "${slowest[0]}" server p50 ${slowest[1].serverP50} ms, SQL ${slowest[1].sqlExecutionMs} ms via ${slowest[1].scans}`,
    );
    row(
      'autocomplete: p95 client-observed (1 conn., keep-alive)',
      `${overall.p95} ms (p50 ${overall.p50}, max ${overall.max})`,
      '',
      null,
    );
    row('autocomplete: SQL execution time p95 (EXPLAIN ANALYZE)', `${summary(sqlTimes).p95} ms`, '', null);
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

  // 6. A list of 2,000 items: read latency and the screen in Chromium.
  await step('list of 2,000 items', 150_000, async () => {
    state.list2000 = await createSharedList(base, 'Большой список');
    await fillList(state.list2000, size.bigList, 300);
    const url = `/api/list/${state.list2000}`;
    let bytes = 0;
    for (let i = 0; i < 3; i += 1)
      bytes = Buffer.byteLength((await call(base, 'GET', url, { cookie: state.member })).text);
    const times = [];
    for (let i = 0; i < (quick ? 10 : 40); i += 1) {
      const answer = await call(base, 'GET', url, { cookie: state.member });
      times.push(answer.endedAt - answer.sentAt);
    }
    const stats = summary(times);
    // What a browser receives: the same answer compressed (made once, then kept).
    const sizeIn = async (encoding) => {
      let answer;
      for (let i = 0; i < 2; i += 1)
        answer = await request(`${base}${url}`, { headers: { cookie: state.member, 'accept-encoding': encoding } });
      return answer.headers['content-encoding'] === encoding ? answer.bytes : undefined;
    };
    const [br, gzip] = [await sizeIn('br'), await sizeIn('gzip')];
    const hundred = await request(`${base}/api/list/${state.list100}`, {
      headers: { cookie: state.member, 'accept-encoding': 'br' },
    });
    results.details.list2000 = {
      items: size.bigList,
      bytes,
      brotliBytes: br,
      gzipBytes: gzip,
      list100BrotliBytes: hundred.bytes,
      latencyMs: stats,
    };
    const kb = (n) => (n === undefined ? 'not compressed' : `${round(n / 1024, 0)} KB`);
    row(
      `read list of ${size.bigList} items: p50 (1 conn.)`,
      `${stats.p50} ms (p95 ${stats.p95}; ${kb(bytes)}, Brotli ${kb(br)}, gzip ${kb(gzip)}; 100 items: Brotli ${round(hundred.bytes / 1024, 1)} KB)`,
      '≤ 40 ms',
      stats.p50 <= 40,
    );

    if (skipBrowser) {
      row(`list of ${size.bigList} in Chromium`, 'skipped: BENCH_SKIP_BROWSER=1', '', null);
      return;
    }
    if (!webDist) {
      row(
        `list of ${size.bigList} in Chromium`,
        'skipped: list screen not ready (the web client did not build)',
        '',
        null,
      );
      return;
    }
    const page = await measureListPage({
      base: publicUrl,
      cookie: state.member,
      listId: state.list2000,
      rows: size.bigList,
    });
    results.details.list2000Browser = page;
    if (page.skipped) {
      row(`list of ${size.bigList} in Chromium`, `skipped: ${page.skipped}`, '', null);
      return;
    }
    row(
      `list of ${size.bigList} in Chromium: rows shown after navigation`,
      `${round(page.rowsShownWarmMs, 0)} ms (first visit ${round(page.rowsShownColdMs, 0)} ms)`,
      'report',
      null,
      `longest main-thread task ${round(page.loadLongestTaskMs, 0)} ms`,
    );
    if (page.markSkipped)
      row(`list of ${size.bigList} in Chromium: mark click`, `skipped: ${page.markSkipped}`, '', null);
    else {
      row(
        `list of ${size.bigList} in Chromium: mark click until shown`,
        `${round(page.markShownMs, 0)} ms`,
        'report',
        null,
        `longest task during the tick and its reloads ${round(page.markLongestTaskMs, 0)} ms, blocking ${round(page.markTbtMs, 0)} ms`,
      );
    }
  });

  // 4. Push fan-out to 1,000 subscribers of one list.
  const topicUrl = (listId) => `/.well-known/mercure?topic=${encodeURIComponent(`${publicUrl}/lists/${listId}`)}`;
  const markSeries = async (server, count, spacingMs) => {
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
  };
  await step('push fan-out', 120_000, async () => {
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

  // 5. 10,000 idle streams on one process: memory per connection.
  await step('idle streams', 180_000, async () => {
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
        oneEventToAll: delays,
      };
      row(
        `idle streams: memory per connection (${ok} open)`,
        `${round(perConnection / 1024, 1)} KB (RSS ${round(before / 1024 ** 2, 0)} → ${round(after / 1024 ** 2, 0)} MiB)`,
        '≤ 30 KB',
        perConnection <= 30 * 1024 && ok >= size.idle * 0.99,
        ok < size.idle ? `only ${ok} of ${size.idle} streams opened within the time limit` : undefined,
      );
      row(
        `one event to ${ok} streams: from the mark's answer`,
        `p50 ${delays.fromAnswerMs.p50} ms, p99 ${delays.fromAnswerMs.p99} ms, max ${delays.fromAnswerMs.max} ms (${delays.delivered}/${delays.expected}); the mark's own answer took ${round(mutations[0].endedAt - mutations[0].sentAt, 1)} ms`,
        '',
        null,
      );
    } finally {
      await Promise.all(helpers.map((h) => h.stop()));
    }
  });

  // 8. Scale-out: a second process on the same database and PUBLIC_URL.
  await step('scale-out: two processes', 150_000, async () => {
    await sleep(1000);
    const portB = await freePort();
    const b = await startServer({ port: portB, publicUrl, label: 'b' });
    state.b = b;
    const readUrl = (server) => `${server}/api/list/${state.list100}`;
    const both = { serverA: state.a.pid, serverB: b.pid };
    const read = (server, connections, duration) =>
      cannon({ url: readUrl(server), connections, duration, headers: { cookie: state.member } });
    /** Reads with 50 connections on A alone, then 25 on A and 25 on B at once (B warmed first); `name` in the details. */
    const oneThenTwo = async (name, extra = {}) => {
      const one = await measuredLoad(
        `${name}OneProcess`,
        { url: readUrl(base), connections: 50, headers: { cookie: state.member } },
        { pids: both },
      );
      await read(b.base, 25, size.warmup);
      const meter = cpuMeter(both);
      const [ra, rb] = await Promise.all([base, b.base].map((server) => read(server, 25, size.duration)));
      const cpu = meter.stop();
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
    };

    const plain = await oneThenTwo('scale');
    row('scale-out read: 1 process (50 conn.) → 2 processes (25 + 25)', plain.text, 'report', null, plain.cpu);

    // Small servers: every process limited to the same share of a core (as if each had a small machine of its own), so
    // the second one brings CPU of its own instead of taking the load generator's and PostgreSQL's.
    const capCores = Number(process.env.BENCH_SCALE_CORES ?? 0.4);
    const smallRow = `scale-out read, processes of ${capCores} core each: 1 → 2`;
    const caps = [capCpu(state.a.pid, capCores, 'a'), capCpu(b.pid, capCores, 'b')];
    try {
      if (caps.some((release) => release === undefined)) {
        row(smallRow, 'not measured: no writable cgroup cpu controller (root)', 'report', null);
      } else {
        const small = await oneThenTwo('scaleSmall', { coresPerProcess: capCores });
        row(smallRow, small.text, 'grows', small.two > small.one * 1.5, small.cpu);
      }
    } finally {
      for (const release of caps) release?.();
    }

    // An event caused on A reaches a subscriber on B.
    const helper = startSseHelper();
    try {
      const opened = await helper.open(`${b.base}${topicUrl(state.list100)}`, { cookie: state.member }, 10, 10);
      await sleep(300);
      await helper.reset();
      const mutations = await markSeries(base, 10, 100);
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
  });

  // Two processes started at the same moment on an empty database (a fresh deployment of N processes).
  await step('scale-out: simultaneous first start', 90_000, async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${raceDbName}`);
    } finally {
      await admin.end();
    }
    const url = new URL(dbUrl);
    url.pathname = `/${raceDbName}`;
    const ports = [await freePort(), await freePort()];
    const starts = ports.map((port, i) =>
      startChild(process.execPath, [serverJs], {
        cwd: root,
        env: serverEnv({
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          DATABASE_URL: url.toString(),
          DATA_DIR: join(work, `data-race-${i}`),
          WEB_DIST: join(work, 'no-web'),
        }),
      }),
    );
    const outcomes = await Promise.all(
      starts.map((child, i) =>
        waitForOk(`http://127.0.0.1:${ports[i]}/api/health`, { child, timeoutMs: 45_000 }).then(
          (ms) => ({ up: true, ms: round(ms, 0) }),
          (error) => ({
            up: false,
            error:
              String(error.message)
                .split('\n')
                .find((l) => /^\w*Error: /.test(l)) ?? String(error.message).slice(0, 200),
          }),
        ),
      ),
    );
    await Promise.all(starts.map((child) => stopChild(child)));
    results.details.simultaneousFirstStart = outcomes;
    const up = outcomes.filter((o) => o.up).length;
    row(
      'scale-out: 2 processes started at once on an empty database',
      `${up} of 2 started`,
      '',
      null,
      up === 2 ? undefined : `the other exited: ${outcomes.find((o) => !o.up)?.error?.slice(0, 140)}`,
    );
  });

  // Per-request SQL: a diagnostic process whose database connection goes through a counting proxy.
  await step('SQL statements per request', 60_000, async () => {
    const target = new URL(dbUrl);
    const counter = await startSqlCounter(target.hostname, Number(target.port || 5432));
    const proxied = new URL(dbUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(counter.port);
    const portC = await freePort();
    const c = await startServer({ port: portC, publicUrl, databaseUrl: proxied.toString(), label: 'c' });
    try {
      const n = 20;
      const measure = async (name, fn) => {
        await fn(); // warm (pool connections, last_seen_at)
        const before = counter.snapshot();
        for (let i = 0; i < n; i += 1) await fn(i);
        const after = counter.snapshot();
        return [
          name,
          {
            statements: round((after.statements - before.statements) / n, 1),
            roundTrips: round((after.roundTrips - before.roundTrips) / n, 1),
          },
        ];
      };
      const openAndClose = (path) =>
        new Promise((resolve, reject) => {
          const req = http.get(`${c.base}${path}`, { agent: false, headers: { cookie: state.member } }, (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          });
          req.on('error', reject);
        });
      const counts = Object.fromEntries([
        await measure('GET /api/health', () => call(c.base, 'GET', '/api/health')),
        await measure('GET /api/list/{id} (100 items)', () =>
          call(c.base, 'GET', `/api/list/${state.list100}`, { cookie: state.member }),
        ),
        await measure('PATCH /api/list-item/mark/{row}', (i = 0) =>
          call(c.base, 'PATCH', `/api/list-item/mark/${state.markRows[i ?? 0]}`, { cookie: state.member, body: {} }),
        ),
        await measure('GET /api/item/autocomplete', () =>
          call(c.base, 'GET', '/api/item/autocomplete?name=мол', { cookie: state.member }),
        ),
        await measure('GET /.well-known/mercure (open)', () => openAndClose(topicUrl(state.list100))),
      ]);
      results.details.sqlPerRequest = counts;
      row(
        'SQL statements (round trips) per request',
        Object.entries(counts)
          .filter(([name]) => !name.includes('health'))
          .map(([name, c]) => `${name.replace(/^(GET|PATCH) /, '')} ${c.statements} (${c.roundTrips})`)
          .join('; '),
        '',
        null,
      );
    } finally {
      await stopChild(c.child);
      await counter.close();
    }
  });

  // Optional (BENCH_PROFILE=1): CPU profiles of a server process under the read and the mark load.
  if (profiling) {
    for (const [name, options] of [
      ['read100', { url: `${base}/api/list/${state.list100}`, connections: 50, headers: { cookie: state.member } }],
      ['mark50lists', markOptions(state.markRows)],
      ['read2000', { url: `${base}/api/list/${state.list2000}`, connections: 4, headers: { cookie: state.member } }],
    ]) {
      await step(`CPU profile: ${name}`, 90_000, async () => {
        const dir = join(work, `profile-${name}`);
        const port = await freePort();
        const p = await startServer({
          port,
          publicUrl,
          label: `p-${name}`,
          nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
        });
        try {
          await cannon({ ...options, url: options.url.replace(base, p.base), duration: size.warmup + size.duration });
        } finally {
          await stopChild(p.child, 10_000);
        }
        const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
        if (!file) throw new Error('no profile written');
        const profile = summarizeProfile(join(dir, file));
        results.details.cpuProfiles ??= {};
        results.details.cpuProfiles[name] = profile;
        row(
          `CPU profile of the server, ${name}: self time`,
          `by package: ${profile.byPackage
            .slice(0, 5)
            .map((p) => `${p.name} ${p.percent}%`)
            .join(', ')}; by function: ${profile.byFunction
            .slice(0, 3)
            .map((f) => `${f.label ?? f.name} ${f.percent}%`)
            .join(', ')}`,
          '',
          null,
        );
      });
    }
  }

  // 7. Cold start on an existing embedded database.
  await step('cold start (PGlite)', 120_000, async () => {
    const dataDir = join(work, 'pglite-cold');
    const port = await freePort();
    const spawnServer = () =>
      startChild(process.execPath, [serverJs], {
        cwd: root,
        env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` }),
      });
    const timeToFirstAnswer = async () => {
      const started = now();
      const child = spawnServer();
      try {
        return await waitForOk(`http://127.0.0.1:${port}/api/health`, {
          since: started,
          child,
          timeoutMs: 60_000,
          intervalMs: 10,
        });
      } finally {
        await stopChild(child, 10_000);
      }
    };
    const first = await timeToFirstAnswer();
    const times = [];
    for (let i = 0; i < 3; i += 1) times.push(await timeToFirstAnswer());
    const median = percentile(times, 50);
    results.details.coldStart = { firstStartNewDirMs: round(first, 0), reopenMs: times.map((t) => round(t, 0)) };
    row(
      'cold start, existing PGlite data: spawn → first 200 /api/health',
      `${round(median, 0)} ms median of 3 (${times.map((t) => round(t, 0)).join(', ')}; new dir ${round(first, 0)} ms)`,
      '≤ 2000 ms',
      median <= 2000,
    );
  });
}

let finished = false;
async function finish() {
  if (finished) return;
  finished = true;
  results.finishedAt = new Date().toISOString();
  results.durationSeconds = round((Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000, 0);
  await cleanup();
  writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable();
}

function printTable() {
  const m = results.machine;
  console.log(`\nListok benchmark — ${results.startedAt}${quick ? ' (BENCH_QUICK: short and small)' : ''}`);
  console.log(
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, load average at start ${m.loadAverageAtStart}; ` +
      `PostgreSQL ${results.database.server ?? 'unknown'}`,
  );
  const lines = results.rows.map((r) => [
    r.metric,
    String(r.value),
    String(r.budget),
    r.pass === true ? 'pass' : r.pass === false ? 'FAIL' : '—',
  ]);
  const header = ['metric', 'value', 'budget', 'result'];
  const widths = header.map((h, i) =>
    Math.min(i === 1 ? 70 : 64, Math.max(h.length, ...lines.map((l) => l[i].length))),
  );
  const fmt = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  const failed = results.rows.filter((r) => r.pass === false).length;
  console.log(
    `\n${failed === 0 ? 'All budgets met.' : `${failed} row(s) FAIL.`} Details: bench/results.json (${results.durationSeconds} s).`,
  );
}

// Budgets that fail and steps that fail are rows of the report (exit code 0); a run that could not be made at all
// (no database, server A did not start) exits with 1.
let fatal = false;
try {
  await main();
} catch (error) {
  fatal = true;
  console.error(`bench: ${error.stack ?? error}`);
  row('run', `error: ${String(error.message ?? error).slice(0, 200)}`, '', false);
}
clearTimeout(watchdog);
await finish();
process.exit(fatal ? 1 : 0);
