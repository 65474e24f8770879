import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { post } from './harness';

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

let n = 0;
async function demoRequest(overrides: Record<string, unknown> = {}) {
  n += 1;
  const res = await post(w.h.app, '/api/demo-requests', {
    firstName: 'Jordan',
    lastName: 'Spieth',
    email: `visitor${n}@example.com`,
    phone: `(210) 555-01${String(n).padStart(2, '0')}`,
    preferredDate: '2026-12-05T12:00:00.000Z',
    preferredTime: 'Evening',
    heardFrom: 'Friend/Family',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('admin-only insight paths', () => {
  it.each([
    '/api/admin/demo-requests',
    '/api/admin/demo-requests/export',
    '/api/admin/audit?entityType=booking&entityId=1',
    '/api/admin/dashboard',
  ])('GET %s answers 401 signed out and 403 to a member', async (url) => {
    expect((await call(w.h.app, 'GET', url)).statusCode).toBe(401);
    const m = await newMember(w.h.app);
    expect((await call(w.h.app, 'GET', url, m.cookie)).statusCode).toBe(403);
  });

  it.each([
    '/api/admin/audit?entityType=user&entityId=1',
    '/api/admin/audit?entityType=booking&entityId=0',
    '/api/admin/demo-requests?status=lost',
    '/api/admin/dashboard?date=2026-13-01',
    `/api/admin/demo-requests?search=${'x'.repeat(201)}`,
    '/api/admin/demo-requests?search=%00',
  ])('GET %s answers 400 to an admin', async (url) => {
    expect((await call(w.h.app, 'GET', url, w.admin)).statusCode).toBe(400);
  });
});

describe('the demo-request table', () => {
  it('searches name, e-mail and phone, filters by status and pages', async () => {
    const a = await demoRequest({ lastName: 'Haas' });
    const b = await demoRequest({ lastName: 'Haas', email: 'bill.haas@example.com' });
    await demoRequest({ firstName: 'Ernie', lastName: 'Els' });
    await call(w.h.app, 'PUT', `/api/demo-requests/${a}`, w.admin, {
      status: 'scheduled',
      notes: null,
    });

    const byName = (
      await call(w.h.app, 'GET', '/api/admin/demo-requests?search=haas&pageSize=1', w.admin)
    ).json();
    expect(byName).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(byName.items.map((r: { id: number }) => r.id)).toEqual([b]); // newest first
    const byMail = (
      await call(w.h.app, 'GET', '/api/admin/demo-requests?search=BILL.HAAS', w.admin)
    ).json();
    expect(byMail.items.map((r: { id: number }) => r.id)).toEqual([b]);
    const byPhone = (
      await call(
        w.h.app,
        'GET',
        `/api/admin/demo-requests?search=555-01${String(n).padStart(2, '0')}`,
        w.admin,
      )
    ).json();
    expect(byPhone.total).toBe(1);
    const scheduled = (
      await call(w.h.app, 'GET', '/api/admin/demo-requests?status=scheduled&search=haas', w.admin)
    ).json();
    expect(scheduled.items.map((r: { id: number }) => r.id)).toEqual([a]);
  });

  it('logs each status update with before and after, readable as the request history', async () => {
    const id = await demoRequest({ lastName: 'History' });
    await call(w.h.app, 'PUT', `/api/demo-requests/${id}`, w.admin, {
      status: 'scheduled',
      notes: 'Friday 6 PM',
    });
    await call(w.h.app, 'PUT', `/api/demo-requests/${id}`, w.admin, {
      status: 'became-member',
      notes: 'Signed up for Pro',
    });
    const res = await call(
      w.h.app,
      'GET',
      `/api/admin/audit?entityType=demoRequest&entityId=${id}`,
      w.admin,
    );
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history.map((e: { action: string }) => e.action)).toEqual([
      'demoRequest.update',
      'demoRequest.update',
    ]);
    expect(history[0]).toMatchObject({
      actorId: w.adminId,
      actorName: 'Dana Desk',
      before: { status: 'scheduled', notes: 'Friday 6 PM' },
      after: { status: 'became-member', notes: 'Signed up for Pro' },
    });
    expect(history[1].before).toMatchObject({ status: 'pending' });
  });

  it('exports the search as CSV: UTF-8 with BOM, formula cells neutralised, notes with line breaks quoted', async () => {
    const id = await demoRequest({
      firstName: 'Élodie',
      lastName: 'Exported',
      phone: '+1 210 555 0142',
    });
    await call(w.h.app, 'PUT', `/api/demo-requests/${id}`, w.admin, {
      status: 'no-show',
      notes: 'Called twice\nno answer',
    });
    const res = await call(
      w.h.app,
      'GET',
      '/api/admin/demo-requests/export?search=exported',
      w.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="demo-requests-2026-11-23.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const body = res.body.replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[0]).toBe(
      'ID,First Name,Last Name,Email,Phone,Preferred Date,Preferred Time,Heard From,Status,Notes,Submitted',
    );
    expect(body).toContain(`${id},Élodie,Exported,`);
    expect(body).toContain(
      ',\'+1 210 555 0142,12/5/26,Evening,Friend/Family,no-show,"Called twice\nno answer",11/23/26',
    );
  });
});

describe('booking history', () => {
  it('answers a booking’s changes newest first', async () => {
    const m = await newMember(w.h.app);
    const created = await post(
      w.h.app,
      '/api/bookings',
      {
        userId: m.id,
        bayId: w.bayIds[0],
        startTime: at('2026-11-25T10:00:00'),
        durationMinutes: 60,
      },
      w.admin,
    );
    await call(w.h.app, 'DELETE', `/api/bookings/${created.json().id}`, w.admin);
    const res = await call(
      w.h.app,
      'GET',
      `/api/admin/audit?entityType=booking&entityId=${created.json().id}`,
      w.admin,
    );
    expect(res.json().map((e: { action: string }) => e.action)).toEqual([
      'booking.cancel',
      'booking.create',
    ]);
  });
});

describe('the Today dashboard', () => {
  it('shows utilisation by bay and hour, peak share, waitlist, bookings made and the demo funnel', async () => {
    const m = await newMember(w.h.app);
    // Tuesday 5-7 PM on bay 2: admin peak
    await post(
      w.h.app,
      '/api/bookings',
      {
        userId: m.id,
        bayId: w.bayIds[1],
        startTime: at('2026-11-24T17:00:00'),
        durationMinutes: 120,
      },
      w.admin,
    );
    const res = await call(w.h.app, 'GET', '/api/admin/dashboard?date=2026-11-24', w.admin);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      date: '2026-11-24',
      timeZone: 'America/Chicago',
      waitlist: { today: 0, upcoming: 0 },
    });
    // four bays open around the clock: 4 x 1440 open minutes, 120 booked
    expect(d.day).toMatchObject({
      openMinutes: 5760,
      bookedMinutes: 120,
      percent: 2,
      peakSharePercent: 100,
    });
    const bay2 = d.day.bays.find((b: { bayId: number }) => b.bayId === w.bayIds[1]);
    expect(bay2.bayName).toBe('Bay 2');
    expect(bay2.hours.slice(16, 20)).toEqual([0, 100, 100, 0]);
    expect(d.week).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(d.week.days.map((x: { day: string }) => x.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(d.week.bookedMinutes).toBeGreaterThanOrEqual(120);
    expect(d.bookingsCreated).toHaveLength(14);
    expect(d.bookingsCreated.at(-1)).toMatchObject({ day: '2026-11-23' });
    expect(d.bookingsCreated.at(-1).count).toBeGreaterThanOrEqual(1);
    expect(d.demoFunnel.map((f: { status: string }) => f.status)).toEqual([
      'pending',
      'scheduled',
      'became-member',
      'no-membership',
      'cancelled',
      'no-show',
      'completed',
    ]);
  });
});
