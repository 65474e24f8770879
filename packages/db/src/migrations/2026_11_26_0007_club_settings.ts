import { sql, type Kysely } from 'kysely';

// Frozen: club settings (issue 23): a location's phone and e-mail, and the members-only switch.
// Locations made before this get the club's published contact details.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('locations')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('members_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update locations set phone = '(210) 555-0142', email = 'hello@inside9golf.com'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('locations')
    .dropColumn('phone')
    .dropColumn('email')
    .dropColumn('members_only')
    .execute();
}
