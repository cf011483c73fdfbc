import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { createEmptyPostgresDatabase, makePgliteSnapshot, migrateAndSeed } from './database.js';

/**
 * Vitest global setup of the server projects: migrates and seeds one database per run, which every test database
 * copies (createTestDatabase). PGlite: a tarball in a temporary file; PostgreSQL: a template database with a random
 * name, so runs from other checkouts on the same server never share it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.LISTOK_TEST_DB === 'postgres') {
    const template = await createEmptyPostgresDatabase();
    // A template may have no connections while it is copied: this one is closed before any test starts.
    const database = await openDatabase({ url: template.url, poolSize: 1 });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'listok-pglite-snapshot-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, new Uint8Array(await (await makePgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
