import { sql, type Kysely } from 'kysely';

// Frozen: the e-mail change code is made by the mail drainer, like the reset code (0004), so it is
// never stored in clear: 'email-change-code' jobs name the new address, and the member in the body.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop constraint mail_outbox_kind_check`.execute(db);
  await sql`alter table mail_outbox add constraint mail_outbox_kind_check
    check (kind in ('mail', 'reset-code', 'email-change-code'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from mail_outbox where kind = 'email-change-code'`.execute(db);
  await sql`alter table mail_outbox drop constraint mail_outbox_kind_check`.execute(db);
  await sql`alter table mail_outbox add constraint mail_outbox_kind_check
    check (kind in ('mail', 'reset-code'))`.execute(db);
}
