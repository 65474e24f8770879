import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBook, at, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { post } from './harness';
import { addCoach, bookLesson } from './lesson-support';

// Issue 30: a command that loses a race in PostgreSQL (an exclusion constraint, a deadlock it
// broke, a serialization failure) is run again on fresh reads, whichever command it is: the
// member's booking, the admin's booking and the lesson share one list of what is retried.
// The lost race is PostgreSQL's own error, raised once by a trigger on the insert.

let w: AdminWorld;
let coachId: number;
let client: pg.Client;
const query = (text: string, values: unknown[] = []) => client.query(text, values);
beforeAll(async () => {
  w = await startAdminWorld();
  await w.h.t.db.updateTable('coaches').set({ isActive: false }).execute();
  coachId = await addCoach(w.h.app, w.admin, [
    { dayOfWeek: 2, startTime: '08:00', endTime: '20:00' },
  ]);
  client = new pg.Client({ connectionString: w.h.t.url });
  await client.connect();
  await query(`
    create table lost_race (tbl text primary key, sqlstate text not null, constraint_name text);
    create sequence lost_race_tries;
    create function lose_one_race() returns trigger language plpgsql as $$
    declare r lost_race;
    begin
      select * into r from lost_race where tbl = tg_table_name;
      -- a sequence is not rolled back with the failed attempt: the second try goes through
      if found and nextval('lost_race_tries') = 1 then
        raise exception 'lost a race (test)'
          using errcode = r.sqlstate, constraint = coalesce(r.constraint_name, '');
      end if;
      return new;
    end $$;
    create trigger bookings_lose_one_race before insert on bookings
      for each row execute function lose_one_race();
    create trigger lessons_lose_one_race before insert on lessons
      for each row execute function lose_one_race();
    create trigger bookings_lose_one_race_on_cancel before update on bookings
      for each row when (new.status = 'cancelled' and old.status <> 'cancelled')
      execute function lose_one_race();
  `);
});
afterAll(async () => {
  await client.end();
  await w.h.close();
});

/** The next insert into `tbl` fails once with this error; answers how many inserts were tried. */
async function loseOnce(tbl: 'bookings' | 'lessons', sqlstate: string, constraint?: string) {
  await query('delete from lost_race');
  await query('alter sequence lost_race_tries restart with 1');
  await query('insert into lost_race values ($1, $2, $3)', [tbl, sqlstate, constraint ?? null]);
  return async () => {
    const { rows } = await query(
      'select case when is_called then last_value else 0 end as tries from lost_race_tries',
    );
    await query('delete from lost_race');
    return Number((rows[0] as { tries: string } | undefined)?.tries);
  };
}

const LOST_RACES = [
  ['a deadlock PostgreSQL broke', '40P01'],
  ['a serialization failure', '40001'],
] as const;

/** A new member books an hour at a local time of the club. */
async function memberBooks(local: string) {
  const m = await newMember(w.h.app);
  const res = await post(
    w.h.app,
    '/api/bookings',
    { startTime: at(local), durationMinutes: 60 },
    m.cookie,
  );
  return { m, res };
}

describe('a lost race is run again, whichever command lost it', () => {
  it.each([...LOST_RACES, ['the bay taken meanwhile', '23P01', 'bookings_no_overlap']] as const)(
    "a member's booking: %s",
    async (_name, sqlstate, constraint?: string) => {
      const hour = 10 + ['40P01', '40001', '23P01'].indexOf(sqlstate);
      const tries = await loseOnce('bookings', sqlstate, constraint);
      const { res } = await memberBooks(`2026-11-25T${hour}:00:00`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'confirmed' });
      expect(await tries()).toBe(2);
    },
  );

  it.each([
    ...LOST_RACES,
    ['a lesson holding the bay meanwhile', '23P01', 'bay_holds_no_overlap'],
  ] as const)(
    "an admin's booking for a member: %s",
    async (_name, sqlstate, constraint?: string) => {
      const hour = 10 + ['40P01', '40001', '23P01'].indexOf(sqlstate);
      const tries = await loseOnce('bookings', sqlstate, constraint);
      const m = await newMember(w.h.app);
      const res = await adminBook(w, m.id, w.bayIds[0] ?? 0, at(`2026-11-26T${hour}:00:00`));
      expect(res.statusCode, res.body).toBe(201);
      expect(await tries()).toBe(2);
    },
  );

  it.each([
    ...LOST_RACES,
    ['the coach taken meanwhile', '23P01', 'lessons_coach_no_overlap'],
  ] as const)('a lesson: %s', async (_name, sqlstate, constraint?: string) => {
    const hour = 10 + ['40P01', '40001', '23P01'].indexOf(sqlstate);
    const tries = await loseOnce('lessons', sqlstate, constraint);
    const m = await newMember(w.h.app);
    const res = await bookLesson(w.h.app, m.cookie, `2026-11-24T${hour}:00:00`, coachId);
    expect(res.statusCode, res.body).toBe(201);
    expect(await tries()).toBe(2);
  });

  it.each([
    ...LOST_RACES.map(([name, sqlstate]) => [`the member's: ${name}`, sqlstate, false] as const),
    ...LOST_RACES.map(([name, sqlstate]) => [`an admin's: ${name}`, sqlstate, true] as const),
  ])(
    'a cancellation (it promotes the waitlist in its transaction), %s',
    async (_n, sqlstate, admin) => {
      const hour = 10 + ['40P01', '40001'].indexOf(sqlstate) + (admin ? 2 : 0);
      const { m, res: booked } = await memberBooks(`2026-11-28T${hour}:00:00`);
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<{ id: number }>().id;
      const tries = await loseOnce('bookings', sqlstate);
      const res = admin
        ? await call(w.h.app, 'DELETE', `/api/bookings/${id}`, w.admin)
        : await post(w.h.app, `/api/bookings/${id}/cancel`, {}, m.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const booking = admin ? res.json<{ booking: unknown }>().booking : res.json();
      expect(booking).toMatchObject({ status: 'cancelled' });
      expect(await tries()).toBe(2);
    },
  );

  it('an error that is not a lost race is not run again', async () => {
    const tries = await loseOnce('bookings', '23505', 'bookings_pkey');
    const { res } = await memberBooks('2026-11-27T10:00:00');
    expect(res.statusCode).toBe(500);
    expect(await tries()).toBe(1);
  });
});
