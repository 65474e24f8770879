import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBook,
  at,
  auditRows,
  call,
  newMember,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { post } from './harness';

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

describe('admin-only paths', () => {
  const paths: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['GET', '/api/bookings/admin?date=2026-11-24'],
    ['POST', '/api/admin/bookings'],
    ['DELETE', '/api/bookings/1'],
    ['POST', '/api/bookings/1/promote'],
    ['PUT', '/api/bookings/1'],
    ['GET', '/api/users'],
  ];

  it.each(paths)('%s %s answers 401 signed out and 403 to a member', async (method, url) => {
    expect(
      (await call(w.h.app, method, url, undefined, method === 'GET' ? undefined : {})).statusCode,
    ).toBe(401);
    const member = await newMember(w.h.app);
    const res = await call(w.h.app, method, url, member.cookie, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You do not have permission to access this page.',
    });
  });

  it.each([
    ['DELETE', '/api/bookings/999999', 404],
    ['POST', '/api/bookings/999999/promote', 404],
    ['DELETE', '/api/bookings/99999999999', 400],
    ['DELETE', '/api/bookings/abc', 400],
  ] as const)('%s %s answers %i to an admin', async (method, url, status) => {
    expect((await call(w.h.app, method, url, w.admin)).statusCode).toBe(status);
  });

  it('answers 404 for a move of a booking that does not exist', async () => {
    const res = await call(w.h.app, 'PUT', '/api/bookings/999999', w.admin, {
      bayId: w.bayIds[0],
      startTime: at('2026-11-24T10:00:00'),
      durationMinutes: 60,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('an admin books for a member', () => {
  it('books on the chosen bay at the admin price schedule, logs it and e-mails the member', async () => {
    const m = await newMember(w.h.app);
    // Tuesday 5 PM is admin peak (hour >= 16): $55 x 2 h x 0.95 = $104.50, rounded to $105
    const res = await adminBook(w, m.id, w.bayIds[2] ?? 0, at('2026-11-24T17:00:00'), 120);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: m.id,
      bayId: w.bayIds[2],
      status: 'confirmed',
      price: 105,
      isPeak: true,
    });
    const mail = await w.h.mail.waitFor(m.email, /Booking confirmed/);
    expect(mail.text).toContain('5:00 PM - 7:00 PM');
    const [row] = await auditRows(w.h, 'booking', res.json().id);
    expect(row).toMatchObject({
      action: 'booking.create',
      actorId: w.adminId,
      actorName: 'Dana Desk',
      before: null,
    });
    expect(row?.after).toMatchObject({ bayId: w.bayIds[2], priceCents: 10500, userId: m.id });
  });

  it('prices a weekday morning off-peak: 90 minutes at $45 less 5% = $64', async () => {
    const m = await newMember(w.h.app);
    const res = await call(w.h.app, 'POST', '/api/admin/bookings', w.admin, {
      userId: m.id,
      bayId: w.bayIds[0],
      startTime: at('2026-11-25T10:00:00'),
      durationMinutes: 90,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: 64, isPeak: false });
  });

  it('refuses a member who sends userId or bayId with 403, storing nothing', async () => {
    const m = await newMember(w.h.app);
    const other = await newMember(w.h.app);
    for (const extra of [
      { userId: other.id, bayId: w.bayIds[0] },
      { bayId: w.bayIds[0] },
      { userId: m.id },
    ]) {
      const res = await post(
        w.h.app,
        '/api/bookings',
        { startTime: at('2026-11-26T10:00:00'), durationMinutes: 60, ...extra },
        m.cookie,
      );
      expect(res.statusCode).toBe(403);
    }
    const mine = await w.h.t.db
      .selectFrom('bookings')
      .select('id')
      .where('userId', 'in', [m.id, other.id])
      .execute();
    expect(mine).toEqual([]);
  });

  it('books past the member 14-day window up to 60 days ahead, and no further', async () => {
    const m = await newMember(w.h.app);
    expect((await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2027-01-21T10:00:00'))).statusCode).toBe(
      201,
    );
    const far = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2027-01-22T10:00:00'));
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe('Admins can book up to 60 days ahead.');
  });

  it.each([
    [
      '30 minutes',
      at('2026-11-27T10:00:00'),
      30,
      'Sessions last from 1 to 4 hours, in 30-minute steps.',
    ],
    [
      'in the past',
      at('2026-11-23T08:00:00'),
      60,
      'That time has already passed. Please choose a time in the future.',
    ],
    ['off the grid', at('2026-11-27T10:10:00'), 60, 'Sessions start on the hour or the half hour.'],
  ])('refuses a session %s', async (_what, start, minutes, message) => {
    const m = await newMember(w.h.app);
    const res = await adminBook(w, m.id, w.bayIds[0] ?? 0, start, minutes);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it("keeps the bay's and the member's rules: taken bay, overlap, 4 hours a day, missing fields", async () => {
    const m = await newMember(w.h.app);
    const other = await newMember(w.h.app);
    const bay = w.bayIds[1] ?? 0;
    expect((await adminBook(w, m.id, bay, at('2026-11-27T12:00:00'), 180)).statusCode).toBe(201);
    const taken = await adminBook(w, other.id, bay, at('2026-11-27T13:00:00'));
    // a conflict with what is there, not a bad request
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'That bay is already booked at that time.',
      message: 'That bay is already booked at that time.',
      code: 'BAY_TAKEN',
      rule: 'bayTaken',
    });
    const overlap = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-27T14:00:00'));
    expect(overlap.json()).toMatchObject({ error: 'You already have a booking at that time.' });
    const limit = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-27T18:00:00'), 90);
    expect(limit.json()).toMatchObject({ code: 'DAILY_LIMIT' });
    const missing = await post(
      w.h.app,
      '/api/bookings',
      { userId: m.id, startTime: at('2026-11-27T20:00:00'), durationMinutes: 60 },
      w.admin,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please fill in all required fields');
    const unknown = await adminBook(w, 999_999, bay, at('2026-11-27T20:00:00'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the admin day', () => {
  it("answers the day's bookings with member names, lessons and the Monday league night on its bays", async () => {
    const m = await newMember(w.h.app, { firstName: 'Renée', lastName: 'Núñez' });
    const booked = await adminBook(w, m.id, w.bayIds[0] ?? 0, at('2026-11-23T11:00:00'));
    const res = await call(w.h.app, 'GET', '/api/bookings/admin?date=2026-11-23', w.admin);
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day).toMatchObject({ date: '2026-11-23', timeZone: 'America/Chicago', lessons: [] });
    expect(day.bays).toHaveLength(4);
    expect(day.bookings.find((b: { id: number }) => b.id === booked.json().id)).toMatchObject({
      firstName: 'Renée',
      lastName: 'Núñez',
      email: m.email,
      createdByAdmin: true,
    });
    expect(day.leagues).toEqual([
      expect.objectContaining({
        name: 'Monday Night Stroke League',
        startTime: '6:00 PM',
        endTime: '8:00 PM',
        numBays: 2,
        participants: 0,
        bayIds: [w.bayIds[3], w.bayIds[2]],
      }),
    ]);
  });

  it("reads the spec's startDate/endDate pair as the day it names", async () => {
    const q = `startDate=${encodeURIComponent('2026-11-24T00:00:00.000-06:00')}&endDate=${encodeURIComponent('2026-11-24T23:59:59.000-06:00')}`;
    const res = await call(w.h.app, 'GET', `/api/bookings/admin?${q}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date: '2026-11-24', leagues: [] });
  });

  it.each([
    'date=2026-02-30',
    'date=tomorrow',
    '',
    'date=2026-11-24&locationId=0',
    'date=2026-11-24&locationId=99999999999',
  ])('answers 400 to ?%s', async (query) => {
    expect((await call(w.h.app, 'GET', `/api/bookings/admin?${query}`, w.admin)).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for a location that does not exist', async () => {
    expect(
      (await call(w.h.app, 'GET', '/api/bookings/admin?date=2026-11-24&locationId=999', w.admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('dates outside the club calendar', () => {
  it.each([
    ['GET', '/api/bookings/admin?date=9999-12-31', undefined],
    ['GET', '/api/bookings/admin?startDate=0000-01-01T00:00:00Z&endDate=2026-01-01', undefined],
    ['POST', '/api/bookings', { startTime: '0000-01-01T00:00:00Z', durationMinutes: 60 }],
    [
      'POST',
      '/api/bookings',
      { userId: 1, bayId: 1, startTime: '9999-12-31T23:30:00Z', durationMinutes: 240 },
    ],
    [
      'POST',
      '/api/admin/bookings',
      { userId: 1, bayId: 1, startTime: '0000-01-01T00:00:00Z', durationMinutes: 60 },
    ],
    [
      'PUT',
      '/api/bookings/1',
      { bayId: 1, startTime: '9999-12-31T23:30:00Z', durationMinutes: 240 },
    ],
  ] as const)('%s %s %o answers 400, never 500', async (method, url, body) => {
    const res = await call(w.h.app, method, url, w.admin, body);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/users', () => {
  it('lists every account for the Add Booking dialog, never a password hash', async () => {
    const m = await newMember(w.h.app, { firstName: 'Zelda', lastName: 'Aaronson' });
    const res = await call(w.h.app, 'GET', '/api/users', w.admin);
    expect(res.statusCode).toBe(200);
    const found = res.json().find((u: { id: number }) => u.id === m.id);
    expect(found).toMatchObject({ firstName: 'Zelda', lastName: 'Aaronson', role: 'user' });
    expect(res.body).not.toMatch(/passwordHash|password_hash|resetCode/);
  });
});
