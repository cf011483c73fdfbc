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

/** A fingerprint of every guarded table's rows: equal fingerprints mean nothing changed. */
export async function dataFingerprint(db: Db): Promise<string> {
  const parts = guarded.map(
    (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
  );
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
