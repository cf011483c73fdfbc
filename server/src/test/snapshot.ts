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
] as const;

/**
 * What a row of each table is read as. The outbox's delivery (attempts, sent, bodies purged once sent) is the mail
 * sender's own background work, which may run between two fingerprints: a mail counts by whom, what and when.
 */
const rowOf: Partial<Record<(typeof guarded)[number], string>> = {
  mail_outbox: `(t.id, t."to", t.subject, t.created_at)::text`,
};

/**
 * A fingerprint of every guarded table's rows: equal fingerprints mean nothing changed. It is taken once the work
 * that queues mails after an answer (a sign-up's confirmation, `mailer.later`) is done, so an earlier request's mail
 * cannot pass for a change the request under test made; their delivery is left out by `rowOf`.
 */
export async function dataFingerprint(app: FastifyInstance): Promise<string> {
  await app.mailer.settled();
  const { db } = app;
  const parts = guarded.map((table) => {
    const row = rowOf[table] ?? 't::text';
    return `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${table} t)`;
  });
  const result = await db.execute(sql.raw(`select ${parts.join(" || ',' || ")} as f`));
  return (result as unknown as { rows: { f: string }[] }).rows[0]!.f;
}
