import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineTestFiles, serverTestFiles } from './engine-tests.js';

/**
 * With PostgreSQL at hand, only the engine's tests run on PGlite too (vitest.config.ts). A server test file that speaks
 * of the embedded database but is not among them would never run on it in CI.
 */
const serverTests = serverTestFiles();

describe("the database engine's tests", () => {
  const engine = engineTestFiles();

  it('are the files under db/ and backup/ and those whose tests differ by engine, not the app on it', () => {
    expect(engine).toEqual(
      expect.arrayContaining([
        'server/src/db/database.test.ts',
        'server/src/db/seed/upgrade.test.ts',
        'server/src/backup/round-trip.test.ts',
        'server/src/process.test.ts',
        'server/src/plugins/push-bus/bus.test.ts',
        'server/src/features/lists/realtime/push.test.ts',
      ]),
    );
    expect(engine).not.toContain('server/src/features/lists/items/items-add.test.ts');
    expect(engine).not.toContain('server/src/authorization.test.ts');
    expect(engine.length).toBeLessThan(serverTests.length / 4);
  });

  it('include every server test file that names the embedded database or picks its engine', () => {
    const namesEngine = serverTests.filter((file) =>
      /\bpglite\b|embedded database|LISTOK_TEST_DB|testDatabaseKind/i.test(readFileSync(file, 'utf8')),
    );
    expect(namesEngine.length).toBeGreaterThan(5);
    expect(namesEngine.filter((file) => !engine.includes(file))).toEqual([]);
  });
});
