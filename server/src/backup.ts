import { backUp } from './backup/backup.js';
import { runFileCommand } from './backup/command.js';

const usage = 'Usage: npm run backup -- <file>   (writes a plain-SQL dump of the database to <file>)';

/** `npm run backup -- <file>`: a consistent dump of the server's database, PGlite or PostgreSQL. */
process.exitCode = await runFileCommand(usage, process.argv.slice(2), async (config, file) => {
  const done = await backUp(config, file);
  const source = done.kind === 'postgres' ? 'PostgreSQL database' : 'embedded database';
  return `Backed up the ${source} to ${file} (${Math.ceil(done.bytes / 1024)} KB).`;
});
