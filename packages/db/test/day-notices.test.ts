import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillHalfHours } from '../src/generate';
import { listenForChanges } from '../src/listen';
import { seedLocalDefaults } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// A location's day as availability reads it is announced on `club_changes` when what it holds
// changes (migration 0016): `day:<locationId>:<first>:<last>`, the local days whose reads may
// change, once per statement and location; a change that holds no other time says nothing.
let t: TestDatabase;
const heard: string[] = [];
let stop: () => Promise<void>;
let locationId: number;
let userId: number;
let bayIds: number[];
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today: '2026-11-23' });
  stop = await listenForChanges(t.url, { onMessage: (m) => heard.push(m), onReconnect: () => {} });
  locationId = (await t.db.selectFrom('locations').select('id').executeTakeFirstOrThrow()).id;
  bayIds = (await t.db.selectFrom('bays').select('id').orderBy('id').execute()).map((b) => b.id);
  const user = await t.db
    .insertInto('users')
    .values({
      username: 'n',
      email: 'n@example.com',
      passwordHash: 'x',
      firstName: 'N',
      lastName: 'N',
      hoursRemaining: '0',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
afterAll(async () => {
  await stop();
  await t.drop();
});

let marks = 0;
/**
 * The day notices of what `change` commits, in the order heard: a mark notified after it arrives
 * after them (notices come in commit order), so nothing is missed and nothing is waited out.
 */
async function dayNoticesOf(change: () => Promise<unknown>): Promise<string[]> {
  heard.length = 0;
  await change();
  const mark = `mark:${++marks}`;
  await sql`select pg_notify('club_changes', ${mark})`.execute(t.db);
  for (let i = 0; i < 500 && !heard.includes(mark); i++) await new Promise((r) => setTimeout(r, 5));
  expect(heard).toContain(mark);
  return heard.filter((m) => m.startsWith('day:'));
}

/** San Antonio's local time in November (CST, UTC-6). */
const at = (local: string) => new Date(`${local}-06:00`);

const booking = (from: string, to: string, over: { status?: 'waitlisted'; bayId?: number } = {}) =>
  t.db
    .insertInto('bookings')
    .values({
      userId,
      locationId,
      bayId: over.status ? null : (over.bayId ?? bayIds[0] ?? 0),
      startTime: at(from),
      endTime: at(to),
      priceCents: 4000,
      status: over.status ?? 'confirmed',
      waitlistPosition: over.status ? 1 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('day notices', () => {
  it('a booking names its local day and the day before (whose late sessions reach into it)', async () => {
    const day = `day:${locationId}:2026-11-24:2026-11-25`;
    let id = 0;
    expect(
      await dayNoticesOf(async () => {
        id = (await booking('2026-11-25T10:00:00', '2026-11-25T11:00:00')).id;
      }),
    ).toEqual([day]);
    // one past midnight names the day it ends on too
    expect(await dayNoticesOf(() => booking('2026-11-25T23:00:00', '2026-11-26T00:30:00'))).toEqual(
      [`day:${locationId}:2026-11-24:2026-11-26`],
    );
    // cancelled, then moved: the time it held and the time it holds
    const cancel = () =>
      t.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect(await dayNoticesOf(cancel)).toEqual([day]);
    const move = () =>
      t.db
        .updateTable('bookings')
        .set({
          status: 'confirmed',
          startTime: at('2026-11-28T10:00:00'),
          endTime: at('2026-11-28T11:00:00'),
        })
        .where('id', '=', id)
        .execute();
    expect(await dayNoticesOf(move)).toEqual([`day:${locationId}:2026-11-27:2026-11-28`]);
    const moveOn = () =>
      t.db
        .updateTable('bookings')
        .set({ startTime: at('2026-11-30T10:00:00'), endTime: at('2026-11-30T11:00:00') })
        .where('id', '=', id)
        .execute();
    expect(await dayNoticesOf(moveOn)).toEqual([`day:${locationId}:2026-11-27:2026-11-30`]);
  });

  it('says nothing of a change that holds no other time', async () => {
    let id = 0;
    const book = async () => {
      id = (await booking('2026-11-26T10:00:00', '2026-11-26T11:00:00')).id;
    };
    const day = `day:${locationId}:2026-11-25:2026-11-26`;
    expect(await dayNoticesOf(book)).toEqual([day]);
    const quiet = await dayNoticesOf(async () => {
      await booking('2026-11-26T10:00:00', '2026-11-26T11:00:00', { status: 'waitlisted' });
      await t.db
        .updateTable('bookings')
        .set({ reminderSentAt: new Date() })
        .where('id', '=', id)
        .execute();
      await t.db.updateTable('bookings').set({ priceCents: 0 }).where('id', '=', -1).execute();
      await t.db.deleteFrom('bookings').where('status', '=', 'waitlisted').execute();
    });
    expect(quiet).toEqual([]);
    // a confirmed booking deleted frees its time
    const gone = () => t.db.deleteFrom('bookings').where('id', '=', id).execute();
    expect(await dayNoticesOf(gone)).toEqual([day]);
  });

  it('a bulk change is one notice for its location, spanning its days', async () => {
    const fill = () =>
      fillHalfHours(t.db, {
        locationId,
        from: at('2026-12-01T00:00:00'),
        to: at('2026-12-04T00:00:00'),
        userIds: [userId],
      });
    expect(await dayNoticesOf(fill)).toEqual([`day:${locationId}:2026-11-30:2026-12-04`]);
    const cancelAll = () =>
      t.db
        .updateTable('bookings')
        .set({ status: 'cancelled' })
        .where('startTime', '>=', at('2026-12-01T00:00:00'))
        .execute();
    expect(await dayNoticesOf(cancelAll)).toEqual([`day:${locationId}:2026-11-30:2026-12-04`]);
  });

  it("a lesson names its bay's location", async () => {
    const coach = await t.db.selectFrom('coaches').select('id').executeTakeFirstOrThrow();
    let id = 0;
    const book = async () => {
      const lesson = await t.db
        .insertInto('lessons')
        .values({
          userId,
          bayId: bayIds[1] ?? 0,
          coachId: coach.id,
          startTime: at('2026-12-08T09:00:00'),
          endTime: at('2026-12-08T10:00:00'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = lesson.id;
    };
    const day = `day:${locationId}:2026-12-07:2026-12-08`;
    expect(await dayNoticesOf(book)).toEqual([day]);
    const cancel = () =>
      t.db.updateTable('lessons').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect(await dayNoticesOf(cancel)).toEqual([day]);
  });

  it("a league names its season's days and the days either side; a new entry says nothing", async () => {
    let id = 0;
    const create = async () => {
      const league = await t.db
        .insertInto('leagues')
        .values({
          name: 'Notices',
          description: '',
          locationId,
          location: 'Inside 9 San Antonio',
          startDate: '2027-01-05',
          endDate: '2027-01-26',
          durationWeeks: 3,
          capacity: 8,
          feeCents: 5000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = league.id;
    };
    const season = `day:${locationId}:2027-01-04:2027-01-27`;
    expect(await dayNoticesOf(create)).toEqual([season]);
    const entry = () =>
      t.db.updateTable('leagues').set({ currentParticipants: 1 }).where('id', '=', id).execute();
    expect(await dayNoticesOf(entry)).toEqual([]);
    const later = () =>
      t.db.updateTable('leagues').set({ endDate: '2027-02-02' }).where('id', '=', id).execute();
    expect(await dayNoticesOf(later)).toEqual([season, `day:${locationId}:2027-01-04:2027-02-03`]);
    const cancel = () =>
      t.db.updateTable('leagues').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect(await dayNoticesOf(cancel)).toEqual([`day:${locationId}:2027-01-04:2027-02-03`]);
  });
});
