import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/*
 * Prepared statements for the calls a person makes again and again (issue 14). Two costs go:
 * Drizzle building the SQL text on every request (a fifth of the server's CPU on the hot reads),
 * and PostgreSQL planning it on every execution (planning took 1.5 ms of the dashboard's 1.9 ms;
 * a named statement is planned once per connection, then runs a cached generic plan).
 *
 * Parameters are `sql.placeholder('name')`, filled at each execution. Names must be unique
 * across the app: PostgreSQL keeps one statement per name on each connection.
 */

/**
 * Builds something once per database handle (tests open many): a prepared statement here, a
 * cache told by that database's notifications in notified-cache.ts.
 */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * Raw SQL as a named prepared statement, answering its rows as the driver gives them (counts as
 * strings; timestamps as Date or text). Drizzle prepares only the queries its builders make; this
 * asks its session the same way.
 */
export function prepareSql<Row>(db: Db, name: string, query: SQL) {
  const internal = db as unknown as { dialect: PgDialect; session: PgSession };
  const statement = internal.session.prepareQuery(
    internal.dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return {
    async rows(values: Record<string, unknown>): Promise<Row[]> {
      const result = (await statement.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
