import { sql, type Kysely } from 'kysely';

// Frozen: the first-run set-up of the club (issue 22) is audited as a change to a location.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_audit_log drop constraint admin_audit_log_entity_type_check`.execute(
    db,
  );
  await sql`alter table admin_audit_log add constraint admin_audit_log_entity_type_check
    check (entity_type in ('booking', 'member', 'bay', 'operatingHours', 'demoRequest', 'location'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from admin_audit_log where entity_type = 'location'`.execute(db);
  await sql`alter table admin_audit_log drop constraint admin_audit_log_entity_type_check`.execute(
    db,
  );
  await sql`alter table admin_audit_log add constraint admin_audit_log_entity_type_check
    check (entity_type in ('booking', 'member', 'bay', 'operatingHours', 'demoRequest'))`.execute(
    db,
  );
}
