import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Tables whose content a refused request must leave as it was. */
const guarded = [
  'users',
  'lists',
  'list_members',
  'list_items',
  'products',
  'contacts',
  'feedback',
  'recovery_tokens',
  'mail_outbox',
  'time_zones',
  'units',
  'categories',
  'recipes',
] as const;

/**
 * The columns of a table whose change counts, when not all: the outbox's delivery (attempts, sent, bodies purged once
 * sent) is the mail sender's own background work, which may run between two fingerprints: a mail counts by whom, what
 * and when.
 */
const countedColumns: Partial<Record<(typeof guarded)[number], string[]>> = {
  mail_outbox: ['id', 'to', 'subject', 'created_at'],
};

/**
 * Each committed insert, deletion or real change of a guarded row leaves a row in `test_changes` (an insert, so
 * concurrent writers never wait on each other, and a rolled-back change leaves nothing). Reading the count is one
 * cheap query, where hashing every guarded row (the seed's goods and zones) twice per refused call was most of the
 * authorization matrix's time.
 */
async function installChangeLog(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await db.execute(sql.raw('create table if not exists test_changes (id bigserial primary key)'));
  await db.execute(
    sql.raw(`create or replace function test_note_change() returns trigger language plpgsql as $$
      begin insert into test_changes default values; return null; end $$`),
  );
  for (const table of guarded) {
    const columns = countedColumns[table];
    const changed = columns
      ? columns.map((c) => `old."${c}" is distinct from new."${c}"`).join(' or ')
      : 'old.* is distinct from new.*';
    await db.execute(
      sql.raw(`create trigger test_changes_rows after insert or delete on ${table}
        for each row execute function test_note_change()`),
    );
    await db.execute(
      sql.raw(`create trigger test_changes_updates after update on ${table}
        for each row when (${changed}) execute function test_note_change()`),
    );
  }
}

const logged = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * A fingerprint of every guarded table's rows: equal fingerprints mean nothing changed. It is taken once the work
 * that queues mails after an answer (a sign-up's confirmation, `mailer.later`) is done, so an earlier request's mail
 * cannot pass for a change the request under test made; their delivery is left out by `countedColumns`.
 */
export async function dataFingerprint(app: FastifyInstance): Promise<string> {
  await app.mailer.settled();
  let installed = logged.get(app);
  if (!installed) {
    installed = installChangeLog(app);
    logged.set(app, installed);
  }
  await installed;
  const result = await app.db.execute(sql.raw('select count(*)::text as f from test_changes'));
  return (result as unknown as { rows: { f: string }[] }).rows[0]!.f;
}
