import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

const COMMANDS = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE'] as const;
/** At most this many statements get a name; any further one runs unnamed. */
const MAX_NAMED = 500;

/**
 * The pool as Kysely's PostgresDialect takes it (its `PostgresPool`), sending each query that has
 * parameters as a named prepared statement (pg's query config `name`): PostgreSQL then parses and
 * plans it once per connection, not on every run. A statement whose result columns changed under
 * a migration fails once (0A000, 'cached plan must not change result type'); from then on every
 * name is new, so each connection prepares the statements again. No query streams (no cursor).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `club_${createHash('sha1').update(text).digest('hex').slice(0, 24)}_${generation}`;
      names.set(text, name);
    }
    return name;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(
      sql: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sql: string | PostgresCursor<R>,
      parameters: ReadonlyArray<unknown> = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sql !== 'string') throw new Error('No query streams here');
      const values = [...parameters];
      const name = values.length > 0 ? nameOf(sql) : undefined;
      return client
        .query<R & pg.QueryResultRow>({ text: sql, values, ...(name ? { name } : {}) })
        .then(
          // pg's result as Kysely's: `command` counts only for the rows an INSERT, UPDATE, DELETE or MERGE changed
          (r) => ({
            rows: r.rows,
            rowCount: r.rowCount ?? 0,
            command: COMMANDS.find((c) => c === r.command) ?? 'SELECT',
          }),
          (err: unknown) => {
            if (err instanceof Error && err.message.includes('cached plan must not change')) {
              generation++;
              names.clear();
            }
            throw err;
          },
        );
    }
    return { query, release: () => client.release() };
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
