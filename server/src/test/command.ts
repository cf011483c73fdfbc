import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs `npm run <script> -- …` from the sources (server/src/<script>.ts) with the given environment in place of the
 * test's own database settings; answers the exit code and what it printed.
 */
export async function runCommand(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await run(
      tsx,
      ['--conditions=source', join(process.cwd(), `server/src/${script}.ts`), ...args],
      { env: { ...inherited, LISTOK_TEST_DB: '', ...env } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}
