// @ts-check
// Two processes started at the same moment on an empty database (a fresh deployment of N processes): do both come up?
import { join } from 'node:path';
import pg from 'pg';
import { adminUrl, dbUrl, raceDbName, root, serverJs, work } from '../config.mjs';
import { freePort, round, startChild, stopChild, waitForOk } from '../lib.mjs';
import { errorText, results, row, step } from '../report.mjs';
import { serverEnv } from '../servers.mjs';
import { state } from '../state.mjs';

export async function measureSimultaneousFirstStart() {
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
          PUBLIC_URL: state.publicUrl,
          DATABASE_URL: url.toString(),
          DATA_DIR: join(work, `data-race-${i}`),
          WEB_DIST: join(work, 'no-web'),
        }),
      }),
    );
    /** @type {({ up: true, ms: number } | { up: false, error: string })[]} */
    const outcomes = await Promise.all(
      starts.map((child, i) =>
        waitForOk(`http://127.0.0.1:${ports[i]}/api/health`, { child, timeoutMs: 45_000 }).then(
          (ms) => ({ up: /** @type {const} */ (true), ms: round(ms, 0) }),
          (error) => ({
            up: /** @type {const} */ (false),
            error:
              errorText(error)
                .split('\n')
                .find((l) => /^\w*Error: /.test(l)) ?? errorText(error).slice(0, 200),
          }),
        ),
      ),
    );
    await Promise.all(starts.map((child) => stopChild(child)));
    results.details.simultaneousFirstStart = outcomes;
    const up = outcomes.filter((o) => o.up).length;
    const failed = outcomes.find((o) => !o.up);
    row(
      'scale-out: 2 processes started at once on an empty database',
      `${up} of 2 started`,
      '',
      null,
      up === 2 ? undefined : `the other exited: ${failed && !failed.up ? failed.error.slice(0, 140) : undefined}`,
    );
  });
}
