import type { Kysely } from 'kysely';

// Frozen: the mail outbox is sent by a job on the job queue (pg-boss, issue 31), which claims,
// retries and takes over a dead process's work itself: the outbox's own claim goes. A message's
// `next_attempt_at` now only marks one given up on (the far future).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'timestamptz').execute();
}
