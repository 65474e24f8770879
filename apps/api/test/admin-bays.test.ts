import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, auditRows, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { post } from './harness';

let w: AdminWorld;
let locationId: number;
let bay5: number;
beforeAll(async () => {
  w = await startAdminWorld();
  locationId = (await w.h.t.db.selectFrom('locations').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => w.h.close());

const bayBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bay 5',
  type: 'Standard',
  locationId,
  features: ['Launch monitor', ' '],
  isActive: false,
  ...overrides,
});

function book(userId: number, bayId: number, start: string) {
  return post(
    w.h.app,
    '/api/bookings',
    { userId, bayId, startTime: start, durationMinutes: 60 },
    w.admin,
  );
}

/** Bays 1-4 taken at `start` and a member waiting for one. */
async function seedBaysFullWithWaitlist(start: string) {
  for (const bayId of w.bayIds)
    expect((await book((await newMember(w.h.app)).id, bayId, start)).statusCode).toBe(201);
  const waiting = await newMember(w.h.app);
  const res = await post(
    w.h.app,
    '/api/bookings',
    { startTime: start, durationMinutes: 60, joinWaitlist: true },
    waiting.cookie,
  );
  expect(res.json().status).toBe('waitlisted');
  return { waiting, id: res.json().id as number };
}

const statusOf = async (id: number) =>
  await w.h.t.db
    .selectFrom('bookings')
    .select(['status', 'bayId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('admin-only bay paths', () => {
  it.each([
    ['POST', '/api/bays'],
    ['PUT', '/api/bays/1'],
    ['POST', '/api/bays/1/operating-hours'],
    ['DELETE', '/api/bays/operating-hours/1'],
  ] as const)('%s %s answers 401 signed out and 403 to a member', async (method, url) => {
    const body = method === 'DELETE' ? undefined : bayBody();
    expect((await call(w.h.app, method, url, undefined, body)).statusCode).toBe(401);
    const m = await newMember(w.h.app);
    expect((await call(w.h.app, method, url, m.cookie, body)).statusCode).toBe(403);
  });

  type Body = () => Record<string, unknown> | undefined;
  it.each<['PUT' | 'POST' | 'DELETE', string, Body]>([
    ['PUT', '/api/bays/999999', () => bayBody()],
    [
      'POST',
      '/api/bays/999999/operating-hours',
      () => ({ dayOfWeek: 1, startTime: '09:00', endTime: '21:00' }),
    ],
    ['DELETE', '/api/bays/operating-hours/999999', () => undefined],
  ])('%s %s answers 404 to an admin', async (method, url, body) => {
    expect((await call(w.h.app, method, url, w.admin, body())).statusCode).toBe(404);
  });
});

describe('adding and editing bays', () => {
  it('adds a bay (blank features dropped) and logs it', async () => {
    const res = await call(w.h.app, 'POST', '/api/bays', w.admin, bayBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bay 5',
      features: ['Launch monitor'],
      isActive: false,
      cancelledBookings: 0,
    });
    bay5 = res.json().id;
    expect((await auditRows(w.h, 'bay', bay5)).map((r) => r.action)).toEqual(['bay.create']);
  });

  it.each([
    [{ features: [' '] }, 'At least one feature is required'],
    [{ name: '' }, 'Bay name is required'],
    [{ type: 'Simulator' }, 'Bay type is required'],
    [{ locationId: 'x' }, 'Location is required'],
    [{ locationId: 999 }, 'Location not found'],
  ])('refuses %o with 400', async (patch, message) => {
    const res = await call(w.h.app, 'POST', '/api/bays', w.admin, bayBody(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('turning a bay on confirms the waitlisted bookings it can take', async () => {
    const { id, waiting } = await seedBaysFullWithWaitlist(at('2026-11-24T11:00:00'));
    const res = await call(
      w.h.app,
      'PUT',
      `/api/bays/${bay5}`,
      w.admin,
      bayBody({ isActive: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: bay5,
      isActive: true,
      promotedBookings: 1,
      cancelledBookings: 0,
    });
    expect(await statusOf(id)).toEqual({ status: 'confirmed', bayId: bay5 });
    await w.h.mail.waitFor(waiting.email, /A bay opened up/);
  });

  it('turning it off while it holds a confirmed booking is refused, unless forced: then cancelled and e-mailed', async () => {
    const holder = await w.h.t.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.userId')
      .select(['bookings.id', 'users.email'])
      .where('bayId', '=', bay5)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const refused = await call(
      w.h.app,
      'PUT',
      `/api/bays/${bay5}`,
      w.admin,
      bayBody({ isActive: false }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STRANDS_BOOKINGS',
      strandedBookings: 1,
      error:
        'This change would leave 1 confirmed upcoming booking without a bay. Confirm to cancel them and e-mail the members.',
    });
    expect((await statusOf(holder.id)).status).toBe('confirmed');

    const forced = await call(w.h.app, 'PUT', `/api/bays/${bay5}`, w.admin, {
      ...bayBody({ isActive: false }),
      force: true,
    });
    expect(forced.json()).toMatchObject({ isActive: false, cancelledBookings: 1 });
    expect((await statusOf(holder.id)).status).toBe('cancelled');
    await w.h.mail.waitFor(holder.email, /Booking cancelled/);
    expect((await auditRows(w.h, 'booking', holder.id)).map((r) => r.action)).toContain(
      'booking.cancel',
    );
    const bayLog = (await auditRows(w.h, 'bay', bay5)).at(-1);
    expect(bayLog).toMatchObject({
      action: 'bay.update',
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
    expect(
      (await call(w.h.app, 'PUT', `/api/bays/${bay5}`, w.admin, bayBody({ isActive: true })))
        .statusCode,
    ).toBe(200);
  });
});

describe('a bay moved to another location', () => {
  it('does not take its bookings along: refused while it holds one, unless forced; then cancelled and e-mailed', async () => {
    const other = await w.h.t.db
      .insertInto('locations')
      .values({
        name: 'Inside 9 North',
        address: '1 North St',
        city: 'San Antonio',
        state: 'TX',
        zipCode: '78201',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await post(
      w.h.app,
      '/api/bays',
      bayBody({ name: 'Bay 6', isActive: true }),
      w.admin,
    );
    expect(created.statusCode).toBe(201);
    const bay6: number = created.json().id;
    const member = await newMember(w.h.app);
    const booked = await book(member.id, bay6, at('2026-11-30T10:00:00'));
    expect(booked.statusCode).toBe(201);
    const move = { ...bayBody({ name: 'Bay 6', isActive: true }), locationId: other.id };

    const refused = await call(w.h.app, 'PUT', `/api/bays/${bay6}`, w.admin, move);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STRANDS_BOOKINGS', strandedBookings: 1 });
    expect(await statusOf(booked.json().id)).toEqual({ status: 'confirmed', bayId: bay6 });

    const forced = await call(w.h.app, 'PUT', `/api/bays/${bay6}`, w.admin, {
      ...move,
      force: true,
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ locationId: other.id, cancelledBookings: 1 });
    expect((await statusOf(booked.json().id)).status).toBe('cancelled');
    await w.h.mail.waitFor(member.email, /Booking cancelled/);
  });
});

describe('operating hours', () => {
  const hours = (
    dayOfWeek: number,
    startTime: string,
    endTime: string,
    extra: Record<string, unknown> = {},
  ) =>
    call(w.h.app, 'POST', `/api/bays/${bay5}/operating-hours`, w.admin, {
      dayOfWeek,
      startTime,
      endTime,
      isPeak: false,
      bayId: bay5,
      ...extra,
    });

  it('refuses hours that would strand a booking outside them, unless forced', async () => {
    const m = await newMember(w.h.app);
    const late = await book(m.id, bay5, at('2026-11-24T22:00:00'));
    expect(late.statusCode).toBe(201);
    const refused = await hours(2, '09:00', '21:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('STRANDS_BOOKINGS');
    const forced = await hours(2, '09:00', '21:00', { force: true });
    expect(forced.statusCode).toBe(201);
    expect(forced.json()).toMatchObject({
      dayOfWeek: 2,
      startTime: '09:00',
      endTime: '21:00',
      cancelledBookings: 1,
    });
    expect((await statusOf(late.json().id)).status).toBe('cancelled');
  });

  it('refuses overlapping entries and accepts touching ones', async () => {
    expect((await hours(3, '09:00', '12:00')).statusCode).toBe(201);
    const overlap = await hours(3, '11:00', '13:00');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe('These hours overlap an existing entry for that day.');
    expect((await hours(3, '12:00', '15:00')).statusCode).toBe(201);
    const listed = await call(w.h.app, 'GET', `/api/bays/${bay5}/operating-hours`, w.admin);
    expect(listed.json().filter((h: { dayOfWeek: number }) => h.dayOfWeek === 3)).toHaveLength(2);
  });

  it.each([
    [{ dayOfWeek: 7 }, 'Day of week must be 0 (Sunday) to 6 (Saturday)'],
    [{ startTime: '9:00' }, 'Format must be HH:MM'],
    [{ startTime: '12:00', endTime: '11:00' }, 'End time must be after start time'],
  ])('refuses %o with 400', async (patch, message) => {
    const res = await call(w.h.app, 'POST', `/api/bays/${bay5}/operating-hours`, w.admin, {
      dayOfWeek: 5,
      startTime: '09:00',
      endTime: '21:00',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('adding hours confirms the waitlisted bookings the bay can now take', async () => {
    expect((await hours(5, '09:00', '12:00')).statusCode).toBe(201);
    const { id } = await seedBaysFullWithWaitlist(at('2026-11-27T14:00:00'));
    expect((await statusOf(id)).status).toBe('waitlisted');
    const res = await hours(5, '12:00', '18:00');
    expect(res.json()).toMatchObject({ promotedBookings: 1 });
    expect(await statusOf(id)).toEqual({ status: 'confirmed', bayId: bay5 });
    const log = (await auditRows(w.h, 'bay', bay5)).at(-1);
    expect(log).toMatchObject({
      action: 'hours.add',
      after: { hours: expect.arrayContaining(['Friday 12:00-18:00']) },
    });
  });

  it('deleting an entry strands what it covered (force cancels); the last entry of a day opens it all day', async () => {
    const early = (await hours(4, '09:00', '12:00')).json();
    const late = (await hours(4, '12:00', '18:00')).json();
    const m = await newMember(w.h.app);
    const morning = await book(m.id, bay5, at('2026-11-26T10:00:00'));
    const refused = await call(w.h.app, 'DELETE', `/api/bays/operating-hours/${early.id}`, w.admin);
    expect(refused.statusCode).toBe(409);
    const forced = await call(
      w.h.app,
      'DELETE',
      `/api/bays/operating-hours/${early.id}?force=true`,
      w.admin,
    );
    expect(forced.json()).toEqual({ id: early.id, cancelledBookings: 1, promotedBookings: 0 });
    expect((await statusOf(morning.json().id)).status).toBe('cancelled');

    const { id } = await seedBaysFullWithWaitlist(at('2026-11-26T20:00:00'));
    const opened = await call(w.h.app, 'DELETE', `/api/bays/operating-hours/${late.id}`, w.admin);
    expect(opened.json()).toEqual({ id: late.id, cancelledBookings: 0, promotedBookings: 1 });
    expect(await statusOf(id)).toEqual({ status: 'confirmed', bayId: bay5 });
    expect(
      (await call(w.h.app, 'DELETE', `/api/bays/operating-hours/${late.id}`, w.admin)).statusCode,
    ).toBe(404);
  });
});

describe('a bay’s history', () => {
  it('answers its edits and its hours changes newest first, with who did them and what changed', async () => {
    const created = await call(
      w.h.app,
      'POST',
      '/api/bays',
      w.admin,
      bayBody({ name: 'Bay 6', isActive: false }),
    );
    const bay6: number = created.json().id;
    const edited = await call(
      w.h.app,
      'PUT',
      `/api/bays/${bay6}`,
      w.admin,
      bayBody({ name: 'Bay 6 Lounge', isActive: false }),
    );
    expect(edited.statusCode).toBe(200);
    const body = { dayOfWeek: 1, startTime: '09:00', endTime: '21:00', isPeak: true };
    const added = await call(w.h.app, 'POST', `/api/bays/${bay6}/operating-hours`, w.admin, body);
    expect(added.statusCode).toBe(201);
    await call(w.h.app, 'DELETE', `/api/bays/operating-hours/${added.json().id}`, w.admin);

    const url = `/api/admin/audit?entityType=bay&entityId=${bay6}`;
    const res = await call(w.h.app, 'GET', url, w.admin);
    expect(res.statusCode).toBe(200);
    const history =
      res.json<{ action: string; actorName: string; before: unknown; after: unknown }[]>();
    expect(history.map((e) => e.action)).toEqual([
      'hours.delete',
      'hours.add',
      'bay.update',
      'bay.create',
    ]);
    expect(history.every((e) => e.actorName === 'Dana Desk')).toBe(true);
    expect(history[0]).toMatchObject({
      before: { hours: ['Monday 09:00-21:00 peak'] },
      after: { hours: [] },
    });
    expect(history[2]).toMatchObject({
      before: { name: 'Bay 6' },
      after: { name: 'Bay 6 Lounge' },
    });
    // another bay's changes are not part of it
    const other = await call(
      w.h.app,
      'GET',
      `/api/admin/audit?entityType=bay&entityId=${bay5}`,
      w.admin,
    );
    expect(other.json().map((e: { entityId: number }) => e.entityId)).not.toContain(bay6);

    const m = await newMember(w.h.app);
    expect((await call(w.h.app, 'GET', url, m.cookie)).statusCode).toBe(403);
    expect((await call(w.h.app, 'GET', url)).statusCode).toBe(401);
  });
});
