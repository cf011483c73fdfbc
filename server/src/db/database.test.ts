import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillUsernameSkeletons } from '../features/auth/auth.repo.js';
import { seededDataDir } from '../test/data-dir.js';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/database.js';
import { openDatabase } from './client.js';
import { categories, meta, products, timeZones, units, users } from './schema.js';
import { seedDatabase } from './seed/index.js';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
const adminScript = join(process.cwd(), 'server/src/admin.ts');

/** Runs `npm run admin -- …` the way the script does, against the given environment. */
async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, ['--conditions=source', adminScript, ...args], {
      env: { ...process.env, ...env, LISTOK_TEST_DB: '' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const count = async (db: TestDatabase['database']['db'], table: typeof users | typeof products | typeof units) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('seed data', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('loads units, at least 12 categories, at least 300 common goods with both names, and the IANA zones', async () => {
    const { db } = t.database;
    const unitRows = await db.select().from(units);
    expect(unitRows.map((u) => u.code)).toEqual(
      expect.arrayContaining(['pcs', 'kg', 'g', 'l', 'ml', 'pack', 'bottle']),
    );
    expect(unitRows.find((u) => u.code === 'kg')).toMatchObject({ nameRu: 'кг', nameEn: 'kg' });
    expect((await db.select().from(categories)).length).toBeGreaterThanOrEqual(12);
    const goods = await db.select().from(products).where(eq(products.common, true));
    expect(goods.length).toBeGreaterThanOrEqual(300);
    expect(goods.every((g) => g.nameRu.length > 0 && g.nameEn.length > 0 && g.categoryId !== null)).toBe(true);
    expect(goods.find((g) => g.nameEn === 'Milk')?.nameRu).toBe('Молоко');
    const zones = (await db.select().from(timeZones)).map((z) => z.name);
    expect(zones).toEqual(expect.arrayContaining(['Europe/Moscow', 'America/New_York', 'UTC']));
  });

  it('changes nothing when it runs again, even after the version mark is lost', async () => {
    const { db } = t.database;
    const before = [await count(db, products), await count(db, units)];
    await seedDatabase(db);
    await db.execute(sql`delete from meta`);
    await seedDatabase(db);
    expect([await count(db, products), await count(db, units)]).toEqual(before);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('embedded database under DATA_DIR', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'listok-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps data across a restart, and the admin command works once the server is stopped', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seedDatabase(first.db);
    await first.db.insert(users).values({ email: 'keeper@example.com', username: 'keeper', passwordHash: 'x' });

    const refused = await admin(['grant', 'keeper'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/in use by process \d+\. Stop the Listok server first/);
    await first.close();

    const granted = await admin(['grant', 'KEEPER@example.com'], { DATA_DIR: dataDir });
    expect(granted).toMatchObject({ code: 0, out: expect.stringContaining('keeper is now an admin') });

    const second = await openDatabase({ dataDir });
    try {
      await second.migrate();
      const [row] = await second.db.select().from(users).where(eq(users.username, 'keeper'));
      expect(row?.role).toBe('admin');
      expect(await count(second.db, products)).toBeGreaterThanOrEqual(300);
    } finally {
      await second.close();
    }
  });
});

describe('username skeletons', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('are filled at start-up for users from before the column, the older of two look-alikes keeping its own', async () => {
    // Rows as the migration leaves them: no skeleton yet, and two names that look alike.
    const rows = await t.database.db
      .insert(users)
      .values(
        ['alice', '\u0430lice', 'Bob', 'анна'].map((username) => ({
          email: `${username.codePointAt(1)}.${username}@example.com`,
          username,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id, skeleton: users.usernameSkeleton });
    expect(rows.map((r) => r.skeleton)).toEqual([null, null, null, null]);
    await fillUsernameSkeletons(t.database.db);
    const skeletonOf = async (id: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.usernameSkeleton;
    expect(await Promise.all(rows.map((r) => skeletonOf(r.id)))).toEqual(['alice', null, 'bob', 'aʜʜa']);
    // A changed skeleton rule recomputes every row.
    await t.database.db.update(users).set({ usernameSkeleton: 'stale' }).where(eq(users.id, rows[2]!.id));
    await t.database.db.update(meta).set({ value: 'older' }).where(eq(meta.key, 'username_skeleton_version'));
    await fillUsernameSkeletons(t.database.db);
    expect(await skeletonOf(rows[2]!.id)).toBe('bob');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('admin command on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('grants and revokes admin rights while the server holds the database', async () => {
    await t.database.db.insert(users).values({ email: 'boss@example.com', username: 'boss', passwordHash: 'x' });
    const env = { DATABASE_URL: t.url! };
    expect(await admin(['grant', 'boss'], env)).toMatchObject({ code: 0 });
    const role = async () => (await t.database.db.select().from(users).where(eq(users.username, 'boss')))[0]?.role;
    expect(await role()).toBe('admin');
    expect(await admin(['revoke', 'boss@example.com'], env)).toMatchObject({ code: 0 });
    expect(await role()).toBe('user');
  });
});

describe('admin command input', () => {
  it('explains its usage and fails on a bad command or an unknown user', async () => {
    const usage = await admin(['promote'], { DATA_DIR: '/nonexistent-dir' });
    expect(usage).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run admin') });
    // The command's database, ready: on PostgreSQL the test's own, embedded the run's copy (test/data-dir.ts).
    const dataDir = seededDataDir('listok-admin-');
    const testDb = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
    try {
      const unknown = await admin(['grant', 'nobody'], {
        DATA_DIR: dataDir,
        ...(testDb?.url && { DATABASE_URL: testDb.url }),
      });
      expect(unknown).toMatchObject({
        code: 1,
        out: expect.stringContaining('No user with the email or username "nobody"'),
      });
    } finally {
      await testDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
