import { sql, type Kysely } from 'kysely';

// Frozen: the admin panel's audit log (issue 10), and the indexes its lists and dashboard read.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // who: kept as a name too, so the history survives the admin's account being deleted
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) =>
      c
        .notNull()
        .check(sql`entity_type in ('booking', 'member', 'bay', 'operatingHours', 'demoRequest')`),
    )
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_log_entity')
    .on('admin_audit_log')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();

  // Today dashboard: bookings made per day at a location.
  await db.schema
    .createIndex('bookings_location_created')
    .on('bookings')
    .columns(['location_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_location_created').ifExists().execute();
  await db.schema.dropTable('admin_audit_log').ifExists().execute();
}
