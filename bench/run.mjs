#!/usr/bin/env node
// @ts-check
// `npm run bench`: the benchmark suite with budgets (issue 7). Runs the built server (`node server/dist/server.js`)
// against a fresh, randomly named database on a real PostgreSQL server (BENCH_DATABASE_URL), prints a table and writes
// bench/results.json. Exit code 0 even when budgets fail: it is a report. BENCH_QUICK=1 makes every step short;
// `npm run bench -- fan-out idle` (or BENCH_STEPS=fan-out,idle) runs only the steps whose names hold one of the words.
// One module per measurement in bench/measure/. Method and figures: docs/performance.md.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { adminUrl, dbName, profiling, quick, raceDbName, skipBrowser, watchdogMinutes, work } from './config.mjs';
import { killAll, withTimeout } from './lib.mjs';
import { measureAutocomplete } from './measure/autocomplete.mjs';
import { measureBareAfter, measureBareBefore, reportRatiosToBare } from './measure/bare-yardstick.mjs';
import { measureBuses } from './measure/buses.mjs';
import { measureCalDav } from './measure/caldav.mjs';
import { measureCityStreams } from './measure/city-streams.mjs';
import { measureColdStart } from './measure/cold-start.mjs';
import { measureCpuProfiles } from './measure/cpu-profile.mjs';
import { measureFanOut } from './measure/fan-out.mjs';
import { measureSimultaneousFirstStart } from './measure/first-start.mjs';
import { measureIdleStreams } from './measure/idle-streams.mjs';
import { measureLongList } from './measure/long-list.mjs';
import { measureMark } from './measure/mark.mjs';
import { measurePaste } from './measure/paste.mjs';
import { measureReadList } from './measure/read-list.mjs';
import { measureReload } from './measure/reload.mjs';
import { measureScaleOut } from './measure/scale-out.mjs';
import { measureScreens } from './measure/screens.mjs';
import { measureSpending } from './measure/spending.mjs';
import { measureSqlPerRequest } from './measure/sql-per-request.mjs';
import { measureStorage } from './measure/storage.mjs';
import { errorText, log, printTable, results, row, stampEnd, writeResults } from './report.mjs';
import { buildWebClient, setUpUsersAndLists, startServerA } from './setup.mjs';
import { state } from './state.mjs';

// Cleanup: always end the child processes and drop the databases, also on failure, timeout or Ctrl-C.
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await killAll().catch(() => {});
  for (const client of [state.db, state.sampler]) await client?.end().catch(() => {});
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
    console.error(`could not drop database ${dbName}: ${errorText(error)}`);
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
// The whole run is bounded: 15 minutes, then whatever was measured is written and everything is ended.
const watchdog = setTimeout(
  () => {
    console.error(`bench: the run took longer than ${watchdogMinutes} minutes; stopping`);
    row('run', `stopped by the ${watchdogMinutes}-minute watchdog`, '', false);
    finish().finally(() => process.exit(1));
  },
  watchdogMinutes * 60 * 1000,
).unref();

async function createDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await withTimeout(admin.connect(), 10_000, 'connect to BENCH_DATABASE_URL');
  results.database.server = (await admin.query('show server_version')).rows[0].server_version;
  results.database.maxConnections = Number((await admin.query('show max_connections')).rows[0].max_connections);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  log(`created database ${dbName} on PostgreSQL ${results.database.server}`);
}

/** The measurements in the order of the table; each is one step (or a few) with its own time limit. */
async function main() {
  log(`machine: ${JSON.stringify(results.machine)}; quick: ${quick}`);
  await createDatabase();
  if (!skipBrowser) await buildWebClient();
  await startServerA();
  await setUpUsersAndLists();

  // Throughput as ratios to the bare route, measured before and after the app's loads.
  await measureBareBefore();
  await measureReadList();
  await measureMark();
  await measureBareAfter();
  reportRatiosToBare();

  await measureAutocomplete();
  await measurePaste();
  await measureLongList();
  await measureScreens();
  await measureSpending();
  await measureCalDav();
  await measureFanOut();
  await measureIdleStreams();
  await measureScaleOut();
  // Server A idle from here on while other processes are measured: the buses side by side, then 60,000 streams.
  await measureBuses();
  await measureCityStreams();
  await measureSimultaneousFirstStart();
  await measureSqlPerRequest();
  if (profiling) await measureCpuProfiles();
  // Last of the PostgreSQL steps: they tick thousands of rows and add (and remove) other families' purchases, which
  // would weigh on the others.
  await measureStorage();
  await measureReload();
  await measureColdStart();
}

let finished = false;
async function finish() {
  if (finished) return;
  finished = true;
  stampEnd();
  await cleanup();
  writeResults();
  printTable();
}

// Budgets that fail and steps that fail are rows of the report (exit code 0); a run that could not be made at all
// (no database, server A did not start) exits with 1.
let fatal = false;
try {
  await main();
} catch (error) {
  fatal = true;
  console.error(`bench: ${errorText(error, 'stack')}`);
  row('run', `error: ${errorText(error).slice(0, 200)}`, '', false);
}
clearTimeout(watchdog);
await finish();
process.exit(fatal ? 1 : 0);
