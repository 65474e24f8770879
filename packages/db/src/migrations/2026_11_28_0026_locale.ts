import { sql, type Kysely } from 'kysely';

// Frozen: the member's language (issue 36; DECISIONS.md, English and Spanish). `users.locale` is
// 'en' or 'es'; every account made before this one speaks English, as it always has. The member's
// e-mails and the API's answers to them follow it; registration stores the caller's language.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`locale in ('en', 'es')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
