import { BackupRefused } from './refusal.js';

/**
 * A backup is pg_dump's plain SQL: schema, rows as INSERT statements, sequences, and the migrations table
 * (`drizzle.__drizzle_migrations`), so the restored database is at the migration state it was taken at and the server
 * neither re-runs nor skips a migration. pg_dump is the tool each kind has (PGlite's WebAssembly build of pg_dump 18;
 * the server's pg_dump 15), and its output needs only the few changes `forTarget` makes to load into the other kind.
 */

const header = /^--\r?\n-- PostgreSQL database dump\r?\n--\r?\n/;
const footer = '-- PostgreSQL database dump complete';

/** Refuses text that is not a whole Listok backup, naming what is wrong. */
export function checkDump(text: string, file: string): void {
  if (!header.test(text)) {
    throw new BackupRefused(
      `${file} is not a Listok backup: it does not begin as a plain-SQL PostgreSQL dump does. ` +
        'Backups are made with "npm run backup -- <file>".',
    );
  }
  if (!text.includes(footer)) {
    throw new BackupRefused(
      `${file} is incomplete: pg_dump's closing line "${footer}" is missing, so the backup was cut short. ` +
        'Use a complete backup.',
    );
  }
  if (/^COPY [^\n]* FROM stdin;$/m.test(text)) {
    throw new BackupRefused(
      `${file} holds its rows as COPY blocks, which cannot be loaded here. ` +
        'Make the backup with "npm run backup -- <file>" (it writes the rows as INSERT statements).',
    );
  }
  if (!text.includes('CREATE TABLE public.users (') || !text.includes('CREATE TABLE drizzle.__drizzle_migrations (')) {
    throw new BackupRefused(
      `${file} is not a Listok backup: it lacks Listok's tables (public.users) or its migrations table ` +
        '(drizzle.__drizzle_migrations).',
    );
  }
}

/**
 * The dump as the target database takes it whole, in one statement batch:
 * - psql's `\restrict` / `\unrestrict` lines (pg_dump since 15.14, 17.6 and 18) are meta-commands, not SQL; they
 *   carry a random key, so only the two lines with that key are taken out (a row's text cannot be mistaken for one);
 * - a `SET` of the prologue that the target does not know is dropped: pg_dump 18 writes
 *   `SET transaction_timeout = 0`, which PostgreSQL 15 refuses. The prologue ends before the first object, so no
 *   line of a row is looked at.
 */
export function forTarget(text: string, knownSettings: ReadonlySet<string>): string {
  const key = /^\\restrict (\S+)\r?$/m.exec(text)?.[1];
  const lines = text.split('\n');
  const prologueEnd = lines.findIndex((line) => line.startsWith('-- Name: '));
  return lines
    .filter((line, index) => {
      const bare = line.replace(/\r$/, '');
      if (key && (bare === `\\restrict ${key}` || bare === `\\unrestrict ${key}`)) return false;
      const setting = /^SET (\w+) = .*;$/.exec(bare)?.[1];
      return !(setting && index < prologueEnd && !knownSettings.has(setting.toLowerCase()));
    })
    .join('\n');
}
