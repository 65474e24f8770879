import { sql, type Kysely } from 'kysely';

// Frozen: the 24-hour reminder covers lessons too (issue 26). A lesson is reminded once, like a
// booking (0011): the sweep marks it when it queues the mail.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lessons').addColumn('reminder_sent_at', 'timestamptz').execute();
  // the reminder sweep reads confirmed lessons not yet reminded, by start time
  await sql`create index lessons_reminder_due on lessons (start_time)
    where status = 'confirmed' and reminder_sent_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists lessons_reminder_due`.execute(db);
  await db.schema.alterTable('lessons').dropColumn('reminder_sent_at').execute();
}
