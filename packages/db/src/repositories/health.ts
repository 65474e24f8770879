import { sql } from 'kysely';
import type { Database } from '../engine';

/** Resolves when the database answers a trivial query; rejects otherwise (for health checks). */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
