import type { Kysely } from 'kysely';

// Frozen: a demo request that became a member links the account made from it (issue 23).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('demo_requests')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_requests').dropColumn('user_id').execute();
}
