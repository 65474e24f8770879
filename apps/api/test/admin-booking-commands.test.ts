import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBook,
  at,
  auditRows,
  call,
  fullSlotWithWaitlist,
  newMember,
  startAdminWorld,
  type AdminWorld,
} from './admin-support';
import { post } from './harness';

// An admin's commands on members' bookings from the schedule: cancel, promote and move.

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

describe('admin cancel, promote and move', () => {
  it('cancels a confirmed booking and confirms the waitlisted one in the same transaction, e-mailing both', async () => {
    const start = at('2026-11-24T10:00:00');
    const { waiting, waitlistedId } = await fullSlotWithWaitlist(w, start);
    const first = await w.h.t.db
      .selectFrom('bookings')
      .selectAll()
      .where('startTime', '=', new Date(start))
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await call(w.h.app, 'DELETE', `/api/bookings/${first.id}`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      booking: { id: first.id, status: 'cancelled' },
      promotedBookingIds: [waitlistedId],
    });
    const promoted = await w.h.t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', waitlistedId)
      .executeTakeFirstOrThrow();
    expect(promoted).toMatchObject({
      status: 'confirmed',
      bayId: first.bayId,
      waitlistPosition: null,
    });
    await w.h.mail.waitFor(waiting.email, /A bay opened up/);
    // the member hears it from the club, never the note of a cancel they asked for themselves
    const { email } = await w.h.t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', first.userId)
      .executeTakeFirstOrThrow();
    const told = await w.h.mail.waitFor(email, /Booking cancelled/);
    expect(told.text).toContain('The booking was cancelled by the front desk.');
    expect(
      w.h.mail.inbox.filter((m) => m.to.includes(email) && /as you asked/.test(m.text)),
    ).toEqual([]);
    const row = (await auditRows(w.h, 'booking', first.id)).at(-1);
    expect(row).toMatchObject({
      action: 'booking.cancel',
      before: expect.objectContaining({ status: 'confirmed' }),
    });
    expect(row?.after).toMatchObject({ status: 'cancelled' });
    const again = await call(w.h.app, 'DELETE', `/api/bookings/${first.id}`, w.admin);
    expect(again.statusCode).toBe(409);
  });

  it('cancels a booking that has already started, which its member no longer can', async () => {
    const m = await newMember(w.h.app);
    const booked = await adminBook(w, m.id, w.bayIds[2] ?? 0, at('2026-11-23T12:00:00'), 120);
    expect(booked.statusCode).toBe(201);
    const id: number = booked.json().id;
    const before = w.h.clock.now;
    w.h.clock.now = new Date(at('2026-11-23T12:30:00')); // half an hour into the session
    try {
      const own = await post(w.h.app, `/api/bookings/${id}/cancel`, {}, m.cookie);
      expect(own.statusCode).toBe(409);
      expect(own.json().error).toBe('Only bookings that have not started yet can be cancelled.');
      const res = await call(w.h.app, 'DELETE', `/api/bookings/${id}`, w.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ booking: { id, status: 'cancelled' } });
    } finally {
      w.h.clock.now = before;
    }
  });

  it('promotes a waitlisted booking onto a free bay and renumbers the queue; 409 when no bay is free', async () => {
    const start = at('2026-11-24T14:00:00');
    const { waitlistedId } = await fullSlotWithWaitlist(w, start);
    const second = await newMember(w.h.app);
    const queued = await post(
      w.h.app,
      '/api/bookings',
      { startTime: start, durationMinutes: 60, joinWaitlist: true },
      second.cookie,
    );
    expect(queued.json().waitlistPosition).toBe(2);
    const full = await call(w.h.app, 'POST', `/api/bookings/${waitlistedId}/promote`, w.admin);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(
      'No bay is free for the whole of this booking, so it cannot be promoted yet.',
    );

    // a bay frees up without the automatic promotion (as when it was held by a lesson that ended early)
    const last = await w.h.t.db
      .selectFrom('bookings')
      .select(['id', 'bayId'])
      .where('startTime', '=', new Date(start))
      .where('status', '=', 'confirmed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await w.h.t.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', last.id)
      .execute();
    const res = await call(w.h.app, 'POST', `/api/bookings/${waitlistedId}/promote`, w.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: waitlistedId,
      status: 'confirmed',
      bayId: last.bayId,
      waitlistPosition: null,
    });
    const rest = await w.h.t.db
      .selectFrom('bookings')
      .select('waitlistPosition')
      .where('id', '=', queued.json().id)
      .executeTakeFirstOrThrow();
    expect(rest.waitlistPosition).toBe(1);
    expect((await auditRows(w.h, 'booking', waitlistedId)).map((r) => r.action)).toEqual([
      'booking.promote',
    ]);
    const notWaiting = await call(
      w.h.app,
      'POST',
      `/api/bookings/${waitlistedId}/promote`,
      w.admin,
    );
    expect(notWaiting.statusCode).toBe(409);
  });

  it('refuses to promote a waitlisted session that has already started, saying so', async () => {
    const { waitlistedId } = await fullSlotWithWaitlist(w, at('2026-11-23T16:00:00'));
    const before = w.h.clock.now;
    w.h.clock.now = new Date(at('2026-11-23T16:30:00'));
    try {
      const res = await call(w.h.app, 'POST', `/api/bookings/${waitlistedId}/promote`, w.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'This waitlisted session has already started, so it cannot be promoted.',
      );
    } finally {
      w.h.clock.now = before;
    }
    expect(
      (
        await w.h.t.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', waitlistedId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('waitlisted');
  });

  it('moves a booking to another bay and time, re-priced, logged and e-mailed; the old time goes to the waitlist', async () => {
    const start = at('2026-11-25T15:00:00');
    const { waitlistedId } = await fullSlotWithWaitlist(w, start);
    const moving = await w.h.t.db
      .selectFrom('bookings')
      .selectAll()
      .where('startTime', '=', new Date(start))
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const member = await w.h.t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', moving.userId)
      .executeTakeFirstOrThrow();
    const res = await call(w.h.app, 'PUT', `/api/bookings/${moving.id}`, w.admin, {
      bayId: w.bayIds[1],
      startTime: at('2026-11-25T19:00:00'),
      durationMinutes: 90,
    });
    expect(res.statusCode).toBe(200);
    // admin-made: admin schedule, 7 PM is peak: $55 x 1.5 x 0.95 = $78.375 -> $78
    expect(res.json()).toMatchObject({
      booking: { bayId: w.bayIds[1], price: 78, isPeak: true },
      promotedBookingIds: [waitlistedId],
    });
    expect(new Date(res.json().booking.startTime).toISOString()).toBe(at('2026-11-25T19:00:00'));
    await w.h.mail.waitFor(member.email, /Booking changed/);
    const rows = await auditRows(w.h, 'booking', moving.id);
    expect(rows.map((r) => r.action)).toEqual(['booking.create', 'booking.move']);
    const row = rows.at(-1);
    expect(row?.before).toMatchObject({ bayId: moving.bayId });
    expect(row?.after).toMatchObject({ bayId: w.bayIds[1], priceCents: 7800 });
  });

  it('refuses a move onto a taken bay and a move of a cancelled booking', async () => {
    const a = await newMember(w.h.app);
    const b = await newMember(w.h.app);
    const first = await adminBook(w, a.id, w.bayIds[0] ?? 0, at('2026-11-26T09:00:00'));
    await adminBook(w, b.id, w.bayIds[1] ?? 0, at('2026-11-26T09:00:00'));
    const onto = await call(w.h.app, 'PUT', `/api/bookings/${first.json().id}`, w.admin, {
      bayId: w.bayIds[1],
      startTime: at('2026-11-26T09:00:00'),
      durationMinutes: 60,
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toMatchObject({
      error: 'That bay is already booked at that time.',
      code: 'BAY_TAKEN',
    });
    // the same bay and time, longer: the booking does not collide with itself
    const longer = await call(w.h.app, 'PUT', `/api/bookings/${first.json().id}`, w.admin, {
      bayId: w.bayIds[0],
      startTime: at('2026-11-26T09:00:00'),
      durationMinutes: 120,
    });
    expect(longer.statusCode).toBe(200);
    await call(w.h.app, 'DELETE', `/api/bookings/${first.json().id}`, w.admin);
    const cancelled = await call(w.h.app, 'PUT', `/api/bookings/${first.json().id}`, w.admin, {
      bayId: w.bayIds[2],
      startTime: at('2026-11-26T11:00:00'),
      durationMinutes: 60,
    });
    expect(cancelled.statusCode).toBe(409);
  });
});
