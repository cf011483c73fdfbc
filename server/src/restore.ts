import { runFileCommand } from './backup/command.js';
import { restore } from './backup/restore.js';

const usage = 'Usage: npm run restore -- <file>   (loads a backup into the database, which must be empty)';

/** `npm run restore -- <file>`: loads a backup into an empty database of either kind (moving house included). */
process.exitCode = await runFileCommand(usage, process.argv.slice(2), async (config, file) => {
  const done = await restore(config, file);
  const target = done.kind === 'postgres' ? 'the PostgreSQL database' : 'the embedded database';
  return `Restored ${file} into ${target}: ${done.users} users, ${done.lists} lists. Start the server as usual.`;
});
