import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { migrationsFolder } from './client.js';
import { emailChanges, meta, userIdentities, users } from './schema.js';

/** The statements of migration 0020 after the one that adds the column: what it does to accounts from before. */
const dataStatements = readFileSync(join(migrationsFolder, '0020_email_confirmation.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .slice(1);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('migration 0020 on accounts from before address confirmation', () => {
  it('confirms addresses a provider vouched for or an email change confirmed, no other; and spends the bootstrap where an admin exists', async () => {
    const { db } = t.database;
    const made = await db
      .insert(users)
      .values(
        ['plain', 'sso', 'changed', 'abandoned', 'boss'].map((name) => ({
          email: `${name}@example.com`,
          username: name,
          passwordHash: 'x',
          role: name === 'boss' ? ('admin' as const) : ('user' as const),
        })),
      )
      .returning();
    const id = (name: string) => made.find((u) => u.username === name)!.id;
    await db.insert(userIdentities).values({ issuer: 'https://id.example', subject: 's', userId: id('sso') });
    const link = (userId: number, newEmail: string, n: number) => ({
      userId,
      newEmail,
      tokenHash: `hash-${n}`,
      expiresAt: new Date(),
      usedAt: new Date(),
    });
    await db
      .insert(emailChanges)
      .values([link(id('changed'), 'CHANGED@example.com', 1), link(id('abandoned'), 'elsewhere@example.com', 2)]);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const rows = await db.select().from(users);
    const confirmed = rows.filter((u) => u.emailConfirmedAt !== null).map((u) => u.username);
    expect(confirmed.sort()).toEqual(['changed', 'sso']);
    const [mark] = await db.select().from(meta).where(eq(meta.key, 'bootstrap_admin'));
    expect(mark?.value).toBe('admin-existed');
  });
});
