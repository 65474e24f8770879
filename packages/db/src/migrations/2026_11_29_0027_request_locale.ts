import { sql, type Kysely } from 'kysely';

// Frozen: the language of a visitor's demo request (issue 36; DECISIONS.md, English and Spanish).
// `demo_requests.locale` is the caller's language when the request came ('en' or 'es'): the
// receipt goes out in it. Every request made before this one was answered in English.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('demo_requests')
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en', 'es')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_requests').dropColumn('locale').execute();
}
