// @ts-check
// The database's bytes and WAL, for the storage step (storage.mjs): every table's and index's size, the WAL between two
// positions, split into records and full-page images by table where pg_walinspect is there, and a checkpoint.
import { log } from '../report.mjs';
import { state } from '../state.mjs';

/**
 * @typedef {{ table: number, indexes: number, total: number }} RelationBytes
 * @typedef {{ lsn: string, relations: Record<string, RelationBytes>, database: number }} Snapshot
 * @typedef {{ records: number, recordBytes: number, fullPageImages: number, fullPageImageBytes: number,
 *   otherDatabaseRecords: number, byResourceManager: Record<string, { records: number, bytes: number }>,
 *   byRelation: Record<string, { records: number, bytes: number, fullPageImageBytes: number }> }} WalParts
 */

/** Every table of the app (schema public) with its size: heap with TOAST, free space and visibility maps; indexes. */
export async function snapshot() {
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
export async function walBytes(from, to) {
  const [{ bytes }] = (
    await state.db.query('select pg_wal_lsn_diff($2::pg_lsn, $1::pg_lsn)::bigint as bytes', [from, to])
  ).rows;
  return Number(bytes);
}

/** pg_walinspect (PostgreSQL 15+, contrib) splits the WAL into records and full-page images; optional. */
export async function walInspect() {
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
export async function walParts(from, to) {
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
export async function checkpoint() {
  try {
    await state.db.query('checkpoint');
    return true;
  } catch (error) {
    log(`storage: no checkpoint (${String(error)}); full-page images depend on the last one`);
    return false;
  }
}
