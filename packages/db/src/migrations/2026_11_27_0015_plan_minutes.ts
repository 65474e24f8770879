import { sql, type Kysely } from 'kysely';

// Frozen: what a plan has used in a month is the covered minutes of the member's confirmed
// sessions, never their charged part (issue 30). Each booking keeps the minutes its plan covered
// when it was priced, so the month's use is one indexed sum.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('plan_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`plan_minutes >= 0`),
    )
    .execute();
  // Confirmed sessions booked before: each month's sessions in order draw on the member's current
  // plan (Starter 5 h, Pro 12 h, Member and Elite unlimited, none nothing) until it is spent.
  await sql`
    with sessions as (
      select b.id, u.membership_type as tier,
        extract(epoch from b.end_time - b.start_time)::int / 60 as minutes,
        coalesce(sum(extract(epoch from b.end_time - b.start_time)::int / 60) over (
          partition by b.user_id, date_trunc('month', b.start_time at time zone l.time_zone)
          order by b.start_time, b.id
          rows between unbounded preceding and 1 preceding), 0) as before
      from bookings b
      join users u on u.id = b.user_id
      join locations l on l.id = b.location_id
      where b.status = 'confirmed'
    )
    update bookings b set plan_minutes = case s.tier
        when 'member' then s.minutes
        when 'elite' then s.minutes
        when 'starter' then greatest(0, least(s.minutes, 300 - s.before))
        when 'pro' then greatest(0, least(s.minutes, 720 - s.before))
        else 0
      end
    from sessions s
    where s.id = b.id`.execute(db);
  // the month's use of a member: one index range, the covered minutes read from the index
  await sql`create index bookings_plan_use on bookings (user_id, start_time) include (plan_minutes)
    where status = 'confirmed'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bookings_plan_use`.execute(db);
  await db.schema.alterTable('bookings').dropColumn('plan_minutes').execute();
}
