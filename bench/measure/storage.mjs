// @ts-check
// What a mark leaves behind and sets off, for the capacity model of docs/performance.md ("Scale: the figures of a
// city", `npm run capacity`): the bytes it adds to every table and index and the WAL it writes (step "storage per
// mark") and the WAL and time of the presence refresh of one open list per member. The reload every open client of
// the list makes when the mark's event arrives: reload.mjs.
import { quick } from '../config.mjs';
import { now, round } from '../lib.mjs';
import { cannon } from '../load.mjs';
import { results, row, step } from '../report.mjs';
import { state } from '../state.mjs';
import { checkpoint, snapshot, walBytes, walInspect, walParts } from './wal.mjs';

/** @typedef {import('./wal.mjs').WalParts} WalParts @typedef {import('./wal.mjs').RelationBytes} RelationBytes */

/** @param {string} table */
export const rowsOf = async (table) =>
  Number((await state.db.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);

/**
 * Rows of each table, one query after the other (one client).
 * @param {string[]} tables
 */
async function countsOf(tables) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const table of tables) counts[table] = await rowsOf(table);
  return counts;
}

/**
 * Ticks every row once through the API (`PATCH /api/list-item/mark/{row}`, 50 connections, as the member): rows of one
 * list are 100 apart in the order sent, so the 50 connections mark 50 lists at once.
 * @param {number[]} rowIds
 */
async function tickEach(rowIds) {
  const n = rowIds.length;
  const stride = 101; // prime to 1,000 and 5,000: every row once
  let next = 0;
  const result = await cannon({
    url: state.base,
    connections: 50,
    amount: n,
    method: 'PATCH',
    headers: { cookie: state.member, 'content-type': 'application/json' },
    body: '{}',
    requests: [
      {
        setupRequest: (req) => {
          const id = rowIds[(next * stride) % n];
          next += 1;
          return { ...req, path: `/api/list-item/mark/${id}` };
        },
      },
    ],
  });
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

/**
 * Presence refresh (realtime/presence.ts): every process updates `seen_at` of all its rows, one per list and member
 * with a stream of it open, every 20 s. Rows of made-up processes on the bench's lists, refreshed three times: right
 * after a checkpoint (full-page images), again (the new row versions go to other pages: index entries too), and after
 * a vacuum (room on the same pages: heap-only updates, as a table that autovacuum keeps up with has).
 */
async function presenceRefresh(/** @type {boolean} */ inspect) {
  const lists = [...state.markLists, state.list100];
  const processes = quick ? 10 : 100;
  const tag = 'bench-storage-';
  await state.db.query(
    `insert into list_presence (process, list_id, user_id)
     select $1 || p, l, u.id from generate_series(1, $2::int) p, unnest($3::int[]) l,
       (select id from users where username in ('bench_owner', 'bench_member')) u`,
    [tag, processes, lists],
  );
  const presenceRows = Number(
    (await state.db.query('select count(*)::int as n from list_presence where process like $1', [`${tag}%`])).rows[0].n,
  );
  await checkpoint();
  /** @type {{ ms: number, walBytes: number, wal?: WalParts }[]} */
  const rounds = [];
  for (let i = 0; i < 3; i += 1) {
    if (i === 2) await state.db.query('vacuum list_presence');
    const [{ lsn: from }] = (await state.db.query('select pg_current_wal_lsn()::text as lsn')).rows;
    const started = now();
    await state.db.query('update list_presence set seen_at = now() where process like $1', [`${tag}%`]);
    const ms = now() - started;
    const [{ lsn: to }] = (await state.db.query('select pg_current_wal_lsn()::text as lsn')).rows;
    rounds.push({
      ms: round(ms, 2),
      walBytes: await walBytes(from, to),
      ...(inspect ? { wal: await walParts(from, to) } : {}),
    });
  }
  await state.db.query('delete from list_presence where process like $1', [`${tag}%`]);
  const [first, again, vacuumed] = rounds.map((r) => ({
    walBytesPerRow: round(r.walBytes / presenceRows, 1),
    msPerThousandRows: round((r.ms / presenceRows) * 1000, 3),
  }));
  return { rows: presenceRows, rounds, afterCheckpoint: first, again, afterVacuum: vacuumed };
}

/** The tables a mark writes, in the order of the row. */
const markTables = ['purchases', 'push_events', 'list_changes', 'list_items', 'lists', 'product_popularity'];

export async function measureStorage() {
  await step('storage per mark', 120_000, async () => {
    const n = quick ? 1000 : 5000;
    const rowIds = state.markRows.slice(0, n);
    if (rowIds.length < n) throw new Error(`only ${rowIds.length} rows to mark`);
    const inspect = await walInspect();

    // The rows open again (the mark step left about half of them ticked), so that every mark below is a tick: a
    // purchase, the list's version, the event and, as another member has a device with notifications on, the change
    // kept for the next notification (0016_web_push.sql). The device is the owner's, made up and never sent to: it is
    // deleted before a bundle could end (30 s after the list's last change).
    await state.db.query(
      'update list_items set completed = false, completed_at = null, completed_by = null where id = any($1::int[])',
      [rowIds],
    );
    const [{ id: subscription }] = (
      await state.db.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
         select id, 'https://push.invalid/bench-storage', 'bench', 'bench' from users where username = 'bench_owner'
         returning id`,
      )
    ).rows;
    try {
      // Dead row versions of the earlier steps become free space (what autovacuum does) in the tables a mark updates,
      // and the tables a mark appends to are rewritten without free space (the mark step's unticks deleted purchases),
      // so that the sizes below grow by what the marks add. The checkpoint makes "first change of a page since the
      // checkpoint" well defined.
      await state.db.query('vacuum');
      await state.db.query('vacuum full purchases, push_events, list_changes');
      const checkpointed = await checkpoint();
      const counts0 = await countsOf(markTables);
      const before = await snapshot();
      // Bytes per row at rest (after the vacuum, before the marks) of the tables that hold a family's data, for the size
      // of a city's lists, items and accounts.
      const restTables = ['lists', 'list_items', 'list_members', 'purchases', 'users', 'sessions'];
      const restCounts = await countsOf(restTables);
      const atRest = Object.fromEntries(
        restTables.map((t) => {
          const rows = restCounts[t] ?? 0;
          const bytes = before.relations[t]?.total ?? 0;
          return [t, { rows, bytes, bytesPerRow: rows > 0 ? round(bytes / rows, 0) : null }];
        }),
      );
      const started = now();
      const answers = await tickEach(rowIds);
      const seconds = (now() - started) / 1000;
      const after = await snapshot();
      const counts1 = await countsOf(markTables);
      const ticked = Number(
        (
          await state.db.query('select count(*)::int as n from list_items where id = any($1::int[]) and completed', [
            rowIds,
          ])
        ).rows[0].n,
      );
      if (answers.non2xx > 0 || answers.errors > 0 || ticked !== n) {
        throw new Error(`marks: ${JSON.stringify(answers)}, ${ticked} of ${n} rows ticked`);
      }
      const wal = await walBytes(before.lsn, after.lsn);
      const parts = inspect ? await walParts(before.lsn, after.lsn) : undefined;

      /** @type {Record<string, RelationBytes & { rowsAdded: number }>} */
      const perMark = {};
      for (const [name, b] of Object.entries(after.relations)) {
        const a = before.relations[name];
        if (!a) continue;
        const grew = { table: b.table - a.table, indexes: b.indexes - a.indexes, total: b.total - a.total };
        if (grew.total === 0 && !markTables.includes(name)) continue;
        perMark[name] = {
          table: round(grew.table / n, 1),
          indexes: round(grew.indexes / n, 1),
          total: round(grew.total / n, 1),
          rowsAdded: (counts1[name] ?? 0) - (counts0[name] ?? 0),
        };
      }
      const presence = await presenceRefresh(inspect);
      const settings = Object.fromEntries(
        (
          await state.db.query(
            `select name, setting from pg_settings where name in
               ('full_page_writes', 'wal_compression', 'checkpoint_timeout', 'max_wal_size', 'block_size', 'fillfactor')`,
          )
        ).rows.map((r) => [r.name, r.setting]),
      );
      results.details.storage = {
        marks: n,
        marksPerSecond: round(n / seconds, 0),
        checkpointBefore: checkpointed,
        answers,
        bytesPerMark: perMark,
        databaseBytesPerMark: round((after.database - before.database) / n, 1),
        walBytesPerMark: round(wal / n, 1),
        ...(parts
          ? {
              wal: parts,
              walRecordBytesPerMark: round(parts.recordBytes / n, 1),
              walFullPageImagesPerMark: round(parts.fullPageImages / n, 3),
              walFullPageImageBytesPerMark: round(parts.fullPageImageBytes / n, 1),
              walBytesPerFullPageImage: parts.fullPageImages
                ? round(parts.fullPageImageBytes / parts.fullPageImages, 0)
                : null,
            }
          : {}),
        atRest,
        presenceRefresh: presence,
        settings,
      };
      const b = (/** @type {string} */ t) => perMark[t]?.total ?? 0;
      row(
        'storage per mark (tables + indexes; WAL)',
        `${round(
          Object.values(perMark).reduce((sum, p) => sum + p.total, 0),
          0,
        )} B over ${n} ticks: purchases ${b('purchases')}, ` +
          `push_events ${b('push_events')} (purged after an hour), list_changes ${b('list_changes')} (until told), ` +
          `list_items ${b('list_items')}, lists ${b('lists')}; WAL ${round(wal / n, 0)} B` +
          (parts
            ? ` (records ${round(parts.recordBytes / n, 0)}, full-page images ${round(parts.fullPageImageBytes / n, 0)} after a checkpoint)`
            : ''),
        '',
        null,
      );
      row(
        `presence refresh: per open list and member (${presence.rows} rows)`,
        `WAL ${presence.afterVacuum?.walBytesPerRow} B, ${presence.afterVacuum?.msPerThousandRows} ms per 1,000 rows ` +
          `after a vacuum; ${presence.again?.walBytesPerRow} B, ${presence.again?.msPerThousandRows} ms without; ` +
          `${presence.afterCheckpoint?.walBytesPerRow} B right after a checkpoint`,
        '',
        null,
      );
    } finally {
      // The made-up device goes, and the changes kept for it, so that no process tells them later; the lists' versions
      // are raised, as the items were changed in SQL above (the servers' cached answers must not be served).
      await state.db.query('delete from push_subscriptions where id = $1', [subscription]);
      await state.db.query('delete from list_changes where list_id = any($1::int[])', [state.markLists]);
      await state.db.query('update lists set items_version = items_version + 1 where id = any($1::int[])', [
        state.markLists,
      ]);
    }
  });
}
