import type { Executor } from './client.js';

/**
 * A statement built once per database (a Drizzle query with placeholders, `.prepare(name)`), which the driver then
 * prepares once per connection: `prepare` runs at its first use on each executor, and the statement is kept with it.
 */
export function preparedPerDatabase<Query>(prepare: (db: Executor) => Query): (db: Executor) => Query {
  const prepared = new WeakMap<Executor, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
