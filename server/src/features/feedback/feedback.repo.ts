import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { feedback, users } from '../../db/schema.js';
import type { Page } from '../../lib/pagination.js';

/** One page of the feedback users sent, the newest first, with the sender's username where they were signed in. */
export async function feedbackPage(db: Executor, page: Page) {
  const rows = await db
    .select({
      id: feedback.id,
      username: users.username,
      email: feedback.email,
      message: feedback.message,
      lang: feedback.lang,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(feedback);
  return { rows, total: total?.n ?? 0 };
}
