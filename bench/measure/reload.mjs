// @ts-check
// The reload every open client of a list makes when an event of it arrives (step "reload after a push event"), for the
// capacity model of docs/performance.md ("Scale: the figures of a city", `npm run capacity`).
import { quick } from '../config.mjs';
import { round } from '../lib.mjs';
import { measuredLoad } from '../load.mjs';
import { results, row, step } from '../report.mjs';
import { state } from '../state.mjs';
import { reloadLoads } from './reload-loads.mjs';

export async function measureReload() {
  // What every open client of a list asks when an event of it arrives: the web client reloads every query of the list
  // (shared/api/item-caches.ts refreshList): its header, its items and the members' suggestions. Measured as reloads
  // of lists that did not change (a page opened again, a second device), and each after a mark of the list (the event
  // of the capacity model), the marks' own cost taken out: both read the suggestions kept (shopping/suggestions.cache.ts).
  // And the suggestions made, each read the first of a reader of the lists: what a read pays when the kept ones are
  // older than a trip, or an item was put on the list. That again with other families' purchases added (lists the
  // member is not on), as the suggestions' statements may read purchases beyond the member's (knownPurchase's `or`,
  // lib/purchases.ts).
  await step('reload after a push event (header, items, suggestions)', 300_000, async () => {
    const { halfway, readersOf, options, afterMarks, madeLoad, serverTimes, purchases } = await reloadLoads(
      state.markLists,
    );
    const watch = { pids: { serverA: state.a.pid }, sampleClient: state.sampler };
    /**
     * CPU per reload of a load of `requests` a reload (and a mark each, whose cost `marked` says).
     * @param {import('../load.mjs').LoadSummary} load
     * @param {number} requests
     * @param {{ serverMs: number, postgresMs: number }} [marked]
     */
    const perReload = (load, requests, marked) => {
      const reloads = load.requestsPerSecond / requests;
      return {
        reloadsPerSecond: round(reloads, 0),
        p99Ms: load.latencyMs.p99,
        serverMs: round(((load.cpuCores.serverA ?? 0) / reloads) * 1000 - (marked?.serverMs ?? 0), 3),
        postgresMs: round(((load.cpuCores.postgres ?? 0) / reloads) * 1000 - (marked?.postgresMs ?? 0), 3),
      };
    };
    // A mark's CPU, from the mark step of the run (none without it: then the mark stays in the figures).
    const markLoad = /** @type {import('../load.mjs').LoadSummary | undefined} */ (results.details.mark50lists);
    const mark = markLoad && perReload(markLoad, 1);
    /** The reloads each after a mark of the list, from the trips halfway, the mark's own CPU taken out. */
    const afterMark = async (/** @type {string} */ name) => {
      await halfway();
      return { mark: mark ?? null, ...perReload(await measuredLoad(`${name}AfterMark`, afterMarks, watch), 4, mark) };
    };
    /** The suggestions made, each read the first of its list by a reader. */
    const made = async (/** @type {string} */ name, /** @type {string} */ tag) => {
      const readers = await readersOf(tag);
      const { reloadsPerSecond, ...rest } = perReload(await measuredLoad(name, madeLoad(readers), watch), 1);
      return { readsPerSecond: reloadsPerSecond, ...rest };
    };
    const small = {
      ...(await purchases()),
      serverTimingMs: await serverTimes(),
      ...perReload(await measuredLoad('reload', options, watch), 3),
      afterMark: await afterMark('reload'),
      made: await made('suggestionsMade', 'reader_a'),
    };
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
      const large = {
        ...(await purchases()),
        afterMark: await afterMark('reloadMorePurchases'),
        made: await made('suggestionsMadeMorePurchases', 'reader_b'),
      };
      results.details.reloadCost = {
        requestsPerReload: 3,
        history: 'trips of 20 purchases per list, a week apart',
        small,
        large,
        postgresMsPerMillionOtherPurchases: round(
          ((large.made.postgresMs - small.made.postgresMs) / (large.purchases - small.purchases)) * 1e6,
          1,
        ),
      };
      const t = small.serverTimingMs;
      const m = small.afterMark;
      row(
        'reload after a push event: header, items, suggestions (50 conn.)',
        `lists unchanged: ${small.reloadsPerSecond} reloads/s, p99 ${small.p99Ms} ms; CPU per reload: server ` +
          `${small.serverMs} ms, PostgreSQL ${small.postgresMs} ms; each after a mark of its list ` +
          `(${m.mark ? `the mark's ${m.mark.postgresMs} ms of PostgreSQL taken out` : 'the mark included: no mark step'}): ` +
          `${m.reloadsPerSecond} reloads/s, CPU per reload: server ${m.serverMs} ms, PostgreSQL ${m.postgresMs} ms; ` +
          `suggestions made (kept ones older than a trip, or an item added): ${small.made.readsPerSecond} reads/s, ` +
          `CPU per read: server ${small.made.serverMs} ms, PostgreSQL ${small.made.postgresMs} ms (the member knows ` +
          `${small.memberKnows} purchases; server time at one connection: header ${t.header}, items ${t.items}, ` +
          `suggestions ${t.suggestions} kept, ${t.suggestionsAfterMark} after a mark, ${t.suggestionsMade} made); ` +
          `with ${large.purchases} purchases in the table (other families' added): after a mark PostgreSQL ` +
          `${large.afterMark.postgresMs} ms, made ${large.made.postgresMs} ms`,
        '≤ 2 ms of PostgreSQL per reload after a mark',
        m.postgresMs <= 2,
      );
    } finally {
      // The other families go with their purchases, and the tables are vacuumed as autovacuum would (the popularity
      // trigger counted every one of those purchases up and down), so that the steps after this one (the search reads
      // both) find them as before.
      await state.db.query("delete from lists where name like 'bench other %'");
      await state.db.query("delete from users where username like 'bench\\_reader\\_%'");
      await state.db.query('vacuum analyze purchases, product_popularity');
    }
  });
}
