import { sql, type Kysely } from 'kysely';

// Frozen: accounts the member keeps (issue 26). A deleted account stays as an anonymous row (its
// past bookings keep counting in the club's figures); reminders can be switched off and are sent
// once per booking; an e-mail change waits for a code sent to the new address.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('booking_reminders', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('bookings').addColumn('reminder_sent_at', 'timestamptz').execute();
  // the reminder sweep reads confirmed sessions not yet reminded, by start time
  await sql`create index bookings_reminder_due on bookings (start_time)
    where status = 'confirmed' and reminder_sent_at is null`.execute(db);
  await db.schema
    .createTable('email_change_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_change_codes_user')
    .on('email_change_codes')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_change_codes').ifExists().execute();
  await sql`drop index if exists bookings_reminder_due`.execute(db);
  await db.schema.alterTable('bookings').dropColumn('reminder_sent_at').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('deleted_at')
    .dropColumn('booking_reminders')
    .execute();
}
