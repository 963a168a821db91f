import type { Db } from '../core/types';

/**
 * One prepared query per database handle, built on first use. Drizzle then renders the SQL once instead of on
 * every call, and on PostgreSQL each pooled connection parses and plans the named statement once. Hot read
 * paths only: a name must stand for one SQL text, and the query must take every varying value as a placeholder.
 */
export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
