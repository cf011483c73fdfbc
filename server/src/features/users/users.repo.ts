import { asc, count, desc, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Page } from '../../lib/pagination.js';
import { containsText } from '../../lib/search.js';

const sortColumns = { createdAt: users.createdAt, updatedAt: users.updatedAt } as const;

/** One page of users whose username or email contains the text. */
export async function searchUsers(db: Executor, text: string | undefined, sort: string, page: Page) {
  const where = text ? or(containsText(users.username, text), containsText(users.email, text)) : undefined;
  const direction = sort.startsWith('-') ? desc : asc;
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(where)
    .orderBy(direction(column), direction(users.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}
