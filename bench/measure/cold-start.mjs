// @ts-check
// Cold start: `node server/dist/server.js` on a PGlite DATA_DIR migrated and seeded by a first start; spawn to the
// first 200 of /api/health, median of 3 (budget ≤ 2 s).
import { join } from 'node:path';
import { root, serverJs, work } from '../config.mjs';
import { freePort, now, percentile, round, startChild, stopChild, waitForOk } from '../lib.mjs';
import { results, row, step } from '../report.mjs';
import { serverEnv } from '../servers.mjs';

export async function measureColdStart() {
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
