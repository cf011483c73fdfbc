import { type ApiToken, type ApiTokenScope, apiTokenPrefix } from '@listok/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { apiTokens, listMembers } from '../../db/schema.js';
import { newToken, tokenHash } from '../../lib/tokens.js';

type TokenRow = typeof apiTokens.$inferSelect;

export const presentToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  lists: row.lists,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function tokensOf(db: Executor, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(presentToken);
}

export async function tokenCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

/** Of the lists asked for, those the user does not belong to. */
export async function listsOutOfReach(db: Executor, userId: number, listIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: listMembers.listId })
    .from(listMembers)
    .where(and(eq(listMembers.userId, userId), inArray(listMembers.listId, listIds)));
  const mine = new Set(rows.map((r) => r.id));
  return listIds.filter((id) => !mine.has(id));
}

/** A new token: only its hash is kept; the token itself is answered this once. */
export async function createToken(
  db: Executor,
  userId: number,
  values: { name: string; scope: ApiTokenScope; lists: number[] | null },
): Promise<{ row: TokenRow; token: string }> {
  const token = `${apiTokenPrefix}${newToken()}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, ...values, tokenHash: tokenHash(token) })
    .returning();
  return { row: row!, token };
}

/** Deletes one of the user's tokens; answers whether there was one. */
export async function deleteToken(db: Executor, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id });
  return gone.length > 0;
}
