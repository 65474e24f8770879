import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Database } from '../engine';
import { migrationProvider } from '../migrations';

/** Resolves when the database answers a trivial query; rejects otherwise (for health checks). */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The migrations this code ships that the database has not run, by name (none: it is up to date).
 * Reads Kysely's own record of what ran (its migrations table); rejects when the database does not
 * answer or has no such table (never migrated).
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const shipped = Object.keys(await migrationProvider.getMigrations());
  const ran = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(ran.rows.map((r) => r.name));
  return shipped.filter((name) => !applied.has(name));
}
