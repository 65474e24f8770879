import { sql, type Kysely } from 'kysely';

// Frozen: door access, check-in and no-shows (issue 34; DECISIONS.md, Door access for a club open
// all night; Check-in and no-shows).
// - A booking or lesson is checked in once (by its code's first unlock, or by an admin), and a
//   confirmed one not checked in N minutes after its start becomes `no_show`: it holds no bay any
//   more (the bays' exclusion constraints count `confirmed` only), its charges and plan minutes stay.
// - `door_codes`: one 6-digit code per booking, lesson or member's league night (a participant and
//   the night's start: nights are not rows), on the lock chosen in Club Settings. The row is what
//   the lock should hold; a job makes Seam match it (`seam_access_code_id` once made). Two live
//   codes on one lock never share digits while both windows are open: an exclusion constraint.
// - `door_events`: each Seam webhook event id once (a replay changes nothing).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings drop constraint bookings_status_check,
    add constraint bookings_status_check check (status in ('confirmed', 'waitlisted', 'cancelled', 'no_show'))`.execute(
    db,
  );
  await sql`alter table lessons drop constraint lessons_status_check,
    add constraint lessons_status_check check (status in ('confirmed', 'cancelled', 'no_show'))`.execute(
    db,
  );
  for (const table of ['bookings', 'lessons']) {
    await db.schema
      .alterTable(table)
      .addColumn('checked_in_at', 'timestamptz')
      /** `door` (the code's first unlock) or `admin` (by `checked_in_by_user`). */
      .addColumn('checked_in_by', 'text', (c) => c.check(sql`checked_in_by in ('door', 'admin')`))
      .addColumn('checked_in_by_user', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      /** When the no-show sweep released it (status `no_show`). */
      .addColumn('released_at', 'timestamptz')
      .execute();
  }

  await db.schema
    .alterTable('locations')
    /** The front door's lock (a Seam device id), chosen in Club Settings; null: no codes. */
    .addColumn('door_device_id', 'text')
    /** Release a session not checked in after N minutes (10 to 60); null: off (the default). */
    .addColumn('no_show_release_minutes', 'integer', (c) =>
      c.check(sql`no_show_release_minutes between 10 and 60`),
    )
    .execute();

  await db.schema
    .createTable('door_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('league_participant_id', 'integer', (c) =>
      c.references('league_participants.id').onDelete('cascade'),
    )
    /** The league night's start (with `league_participant_id`). */
    .addColumn('night_start', 'timestamptz')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('code', 'char(6)', (c) => c.notNull().check(sql`code ~ '^[0-9]{6}$'`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    /** `pending`: to be made or changed on the lock; `active`: the lock has it as the row says;
     *  `deleting`: to be removed; `deleted`: gone (kept for the record). */
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'active', 'deleting', 'deleted')`),
    )
    .addColumn('seam_access_code_id', 'text', (c) => c.unique())
    /** When the member was e-mailed the code (in the confirmation or its own mail). */
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'door_codes_one_subject',
      sql`num_nonnulls(booking_id, lesson_id, league_participant_id) = 1
        and (league_participant_id is null) = (night_start is null)`,
    )
    .addCheckConstraint('door_codes_window', sql`starts_at < ends_at`)
    .execute();
  await sql`create unique index door_codes_booking on door_codes (booking_id)
    where booking_id is not null and status <> 'deleted'`.execute(db);
  await sql`create unique index door_codes_lesson on door_codes (lesson_id)
    where lesson_id is not null and status <> 'deleted'`.execute(db);
  await sql`create unique index door_codes_league_night on door_codes (league_participant_id, night_start)
    where league_participant_id is not null and status <> 'deleted'`.execute(db);
  await sql`create index door_codes_user on door_codes (user_id)`.execute(db);
  await sql`alter table door_codes add constraint door_codes_no_shared_digits
    exclude using gist (device_id with =, code with =, tstzrange(starts_at, ends_at) with &&)
    where (status <> 'deleted')`.execute(db);

  await db.schema
    .createTable('door_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    /** What it did: checked_in (a booking or lesson), ignored (not an unlock by one of our codes). */
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('checked_in', 'already', 'ignored')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('door_events').execute();
  await db.schema.dropTable('door_codes').execute();
  await db.schema
    .alterTable('locations')
    .dropColumn('door_device_id')
    .dropColumn('no_show_release_minutes')
    .execute();
  for (const table of ['bookings', 'lessons']) {
    await db.schema
      .alterTable(table)
      .dropColumn('checked_in_at')
      .dropColumn('checked_in_by')
      .dropColumn('checked_in_by_user')
      .dropColumn('released_at')
      .execute();
  }
  await sql`alter table lessons drop constraint lessons_status_check,
    add constraint lessons_status_check check (status in ('confirmed', 'cancelled'))`.execute(db);
  await sql`alter table bookings drop constraint bookings_status_check,
    add constraint bookings_status_check check (status in ('confirmed', 'waitlisted', 'cancelled'))`.execute(
    db,
  );
}
