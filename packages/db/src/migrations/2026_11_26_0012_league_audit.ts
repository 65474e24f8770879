import { sql, type Kysely } from 'kysely';

// Frozen: league edits and participant removals are audited like every other admin change
// (issue 25). The list keeps every entity type earlier migrations allow (0006, 0009; 0011 adds none).

const BEFORE = `'booking', 'member', 'bay', 'operatingHours', 'demoRequest', 'location', 'coach', 'lesson'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table admin_audit_log drop constraint admin_audit_log_entity_type_check`.execute(
    db,
  );
  await sql`alter table admin_audit_log add constraint admin_audit_log_entity_type_check
    check (entity_type in (${sql.raw(BEFORE)}, 'league'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from admin_audit_log where entity_type = 'league'`.execute(db);
  await sql`alter table admin_audit_log drop constraint admin_audit_log_entity_type_check`.execute(
    db,
  );
  await sql`alter table admin_audit_log add constraint admin_audit_log_entity_type_check
    check (entity_type in (${sql.raw(BEFORE)}))`.execute(db);
}
