import { sql, type Kysely } from 'kysely';

// Frozen: the club's account book (issue 33). One append-only table: every charge, credit, payment
// and refund of a member, in integer cents above zero. The database refuses to edit or delete a
// line (a correction is a new line); the one change it lets through is clearing a line's free-text
// note, which is how a deleted member's account is anonymised (the lines themselves stay, on the
// anonymous user row, so the club's figures keep adding up). `idempotency_key` is unique: a line
// written for an outside event (a Stripe event id) is written once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('charge', 'credit', 'payment', 'refund')`),
    )
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('item', 'text', (c) =>
      c
        .notNull()
        .check(sql`item in ('booking', 'lesson', 'league_entry', 'guest', 'plan', 'other')`),
    )
    .addColumn('item_id', 'integer')
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('method', 'text', (c) =>
      c.check(sql`method in ('cash', 'card_terminal', 'check', 'stripe')`),
    )
    .addColumn('note', 'varchar(500)')
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // a payment says how it was paid; nothing else does
    .addCheckConstraint('ledger_entries_method', sql`(kind = 'payment') = (method is not null)`)
    .execute();
  // a member's statement and balance, in order
  await sql`create index ledger_entries_user on ledger_entries (user_id, created_at, id)`.execute(
    db,
  );
  // what an item's lines add up to (a cancellation credits it back)
  await sql`create index ledger_entries_item on ledger_entries (item, item_id)
    where item_id is not null`.execute(db);
  // the Today dashboard's totals of a day
  await sql`create index ledger_entries_day on ledger_entries (created_at)`.execute(db);

  await sql`create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.note is null
         and (to_jsonb(new) - 'note') = (to_jsonb(old) - 'note') then
        return new;
      end if;
      raise exception 'ledger entries are never edited or deleted: a correction is a new entry'
        using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger ledger_entries_append_only
    before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()`.execute(db);
  await sql`create trigger ledger_entries_no_truncate
    before truncate on ledger_entries
    for each statement execute function ledger_entries_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').ifExists().execute();
  await sql`drop function if exists ledger_entries_append_only()`.execute(db);
}
