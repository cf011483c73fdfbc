import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { timeZones, users } from '../../db/schema.js';
import { defaultTimeZone } from '../../lib/dates.js';

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function allTimeZones(db: Executor) {
  return db.select().from(timeZones).orderBy(asc(timeZones.name));
}

export async function findTimeZone(db: Executor, id: number) {
  const [row] = await db.select().from(timeZones).where(eq(timeZones.id, id));
  return row;
}

/** The id of the zone a user without a choice lives in. */
export async function defaultTimeZoneId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: timeZones.id }).from(timeZones).where(eq(timeZones.name, defaultTimeZone));
  return row!.id;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<
    Pick<typeof users.$inferInsert, 'email' | 'emailConfirmedAt' | 'passwordHash' | 'timeZoneId' | 'currency'>
  >,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
