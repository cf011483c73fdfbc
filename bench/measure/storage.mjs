// @ts-check
// What a mark leaves behind and sets off, for the capacity model of docs/performance.md ("Scale: the figures of a
// city", `npm run capacity`): the bytes it adds to every table and index and the WAL it writes (step "storage per
// mark") and the WAL and time of the presence refresh of one open list per member. The reload every open client of
// the list makes when the mark's event arrives: reload.mjs.
import { quick } from '../config.mjs';
import { now, round } from '../lib.mjs';
import { cannon } from '../load.mjs';
import { log, results, row, step } from '../report.mjs';
import { state } from '../state.mjs';

/**
 * @typedef {{ table: number, indexes: number, total: number }} RelationBytes
 * @typedef {{ lsn: string, relations: Record<string, RelationBytes>, database: number }} Snapshot
 * @typedef {{ records: number, recordBytes: number, fullPageImages: number, fullPageImageBytes: number,
 *   otherDatabaseRecords: number, byResourceManager: Record<string, { records: number, bytes: number }>,
 *   byRelation: Record<string, { records: number, bytes: number, fullPageImageBytes: number }> }} WalParts
 */

/** Every table of the app (schema public) with its size: heap with TOAST, free space and visibility maps; indexes. */
async function snapshot() {
  const [{ lsn }] = (await state.db.query('select pg_current_wal_lsn()::text as lsn')).rows;
  const { rows } = await state.db.query(
    `select c.relname as name, pg_table_size(c.oid)::bigint as "table", pg_indexes_size(c.oid)::bigint as indexes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  /** @type {Record<string, RelationBytes>} */
  const relations = {};
  for (const r of rows) {
    relations[r.name] = {
      table: Number(r.table),
      indexes: Number(r.indexes),
      total: Number(r.table) + Number(r.indexes),
    };
  }
  const [{ size }] = (await state.db.query('select pg_database_size(current_database())::bigint as size')).rows;
  return /** @type {Snapshot} */ ({ lsn, relations, database: Number(size) });
}

/**
 * @param {string} from
 * @param {string} to
 */
async function walBytes(from, to) {
  const [{ bytes }] = (
    await state.db.query('select pg_wal_lsn_diff($2::pg_lsn, $1::pg_lsn)::bigint as bytes', [from, to])
  ).rows;
  return Number(bytes);
}

/** pg_walinspect (PostgreSQL 15+, contrib) splits the WAL into records and full-page images; optional. */
async function walInspect() {
  try {
    await state.db.query('create extension if not exists pg_walinspect');
    return true;
  } catch (error) {
    log(`storage: pg_walinspect not available (${String(error)}); WAL is measured as a whole`);
    return false;
  }
}

/**
 * The WAL between two positions: records and full-page images, by resource manager and by the relation of each
 * record's first block (a table or an index; "(none)" for records without one, as commits). The WAL is the whole
 * cluster's: records that touch another database's relations are counted apart (other work on the server meanwhile).
 * @param {string} from
 * @param {string} to
 * @returns {Promise<WalParts>}
 */
async function walParts(from, to) {
  const { rows } = await state.db.query(
    `with w as (
       select resource_manager as rm, record_length, fpi_length,
         (length(coalesce(block_ref, '')) - length(replace(coalesce(block_ref, ''), '(FPW)', ''))) / 5 as fpis,
         substring(block_ref from 'rel \\d+/(\\d+)/')::oid as db,
         substring(block_ref from 'rel \\d+/\\d+/(\\d+)')::oid as node
       from pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn))
     select w.rm, coalesce(c.relname, case when w.node is null then '(none)' else '(other)' end) as rel,
       count(*)::int as records, sum(w.record_length)::bigint as bytes, sum(w.fpi_length)::bigint as fpi_bytes,
       sum(w.fpis)::int as fpis,
       count(*) filter (where w.db is not null and w.db not in (0, (select oid from pg_database
         where datname = current_database())))::int as other_db
     from w left join pg_class c on c.relfilenode = w.node and w.node <> 0
     group by 1, 2`,
    [from, to],
  );
  /** @type {WalParts} */
  const parts = {
    records: 0,
    recordBytes: 0,
    fullPageImages: 0,
    fullPageImageBytes: 0,
    otherDatabaseRecords: 0,
    byResourceManager: {},
    byRelation: {},
  };
  for (const r of rows) {
    const bytes = Number(r.bytes);
    const fpiBytes = Number(r.fpi_bytes);
    parts.records += r.records;
    parts.recordBytes += bytes - fpiBytes;
    parts.fullPageImages += r.fpis;
    parts.fullPageImageBytes += fpiBytes;
    parts.otherDatabaseRecords += r.other_db;
    const rm = parts.byResourceManager[r.rm] ?? { records: 0, bytes: 0 };
    parts.byResourceManager[r.rm] = { records: rm.records + r.records, bytes: rm.bytes + bytes };
    const rel = parts.byRelation[r.rel] ?? { records: 0, bytes: 0, fullPageImageBytes: 0 };
    parts.byRelation[r.rel] = {
      records: rel.records + r.records,
      bytes: rel.bytes + bytes,
      fullPageImageBytes: rel.fullPageImageBytes + fpiBytes,
    };
  }
  return parts;
}

/** A checkpoint, when the bench's role may make one (superuser, or pg_checkpoint from PostgreSQL 15). */
async function checkpoint() {
  try {
    await state.db.query('checkpoint');
    return true;
  } catch (error) {
    log(`storage: no checkpoint (${String(error)}); full-page images depend on the last one`);
    return false;
  }
}

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
