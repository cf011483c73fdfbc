// @ts-check
// The reload every open client of a list makes when an event of it arrives (step "reload after a push event"), for the
// capacity model of docs/performance.md ("Scale: the figures of a city", `npm run capacity`).
import { quick } from '../config.mjs';
import { call, percentile, round } from '../lib.mjs';
import { measuredLoad } from '../load.mjs';
import { results, row, step } from '../report.mjs';
import { state } from '../state.mjs';
import { rowsOf } from './storage.mjs';

export async function measureReload() {
  // What every open client of a list asks when an event of it arrives: the web client reloads every query of the list
  // (shared/api/item-caches.ts refreshList): its header, its items and the members' suggestions. Measured with the
  // bench's purchases, and again with other families' purchases added (lists the member is not on), as the
  // suggestions' statements may read purchases beyond the member's (knownPurchase's `or`, lib/purchases.ts).
  await step('reload after a push event (header, items, suggestions)', 150_000, async () => {
    const lists = state.markLists;
    // Lists halfway through a trip (every other item still open, so "goes with it" has items to go with), and a
    // history in trips: each list's purchases in groups of 20, a week apart (the bench ticked them all within minutes,
    // which would make every purchase of a list go with every other).
    await state.db.query(
      `update list_items set completed = (id % 2 = 0), completed_at = case when id % 2 = 0 then now() end,
         completed_by = case when id % 2 = 0 then (select id from users where username = 'bench_member') end
       where list_id = any($1::int[])`,
      [lists],
    );
    await state.db.query('update lists set items_version = items_version + 1 where id = any($1::int[])', [lists]);
    await state.db.query(
      `with t as (select id, (row_number() over (partition by list_id order by id) - 1) / 20 as trip from purchases)
       update purchases p set bought_at = p.bought_at - interval '1 week' * (t.trip % 26) from t where t.id = p.id`,
    );
    await state.db.query('vacuum analyze purchases');
    const pick = () => /** @type {number} */ (lists[Math.floor(Math.random() * lists.length)]);
    const paths = {
      header: (/** @type {number} */ id) => `/api/list/${id}/header`,
      items: (/** @type {number} */ id) => `/api/list/${id}`,
      suggestions: (/** @type {number} */ id) => `/api/list/${id}/suggestions`,
    };
    /** @type {import('autocannon').Options} */
    const options = {
      url: state.base,
      connections: 50,
      headers: { cookie: state.member },
      requests: Object.values(paths).map((path) => ({
        setupRequest: (/** @type {import('autocannon').Request} */ req) => ({
          ...req,
          method: 'GET',
          path: path(pick()),
        }),
      })),
    };
    const watch = { pids: { serverA: state.a.pid }, sampleClient: state.sampler };
    // Each request's own time in the server (Server-Timing), one at a time: where a reload's time goes.
    const serverTimes = async () => {
      /** @type {Record<string, number>} */
      const medians = {};
      for (const [name, path] of Object.entries(paths)) {
        /** @type {number[]} */
        const times = [];
        for (let i = 0; i < 21; i += 1) {
          const id = /** @type {number} */ (lists[i % lists.length]);
          const answer = await call(state.base, 'GET', path(id), { cookie: state.member });
          const dur = /dur=([\d.]+)/.exec(String(answer.headers['server-timing'] ?? ''))?.[1];
          if (dur !== undefined) times.push(Number(dur));
        }
        medians[name] = times.length ? round(percentile(times, 50), 2) : Number.NaN;
      }
      return medians;
    };
    // The purchases of the table, and those the member may know of in the suggestions' 180 days (lib/purchases.ts).
    const purchases = async () => ({
      purchases: await rowsOf('purchases'),
      memberKnows: Number(
        (
          await state.db.query(
            `select count(*)::int as n from purchases h, (select id from users where username = 'bench_member') u
             where h.bought_at > now() - interval '180 days'
               and (h.list_id in (select list_id from list_members where user_id = u.id) or h.user_id = u.id)`,
          )
        ).rows[0].n,
      ),
    });
    /** @param {import('../load.mjs').LoadSummary} load */
    const perReload = (load) => {
      const reloads = load.requestsPerSecond / 3;
      return {
        reloadsPerSecond: round(reloads, 0),
        p99Ms: load.latencyMs.p99,
        serverMs: round(((load.cpuCores.serverA ?? 0) / reloads) * 1000, 3),
        postgresMs: round(((load.cpuCores.postgres ?? 0) / reloads) * 1000, 3),
      };
    };
    const measure = async (/** @type {string} */ name) => ({
      ...(await purchases()),
      serverTimingMs: await serverTimes(),
      ...perReload(await measuredLoad(name, options, watch)),
    });
    const small = await measure('reload');
    const others = quick ? 10_000 : 100_000;
    const otherLists = 1000;
    await state.db.query(
      `with owner as (select id from users where username = 'bench_owner'),
       other as (
         insert into lists (name, access_code, owner_id)
         select 'bench other ' || g, md5('bench other ' || g), (select id from owner) from generate_series(1, $1::int) g
         returning id)
       insert into purchases (list_id, product_id, user_id, bought_at)
       select o.id, p.id, (select id from owner), now() - interval '1 day' * random() * 179
       from other o, lateral (select id from products where common order by id offset o.id % 500 limit $2::int) p`,
      [otherLists, others / otherLists],
    );
    await state.db.query('vacuum analyze purchases');
    try {
      const large = await measure('reloadMorePurchases');
      results.details.reloadCost = {
        requestsPerReload: 3,
        history: 'trips of 20 purchases per list, a week apart',
        small,
        large,
        postgresMsPerMillionOtherPurchases: round(
          ((large.postgresMs - small.postgresMs) / (large.purchases - small.purchases)) * 1e6,
          1,
        ),
      };
      const t = small.serverTimingMs;
      row(
        'reload after a push event: header, items, suggestions (50 conn.)',
        `${small.reloadsPerSecond} reloads/s, p99 ${small.p99Ms} ms; CPU per reload: server ${small.serverMs} ms, ` +
          `PostgreSQL ${small.postgresMs} ms (the member knows ${small.memberKnows} purchases; server time at one ` +
          `connection: header ${t.header}, items ${t.items}, suggestions ${t.suggestions} ms); with ${large.purchases} ` +
          `purchases in the table (other families' added): PostgreSQL ${large.postgresMs} ms`,
        '',
        null,
      );
    } finally {
      // The other families go with their purchases, and the tables are vacuumed as autovacuum would (the popularity
      // trigger counted every one of those purchases up and down), so that the steps after this one (the search reads
      // both) find them as before.
      await state.db.query("delete from lists where name like 'bench other %'");
      await state.db.query('vacuum analyze purchases, product_popularity');
    }
  });
}
