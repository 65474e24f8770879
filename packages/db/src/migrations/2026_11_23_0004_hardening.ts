import { sql, type Kysely } from 'kysely';

// Frozen: the hardening work (issue 9). Rate-limit counters shared by every API process, and the
// mail outbox the server drains (a crash between answering and sending loses no mail).
// `rate_limits` holds the reset-code failure cap too ('reset-failures:<address>').

export async function up(db: Kysely<any>): Promise<void> {
  // One fixed-window counter per key ('login:ac:<address>|<ip>', 'reset-failures:<address>', ...).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_reset_at')
    .on('rate_limits')
    .column('reset_at')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // 'mail': a message as it is; 'reset-code': make a reset code for the address and mail it (the
    // code is never stored in clear, and the request costs the same whether the address exists)
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('mail')
        .check(sql`kind in ('mail', 'reset-code')`),
    )
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // a drainer holds a message until then; a crashed drainer's claim simply runs out
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('rate_limits').execute();
}
