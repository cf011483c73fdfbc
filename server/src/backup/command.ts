import { isAbsolute, resolve } from 'node:path';
import { type Config, loadConfig } from '../config.js';
import { DataDirInUse } from '../db/lock.js';
import { BackupRefused } from './refusal.js';

/**
 * Runs `npm run backup|restore -- <file>`: the file is read where the command was typed (npm runs scripts from the
 * project's root and says where it was started in INIT_CWD), the database is the server's configuration. Answers the
 * exit code: 0 done, 1 refused or failed (the reason printed), 2 wrong usage.
 */
export async function runFileCommand(
  usage: string,
  args: string[],
  action: (config: Config, file: string) => Promise<string>,
): Promise<number> {
  if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const file = isAbsolute(args[0]) ? args[0] : resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  try {
    console.log(await action(loadConfig(), file));
    return 0;
  } catch (error) {
    if (error instanceof BackupRefused || error instanceof DataDirInUse) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
