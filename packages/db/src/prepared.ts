import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

const COMMANDS = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE'] as const;

/**
 * The pool as Kysely's PostgresDialect takes it (its `PostgresPool`), sending each query that has
 * parameters as a named prepared statement (pg's query config `name`): PostgreSQL then parses and
 * plans it once per connection, not on every run. A statement whose result columns changed under
 * a migration fails once (isStalePlan); from then on every name is new, so each connection
 * prepares the statements again. At most 500 statements get a name (the rest run unnamed). No
 * query streams (no cursor).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (text: string) => {
    if (!names.has(text) && names.size < 500) {
      const hash = createHash('sha1').update(text).digest('hex').slice(0, 24);
      names.set(text, `club_${hash}_${generation}`);
    }
    return names.get(text);
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      text: string | PostgresCursor<R>,
      values: readonly unknown[] = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof text !== 'string') throw new Error('No query streams here');
      const name = values.length > 0 ? nameOf(text) : undefined;
      return client.query<R & pg.QueryResultRow>({ text, values: [...values], name }).then(
        // pg's answer as Kysely's (which reads `command` only to count the rows a write changed)
        (r) => ({
          rows: r.rows,
          rowCount: r.rowCount ?? 0,
          command: COMMANDS.find((c) => c === r.command) ?? 'SELECT',
        }),
        (err: unknown) => {
          if (isStalePlan(err)) {
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

/**
 * PostgreSQL's answer to running a prepared statement whose result columns changed since it was
 * prepared ('cached plan must not change result type'), known by its SQLSTATE (0A000,
 * feature_not_supported) and the routine that raises it, not by its message, which lc_messages
 * translates. Other 0A000 errors are a query's own fault: they leave the names as they are.
 */
export function isStalePlan(err: unknown): boolean {
  return (
    err instanceof pg.DatabaseError &&
    err.code === '0A000' &&
    err.routine === 'RevalidateCachedQuery'
  );
}
