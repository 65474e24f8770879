import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** At most this many statements are prepared; further ones run unprepared, as before. */
const MAX_PREPARED = 500;

/**
 * Statement names by SQL text, shared by every connection of the process: each connection
 * prepares a name the first time it runs it (pg keeps track), then only binds and executes it.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private generation = 0;

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_PREPARED) {
      const hash = createHash('sha1').update(text).digest('hex').slice(0, 24);
      name = `club_${hash}_${this.generation}`;
      this.names.set(text, name);
    }
    return name;
  }

  /** A statement whose prepared form went stale is prepared afresh under a new name. */
  renew(text: string): void {
    this.generation++;
    this.names.delete(text);
  }
}

/**
 * PostgreSQL's answer when a table changed under a prepared `select *` (a migration applied while
 * this process runs): that statement is renamed, so every connection prepares it again.
 */
export function isStalePlanError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: string }).code === '0A000' &&
    String((err as { message?: string }).message).includes('cached plan must not change')
  );
}

/**
 * The pool as Kysely sees it, with every query that has parameters run as a named prepared
 * statement: PostgreSQL then parses and plans it once per connection instead of on every run
 * (a member's booking spent more than half of PostgreSQL's time on that). Queries without
 * parameters (BEGIN, COMMIT) go as before. A statement that goes stale after a migration fails
 * once and is prepared again on its next run.
 */
export function preparingPool(pool: pg.Pool, names = new StatementNames()): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  function wrap(client: pg.PoolClient): PostgresPoolClient {
    function query<R>(
      sql: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sqlOrCursor: string | PostgresCursor<R>,
      parameters?: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sqlOrCursor !== 'string')
        return client.query(
          sqlOrCursor as unknown as pg.Submittable,
        ) as unknown as PostgresCursor<R>;
      const values = [...(parameters ?? [])];
      const name = values.length > 0 ? names.nameOf(sqlOrCursor) : undefined;
      const run =
        name === undefined
          ? client.query(sqlOrCursor, values)
          : client.query({ name, text: sqlOrCursor, values });
      return (run as Promise<PostgresQueryResult<R>>).catch((err: unknown) => {
        if (isStalePlanError(err)) names.renew(sqlOrCursor);
        throw err;
      });
    }
    return { query, release: () => client.release() };
  }
  return {
    async connect() {
      const client = await pool.connect();
      let kept = wrapped.get(client);
      if (!kept) {
        kept = wrap(client);
        wrapped.set(client, kept);
      }
      return kept;
    },
    end: () => pool.end(),
  };
}
