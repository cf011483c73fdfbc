import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

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
