import { CompiledQuery } from 'kysely';
import type { Database, Tx } from './engine';

/**
 * Runs a statement a library writes itself (the job queue's `send`) on a pool or inside the
 * caller's transaction, as pg-boss's `db` option takes it: its job then commits with the work.
 */
export function statementRunner(db: Database | Tx) {
  return {
    executeSql: async (text: string, values: unknown[]): Promise<{ rows: unknown[] }> => ({
      rows: (await db.executeQuery(CompiledQuery.raw(text, values))).rows,
    }),
  };
}
