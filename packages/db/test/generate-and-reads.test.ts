import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { explainDayReads } from '../src/explain';
import {
  countConfirmedOverlaps,
  deleteBookingsStarting,
  fillHalfHours,
  generateLoad,
  generatedMemberEmail,
} from '../src/generate';
import { listAdminBookings, listAdminBookingsAsJson } from '../src/repositories/admin-bookings';
import {
  listBookingsOverlapping,
  listBookingsOverlappingAsJson,
} from '../src/repositories/bookings';
import { seedLocalDefaults } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let t: TestDatabase;
let locationId: number;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today: '2026-11-23' });
  locationId = (await t.db.selectFrom('locations').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.drop());

const until = new Date('2026-11-23T06:00:00Z');
const DAY = 86_400_000;

describe('bulk data for performance work', () => {
  it('generates members and a booking history that keeps every rule of the table', async () => {
    const result = await generateLoad(t.db, {
      members: 40,
      bookings: 3000,
      locationId,
      until,
      passwordHash: 'hash',
      cancelledShare: 0.1,
    });
    expect(result.members).toBe(40);
    expect(result.bookings).toBe(3000);
    expect(result.cancelled).toBe(300);
    expect(result.confirmed).toBe(2700);
    const member = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', generatedMemberEmail(result.batch, 1))
      .executeTakeFirstOrThrow();
    expect(member.id).toBe(result.memberIds[0]);
    const span = await t.db
      .selectFrom('bookings')
      .select((eb) => [eb.fn.min('startTime').as('first'), eb.fn.max('endTime').as('last')])
      .executeTakeFirstOrThrow();
    expect(new Date(span.first).getTime()).toBe(result.from.getTime());
    expect(new Date(span.last).getTime()).toBeLessThanOrEqual(until.getTime());
    expect(await countConfirmedOverlaps(t.db)).toBe(0);
  });

  it('fills a day solid, skips nothing, and frees it again', async () => {
    const from = until;
    const to = new Date(until.getTime() + DAY);
    const users = (await t.db.selectFrom('users').select('id').limit(3).execute()).map((u) => u.id);
    const written = await fillHalfHours(t.db, { locationId, from, to, userIds: users });
    const bays = await t.db.selectFrom('bays').select('id').where('isActive', '=', true).execute();
    expect(written).toBe(bays.length * 48);
    expect(await countConfirmedOverlaps(t.db)).toBe(0);

    const json = await listBookingsOverlappingAsJson(t.db, { from, to, locationId });
    const rows = await listBookingsOverlapping(t.db, { from, to, locationId });
    expect(json).toEqual(
      rows.map((r) => ({
        id: r.id,
        bayId: r.bayId,
        startMs: r.startTime.getTime(),
        endMs: r.endTime.getTime(),
        status: r.status,
        userId: r.userId,
      })),
    );

    // a waitlisted booking (no bay, a place in line) and one an admin made are written alike
    const [member, admin] = users;
    await t.db
      .insertInto('bookings')
      .values({
        userId: member ?? 0,
        locationId,
        bayId: null,
        startTime: from,
        endTime: new Date(from.getTime() + 3_600_000),
        priceCents: 4000,
        isPeak: false,
        status: 'waitlisted',
        waitlistPosition: 1,
        createdBy: admin ?? null,
      })
      .execute();
    const adminJson = await listAdminBookingsAsJson(t.db, { from, to, locationId });
    const adminRows = await listAdminBookings(t.db, { from, to, locationId });
    expect(adminJson).toHaveLength(written + 1);
    expect(adminJson).toEqual(
      adminRows.map((r) => ({
        id: r.id,
        userId: r.userId,
        locationId: r.locationId,
        bayId: r.bayId,
        bayName: r.bayName,
        startTime: r.startTime.toISOString(),
        endTime: r.endTime.toISOString(),
        priceCents: r.priceCents,
        isPeak: r.isPeak,
        status: r.status,
        waitlistPosition: r.waitlistPosition,
        createdBy: r.createdBy,
        createdAt: r.createdAt.toISOString(),
        checkedInAt: r.checkedInAt?.toISOString() ?? null,
        checkedInBy: r.checkedInBy,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        guests: [],
      })),
    );

    const plans = await explainDayReads(t.db, { locationId, from, to, userId: users[0] ?? 0 });
    expect(plans.map((p) => p.name)).toHaveLength(3);
    for (const p of plans) expect(p.plan.join('\n')).toContain('bookings');

    expect(await deleteBookingsStarting(t.db, { locationId, from, to })).toBe(written + 1);
    expect(await listBookingsOverlappingAsJson(t.db, { from, to, locationId })).toEqual([]);
  });
});
