import { sql, type Kysely } from 'kysely';

// Frozen: lessons with certified coaches (issue 24). Coaches get an hourly rate and weekly hours;
// lessons get a price, a status and the constraints that keep a coach and a bay from ever being
// double-booked. A lesson and a booking on one bay exclude each other through `bay_holds`: one row
// per confirmed booking or lesson on a bay, kept by triggers, with an exclusion constraint over
// them all (PostgreSQL's exclusion constraints see one table only).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('coaches')
    .addColumn('hourly_rate_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hourly_rate_cents >= 0 and mod(hourly_rate_cents, 100) = 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('coach_hours')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('coach_id', 'integer', (c) =>
      c.notNull().references('coaches.id').onDelete('cascade'),
    )
    .addColumn('day_of_week', 'smallint', (c) =>
      c.notNull().check(sql`day_of_week between 0 and 6`),
    )
    .addColumn('start_time', 'text', (c) =>
      c.notNull().check(sql`start_time ~ '^([01][0-9]|2[0-3]):[03]0$'`),
    )
    .addColumn('end_time', 'text', (c) =>
      c.notNull().check(sql`end_time ~ '^(([01][0-9]|2[0-3]):[03]0|24:00)$'`),
    )
    .addCheckConstraint('coach_hours_order', sql`end_time > start_time`)
    .execute();
  await db.schema
    .createIndex('coach_hours_coach')
    .on('coach_hours')
    .columns(['coach_id', 'day_of_week'])
    .execute();

  await db.schema
    .alterTable('lessons')
    .addColumn('price_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_cents >= 0`),
    )
    .addColumn('is_included', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('confirmed')
        .check(sql`status in ('confirmed', 'cancelled')`),
    )
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await sql`alter table lessons
    add constraint lessons_duration check (end_time - start_time in (interval '30 minutes', interval '60 minutes')),
    add constraint lessons_grid check (mod(extract(epoch from start_time)::bigint, 1800) = 0)`.execute(
    db,
  );
  await sql`alter table lessons add constraint lessons_coach_no_overlap
    exclude using gist (coach_id with =, tstzrange(start_time, end_time) with &&)
    where (status = 'confirmed')`.execute(db);
  await sql`alter table lessons add constraint lessons_bay_no_overlap
    exclude using gist (bay_id with =, tstzrange(start_time, end_time) with &&)
    where (status = 'confirmed')`.execute(db);
  await db.schema.createIndex('lessons_start').on('lessons').column('start_time').execute();
  await db.schema
    .createIndex('lessons_user_start')
    .on('lessons')
    .columns(['user_id', 'start_time'])
    .execute();

  // One row per confirmed booking or lesson on a bay: the last word between the two tables.
  await db.schema
    .createTable('bay_holds')
    .addColumn('bay_id', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) =>
      c.unique().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (c) =>
      c.unique().references('lessons.id').onDelete('cascade'),
    )
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('bay_holds_one_source', sql`(booking_id is null) <> (lesson_id is null)`)
    .execute();
  await sql`alter table bay_holds add constraint bay_holds_no_overlap
    exclude using gist (bay_id with =, tstzrange(start_time, end_time) with &&)`.execute(db);

  await sql`create function bay_holds_of_booking() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from bay_holds where booking_id = old.id;
      end if;
      if new.status = 'confirmed' and new.bay_id is not null then
        insert into bay_holds (bay_id, booking_id, start_time, end_time)
        values (new.bay_id, new.id, new.start_time, new.end_time);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function bay_holds_of_lesson() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from bay_holds where lesson_id = old.id;
      end if;
      if new.status = 'confirmed' then
        insert into bay_holds (bay_id, lesson_id, start_time, end_time)
        values (new.bay_id, new.id, new.start_time, new.end_time);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger bookings_bay_holds
    after insert or update of status, bay_id, start_time, end_time on bookings
    for each row execute function bay_holds_of_booking()`.execute(db);
  await sql`create trigger lessons_bay_holds
    after insert or update of status, bay_id, start_time, end_time on lessons
    for each row execute function bay_holds_of_lesson()`.execute(db);
  await sql`insert into bay_holds (bay_id, booking_id, start_time, end_time)
    select bay_id, id, start_time, end_time from bookings
    where status = 'confirmed' and bay_id is not null`.execute(db);
  await sql`insert into bay_holds (bay_id, lesson_id, start_time, end_time)
    select bay_id, id, start_time, end_time from lessons where status = 'confirmed'`.execute(db);

  // coach and lesson changes are audited like every other admin change
  await sql`alter table admin_audit_log drop constraint admin_audit_log_entity_type_check`.execute(
    db,
  );
  await sql`alter table admin_audit_log add constraint admin_audit_log_entity_type_check
    check (entity_type in ('booking', 'member', 'bay', 'operatingHours', 'demoRequest', 'location',
      'coach', 'lesson'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from admin_audit_log where entity_type in ('coach', 'lesson')`.execute(db);
  await sql`alter table admin_audit_log drop constraint admin_audit_log_entity_type_check`.execute(
    db,
  );
  await sql`alter table admin_audit_log add constraint admin_audit_log_entity_type_check
    check (entity_type in ('booking', 'member', 'bay', 'operatingHours', 'demoRequest', 'location'))`.execute(
    db,
  );
  await sql`drop trigger if exists lessons_bay_holds on lessons`.execute(db);
  await sql`drop trigger if exists bookings_bay_holds on bookings`.execute(db);
  await sql`drop function if exists bay_holds_of_lesson()`.execute(db);
  await sql`drop function if exists bay_holds_of_booking()`.execute(db);
  await db.schema.dropTable('bay_holds').ifExists().execute();
  await db.schema.dropIndex('lessons_user_start').ifExists().execute();
  await db.schema.dropIndex('lessons_start').ifExists().execute();
  await sql`alter table lessons
    drop constraint lessons_bay_no_overlap,
    drop constraint lessons_coach_no_overlap,
    drop constraint lessons_grid,
    drop constraint lessons_duration`.execute(db);
  await db.schema
    .alterTable('lessons')
    .dropColumn('cancelled_at')
    .dropColumn('created_by')
    .dropColumn('status')
    .dropColumn('is_included')
    .dropColumn('price_cents')
    .execute();
  await db.schema.dropTable('coach_hours').ifExists().execute();
  await db.schema
    .alterTable('coaches')
    .dropColumn('created_at')
    .dropColumn('hourly_rate_cents')
    .execute();
}
