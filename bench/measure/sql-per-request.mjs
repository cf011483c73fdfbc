// @ts-check
// SQL statements and round trips per request: a diagnostic server process (never the measured one) whose database
// connection goes through a counting proxy (bench/sql-counter.mjs).
import http from 'node:http';
import { dbUrl } from '../config.mjs';
import { call, freePort, round, stopChild } from '../lib.mjs';
import { results, row, step } from '../report.mjs';
import { startServer } from '../servers.mjs';
import { startSqlCounter } from '../sql-counter.mjs';
import { state } from '../state.mjs';
import { topicUrl } from '../streams.mjs';

/**
 * Opens a push stream and closes it at its first bytes.
 * @param {string} url
 * @returns {Promise<void>}
 */
const openAndClose = (url) =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { cookie: state.member } }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', reject);
  });

export async function measureSqlPerRequest() {
  await step('SQL statements per request', 60_000, async () => {
    const target = new URL(dbUrl);
    const counter = await startSqlCounter(target.hostname, Number(target.port || 5432));
    const proxied = new URL(dbUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(counter.port);
    const portC = await freePort();
    const c = await startServer({
      port: portC,
      publicUrl: state.publicUrl,
      databaseUrl: proxied.toString(),
      label: 'c',
    });
    try {
      const n = 20;
      /**
       * @param {string} name
       * @param {(i?: number) => Promise<unknown>} fn
       * @returns {Promise<[string, { statements: number, roundTrips: number }]>}
       */
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
        await measure('GET /.well-known/mercure (open)', () => openAndClose(`${c.base}${topicUrl(state.list100)}`)),
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
}
