import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUse } from './db/lock.js';
import { setUserRole } from './features/auth/auth.repo.js';

const usage = 'Usage: npm run admin -- grant|revoke <email-or-username>';

/** `npm run admin -- grant|revoke <email-or-username>`: gives or takes admin rights. */
async function main(args: string[]): Promise<number> {
  const [command, login] = args;
  if ((command !== 'grant' && command !== 'revoke') || !login) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  } catch (error) {
    if (error instanceof DataDirInUse) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await database.exclusive(() => database.migrate());
    const user = await setUserRole(database.db, login, command === 'grant' ? 'admin' : 'user');
    if (!user) {
      console.error(`No user with the email or username "${login}".`);
      return 1;
    }
    console.log(command === 'grant' ? `${user.username} is now an admin.` : `${user.username} is no longer an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
