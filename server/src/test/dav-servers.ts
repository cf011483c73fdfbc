import { testDatabaseKind } from './database.js';
import { startListok } from './dav-listok.js';
import { startRadicaleServer } from './radicale.js';

/**
 * The servers the CalDAV client tests run against: Listok, and Radicale, a reference server that reads no text
 * (`smartEntry`: Listok reads a to-do's SUMMARY as a typed line). Radicale does not depend on Listok's database: the
 * PostgreSQL run leaves it out.
 */
export const davServers = [
  { name: 'Listok', start: startListok, smartEntry: true },
  ...(testDatabaseKind === 'pglite' ? [{ name: 'Radicale', start: startRadicaleServer, smartEntry: false }] : []),
];
