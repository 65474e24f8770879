import { sql, type Kysely } from 'kysely';

// Frozen: the outbox keeps a message's attachments (a lesson's or a league's .ics), so every e-mail
// goes through it (issue 30). A JSON array of { filename, content, contentType }; null for none.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox add column attachments jsonb`.execute(db);
  await sql`alter table mail_outbox add constraint mail_outbox_attachments_array
    check (attachments is null or jsonb_typeof(attachments) = 'array')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox drop column attachments`.execute(db);
}
