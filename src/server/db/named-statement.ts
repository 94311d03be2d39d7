import type { Placeholder, SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { AppDb } from "./client";

const dialect = new PgDialect();

/**
 * A hand-written statement (a data-modifying CTE, say) rendered once, with named placeholders for its values, and
 * sent as a named prepared statement: PostgreSQL parses and plans it once per connection, and the app renders its
 * text once per process, instead of both doing so on every request. The query builder's `.prepare(name)` does the
 * same for the statements it can build (users/users.ts, `user_by_id`).
 *
 * `build` gets `value(key)` to place a value, and is called once, here; `run(runner, values)` then sends it on any
 * runner: the database, or a transaction (inside runIdempotent, say), whose connection it then uses. Each name must
 * stand for one text: a statement with variants (an optional part) takes one name per variant.
 */
export function namedStatement<Values extends Record<string, unknown>, Row>(
  name: string,
  build: (value: (key: keyof Values & string) => Placeholder) => SQL,
) {
  const query = dialect.sqlToQuery(build((key) => sql.placeholder(key)));
  return {
    async run(runner: AppDb, values: Values): Promise<Row[]> {
      const result = (await runner._.session.prepareQuery(query, undefined, name, false).execute(values)) as {
        rows: Row[];
      };
      return result.rows;
    },
  };
}
