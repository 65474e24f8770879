import { sql, type Kysely } from 'kysely';

// Frozen: leagues through a whole season (issue 25).
// - `bays_claimed_at`: when a league claimed its nights' bays (created, or day, times or bays
//   edited). Two leagues on one night: the earlier claim keeps the highest-numbered bays. Existing
//   leagues claimed theirs when they were created, so they read as before.
// - `league_night_reminders`: one row per league night per member whose reminder was queued (in
//   the transaction that queues the mail), so a reminder goes out once across any number of API
//   processes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leagues')
    .addColumn('bays_claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update leagues set bays_claimed_at = created_at`.execute(db);

  await db.schema
    .createTable('league_night_reminders')
    .addColumn('league_id', 'integer', (c) =>
      c.notNull().references('leagues.id').onDelete('cascade'),
    )
    .addColumn('match_date', 'date', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('league_night_reminders_pk', ['league_id', 'match_date', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_night_reminders').execute();
  await db.schema.alterTable('leagues').dropColumn('bays_claimed_at').execute();
}
