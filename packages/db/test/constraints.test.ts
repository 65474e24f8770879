import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { seedLocalDefaults } from '../src/seed';

let t: TestDatabase;
let userId: number;
let bayIds: number[];
let locationId: number;

beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, {
    today: '2026-11-23',
    adminPasswordHash: 'x',
    memberPasswordHash: 'y',
  });
  userId = (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
  const bays = await t.db.selectFrom('bays').select(['id', 'locationId']).orderBy('id').execute();
  bayIds = bays.map((b) => b.id);
  locationId = bays[0]?.locationId ?? 0;
});
afterAll(() => t.drop());

function booking(
  bayId: number | null,
  start: string,
  end: string,
  status: 'confirmed' | 'waitlisted' = 'confirmed',
) {
  return {
    userId,
    locationId,
    bayId,
    startTime: start,
    endTime: end,
    priceCents: 4000,
    status,
    waitlistPosition: status === 'waitlisted' ? 1 : null,
  };
}

describe('database constraints', () => {
  it('seeds one location in America/Chicago, four bays with full-day hours, leagues, the admin and a member per plan', async () => {
    const loc = await t.db.selectFrom('locations').selectAll().execute();
    expect(loc).toHaveLength(1);
    expect(loc[0]?.timeZone).toBe('America/Chicago');
    expect(bayIds).toHaveLength(4);
    const hours = await t.db
      .selectFrom('bayOperatingHours')
      .selectAll()
      .where('bayId', '=', bayIds[0] ?? 0)
      .execute();
    expect(
      hours.filter((h) => h.dayOfWeek === 1).map((h) => [h.startTime, h.endTime, h.isPeak]),
    ).toEqual([
      ['00:00', '16:00', false],
      ['16:00', '21:00', true],
      ['21:00', '24:00', false],
    ]);
    expect(await t.db.selectFrom('leagues').select('name').execute()).toHaveLength(3);
    const people = await t.db
      .selectFrom('users')
      .select(['email', 'role', 'membershipType'])
      .orderBy('id')
      .execute();
    expect(people.map((p) => [p.email, p.role, p.membershipType])).toEqual([
      ['admin@inside9golf.com', 'admin', 'elite'],
      ['guest@inside9golf.com', 'user', 'none'],
      ['member@inside9golf.com', 'user', 'member'],
      ['starter@inside9golf.com', 'user', 'starter'],
      ['pro@inside9golf.com', 'user', 'pro'],
      ['elite@inside9golf.com', 'user', 'elite'],
    ]);
    expect(await seedLocalDefaults(t.db, { today: '2026-11-23' })).toBe(false);
  });

  it('refuses two confirmed bookings that overlap on one bay, but not on another bay', async () => {
    const bay = bayIds[0] ?? 0;
    await t.db
      .insertInto('bookings')
      .values(booking(bay, '2026-12-01T16:00:00Z', '2026-12-01T17:00:00Z'))
      .execute();
    await expect(
      t.db
        .insertInto('bookings')
        .values(booking(bay, '2026-12-01T16:30:00Z', '2026-12-01T17:30:00Z'))
        .execute(),
    ).rejects.toThrow(/bookings_no_overlap/);
    await t.db
      .insertInto('bookings')
      .values(booking(bayIds[1] ?? 0, '2026-12-01T16:30:00Z', '2026-12-01T17:30:00Z'))
      .execute();
    // touching end to start is not an overlap
    await t.db
      .insertInto('bookings')
      .values(booking(bay, '2026-12-01T17:00:00Z', '2026-12-01T17:30:00Z'))
      .execute();
  });

  it('lets a cancelled booking free its bay', async () => {
    const bay = bayIds[2] ?? 0;
    const first = await t.db
      .insertInto('bookings')
      .values(booking(bay, '2026-12-02T16:00:00Z', '2026-12-02T17:00:00Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', first.id)
      .execute();
    await t.db
      .insertInto('bookings')
      .values(booking(bay, '2026-12-02T16:00:00Z', '2026-12-02T17:00:00Z'))
      .execute();
  });

  it.each([
    ['off the 30-minute grid', '2026-12-03T16:10:00Z', '2026-12-03T17:10:00Z', /bookings_grid/],
    [
      'shorter than 30 minutes',
      '2026-12-03T16:00:00Z',
      '2026-12-03T16:00:00Z',
      /bookings_duration/,
    ],
    [
      'longer than 240 minutes',
      '2026-12-03T10:00:00Z',
      '2026-12-03T14:30:00Z',
      /bookings_duration/,
    ],
    [
      'not a multiple of 30 minutes',
      '2026-12-03T10:00:00Z',
      '2026-12-03T10:45:00Z',
      /bookings_duration/,
    ],
  ])('refuses a booking %s', async (_name, start, end, constraint) => {
    await expect(
      t.db
        .insertInto('bookings')
        .values(booking(bayIds[3] ?? 0, start, end))
        .execute(),
    ).rejects.toThrow(constraint);
  });

  it('accepts the limits: 30 and 240 minutes', async () => {
    await t.db
      .insertInto('bookings')
      .values(booking(bayIds[3] ?? 0, '2026-12-04T10:00:00Z', '2026-12-04T10:30:00Z'))
      .execute();
    await t.db
      .insertInto('bookings')
      .values(booking(bayIds[3] ?? 0, '2026-12-04T11:00:00Z', '2026-12-04T15:00:00Z'))
      .execute();
  });

  it('requires a bay for a confirmed booking, not for a waitlisted one', async () => {
    await expect(
      t.db
        .insertInto('bookings')
        .values(booking(null, '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z'))
        .execute(),
    ).rejects.toThrow(/bookings_confirmed_has_bay/);
    await t.db
      .insertInto('bookings')
      .values(booking(null, '2026-12-05T10:00:00Z', '2026-12-05T11:00:00Z', 'waitlisted'))
      .execute();
  });

  it('keeps e-mails unique and lower case, and enum columns to their values', async () => {
    const base = {
      username: 'a@b.co',
      email: 'a@b.co',
      passwordHash: 'h',
      firstName: 'A',
      lastName: 'B',
    };
    await t.db.insertInto('users').values(base).execute();
    await expect(
      t.db
        .insertInto('users')
        .values({ ...base, username: 'other' })
        .execute(),
    ).rejects.toThrow(/unique/);
    await expect(
      t.db
        .insertInto('users')
        .values({ ...base, username: 'c', email: 'C@b.co' })
        .execute(),
    ).rejects.toThrow(/users_email_lower/);
    await expect(
      t.db
        .insertInto('users')
        .values({ ...base, username: 'd', email: 'd@b.co', role: 'root' as 'user' })
        .execute(),
    ).rejects.toThrow(/check/);
  });
});
