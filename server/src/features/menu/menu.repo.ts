import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Remembers a signed-in user's choice of language (GET /api/lang/:code). */
export async function setUserLang(db: Executor, userId: number, lang: 'ru' | 'en') {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}
