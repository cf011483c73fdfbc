import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { sendQueuedMails } from './outbox.js';

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
] as const;

/**
 * What a row of each table is read as. The outbox's delivery (attempts, sent, bodies purged once sent) is the mail
 * sender's own background work, which may run between two fingerprints: a mail counts by whom, what and when.
 */
const rowOf: Partial<Record<(typeof guarded)[number], string>> = {
  mail_outbox: `(t.id, t."to", t.subject, t.created_at)::text`,
};

/** A fingerprint of every guarded table's rows: equal fingerprints mean nothing changed. */
export async function dataFingerprint(db: Db): Promise<string> {
  const parts = guarded.map((table) => {
    const row = rowOf[table] ?? 't::text';
    return `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${table} t)`;
  });
  const result = await db.execute(sql.raw(`select ${parts.join(" || ',' || ")} as f`));
  return (result as unknown as { rows: { f: string }[] }).rows[0]!.f;
}

/**
 * The fingerprint to hold a refused request's outcome to, taken once the mails queued so far (a sign-up's) are sent:
 * their delivery goes on in the background after the answer, and must not pass for a change the refusal made.
 */
export async function settledFingerprint(app: FastifyInstance): Promise<string> {
  await sendQueuedMails(app);
  return dataFingerprint(app.db);
}
