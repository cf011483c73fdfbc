// @ts-check
// The PostgreSQL server of TEST_DATABASE_URL as the end-to-end tests' server (web-server.mjs) and its test use it.
import pg from 'pg';

/**
 * The address of database `name` on the server of `url`.
 * @param {string} url
 * @param {string} name
 */
export function databaseUrl(url, name) {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/**
 * Runs one statement on the database of `url` over a connection of its own; answers its rows.
 * @template {pg.QueryResultRow} Row
 * @param {string} url
 * @param {string} statement
 * @returns {Promise<Row[]>}
 */
export async function queryOn(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}
