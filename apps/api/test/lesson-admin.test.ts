import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, auditRows, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { get, post } from './harness';
import { addCoach, bookLesson, TUESDAY, TUESDAY_MORNING } from './lesson-support';

// Cancelling lessons, and the admin's lesson commands from the schedule (issue 24).

let w: AdminWorld;
let coachId: number;
beforeAll(async () => {
  w = await startAdminWorld();
  coachId = await addCoach(w.h.app, w.admin, [
    ...TUESDAY_MORNING,
    { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
  ]);
});
afterAll(() => w.h.close());

const lessonId = (res: { json<T>(): T }) => res.json<{ id: number }>().id;

describe('the demo club', () => {
  it('has coaches with rates and weekly hours, so the screens are not empty', async () => {
    const member = await newMember(w.h.app);
    const coaches = (await get(w.h.app, '/api/coaches', member.cookie)).json<
      { name: string; hourlyRate: number; hours: unknown[] }[]
    >();
    expect(coaches).toContainEqual(
      expect.objectContaining({ name: 'Maria Delgado', hourlyRate: 90 }),
    );
    expect(coaches.every((c) => c.hours.length > 0)).toBe(true);
  });
});

describe('cancelling a lesson', () => {
  it('a member cancels their own before it starts; another member gets 404; after the start, 409', async () => {
    const member = await newMember(w.h.app);
    const other = await newMember(w.h.app);
    const booked = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T09:00:00`, coachId, 30);
    const id = lessonId(booked);
    expect((await post(w.h.app, `/api/lessons/${id}/cancel`, {}, other.cookie)).statusCode).toBe(
      404,
    );

    const later = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T10:00:00`, coachId, 30);
    const saved = w.h.clock.now;
    w.h.clock.now = new Date(at(`${TUESDAY}T10:05:00`));
    try {
      const late = await post(w.h.app, `/api/lessons/${lessonId(later)}/cancel`, {}, member.cookie);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        error: 'Only lessons that have not started yet can be cancelled.',
      });
      // an admin cancels any time (audited)
      const byAdmin = await call(w.h.app, 'DELETE', `/api/lessons/${lessonId(later)}`, w.admin);
      expect(byAdmin.json()).toMatchObject({ status: 'cancelled' });
      const audit = await auditRows(w.h, 'lesson', lessonId(later));
      expect(audit.map((a) => a.action)).toEqual(['lesson.cancel']);
    } finally {
      w.h.clock.now = saved;
    }

    const cancel = await post(w.h.app, `/api/lessons/${id}/cancel`, {}, member.cookie);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    await w.h.mail.waitFor(member.email, /Lesson cancelled/);
    // the freed coach time is offered again
    const again = await bookLesson(w.h.app, other.cookie, `${TUESDAY}T09:00:00`, coachId, 30);
    expect(again.statusCode).toBe(201);
  });
});

describe('the admin schedule', () => {
  it('an admin books a lesson for a member on a chosen bay; the day shows coach and member names', async () => {
    const member = await newMember(w.h.app, { firstName: 'Lena', lastName: 'Links' });
    const res = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
      userId: member.id,
      coachId,
      bayId: w.bayIds[2],
      startTime: at('2026-11-25T11:00:00'),
      durationMinutes: 60,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userId: member.id, bayId: w.bayIds[2], price: 80 });
    const day = await get(
      w.h.app,
      `/api/bookings/admin?startDate=2026-11-25&endDate=2026-11-25`,
      w.admin,
    );
    const lessons = day.json<{ lessons: Record<string, unknown>[] }>().lessons;
    expect(lessons).toContainEqual(
      expect.objectContaining({ coachName: 'Maya Swing', firstName: 'Lena', lastName: 'Links' }),
    );
    const today = await get(w.h.app, '/api/admin/dashboard?date=2026-11-25', w.admin);
    // the lesson's hour is booked time of the day's bays
    expect(today.json<{ day: { bookedMinutes: number } }>().day.bookedMinutes).toBe(60);
    expect(today.json<{ lessons: unknown[] }>().lessons).toContainEqual(
      expect.objectContaining({
        coachName: 'Maya Swing',
        memberName: 'Lena Links',
        bayName: 'Bay 3',
      }),
    );
    await w.h.mail.waitFor(member.email, /Lesson booked/);
  });

  it('an admin moves a lesson with the same rules: not outside the hours, and into free time', async () => {
    const member = await newMember(w.h.app);
    const booked = await bookLesson(w.h.app, member.cookie, '2026-11-25T09:00:00', coachId);
    const id = lessonId(booked);
    const move = (local: string) =>
      call(w.h.app, 'PUT', `/api/admin/lessons/${id}`, w.admin, {
        startTime: at(local),
        durationMinutes: 60,
        coachId,
      });
    const outside = await move('2026-11-25T13:00:00');
    expect(outside.json()).toMatchObject({ error: 'That coach does not teach at that time.' });
    // overlapping its own old time is fine: it moves out of it
    const moved = await move('2026-11-25T09:30:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: at('2026-11-25T09:30:00') });
    // 11:00 is taken by the admin's earlier lesson
    expect((await move('2026-11-25T10:30:00')).json()).toMatchObject({ code: 'COACH_TAKEN' });
  });

  it('a moved lesson is priced again: half the length, half the price, in its history too', async () => {
    const member = await newMember(w.h.app);
    const booked = await bookLesson(w.h.app, member.cookie, '2026-12-02T09:00:00', coachId, 60);
    expect(booked.json()).toMatchObject({ price: 80 });
    const id = lessonId(booked);
    const shorter = await call(w.h.app, 'PUT', `/api/admin/lessons/${id}`, w.admin, {
      startTime: at('2026-12-02T09:00:00'),
      durationMinutes: 30,
      coachId,
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json()).toMatchObject({ price: 40 });
    const mine = (await get(w.h.app, '/api/lessons/user', member.cookie)).json<
      { id: number; price: number }[]
    >();
    expect(mine.find((l) => l.id === id)).toMatchObject({ price: 40 });
    const audit = await auditRows(w.h, 'lesson', id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toContainEqual([
      'lesson.move',
      expect.objectContaining({ priceCents: 8000 }),
      expect.objectContaining({ priceCents: 4000 }),
    ]);
  });

  it("an admin's booking for a member counts the member's lessons towards 4 h a day", async () => {
    const member = await newMember(w.h.app);
    const lesson = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T09:30:00`, coachId, 30);
    expect(lesson.statusCode, lesson.body).toBe(201);
    const book = (minutes: number) =>
      call(w.h.app, 'POST', '/api/bookings', w.admin, {
        userId: member.id,
        bayId: w.bayIds[3],
        startTime: at(`${TUESDAY}T13:00:00`),
        durationMinutes: minutes,
      });
    expect((await book(240)).json()).toMatchObject({ code: 'DAILY_LIMIT' });
    expect((await book(210)).statusCode).toBe(201);
  });

  it('switching a bay off strands its lessons like bookings: refused, unless forced; then cancelled and e-mailed', async () => {
    const body = {
      name: 'Lesson Bay',
      type: 'Standard',
      locationId: 1,
      features: ['Launch monitor'],
      isActive: true,
    };
    const bay = (await call(w.h.app, 'POST', '/api/bays', w.admin, body)).json<{ id: number }>();
    const member = await newMember(w.h.app);
    const booked = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
      userId: member.id,
      coachId,
      bayId: bay.id,
      startTime: at('2026-11-25T10:30:00'),
      durationMinutes: 30,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await call(w.h.app, 'PUT', `/api/bays/${bay.id}`, w.admin, {
      ...body,
      isActive: false,
    });
    expect(refused.statusCode).toBe(409);
    const forced = await call(w.h.app, 'PUT', `/api/bays/${bay.id}`, w.admin, {
      ...body,
      isActive: false,
      force: true,
    });
    expect(forced.json(), forced.body).toMatchObject({ isActive: false, cancelledBookings: 1 });
    const mine = (await get(w.h.app, '/api/lessons/user', member.cookie)).json<
      { status: string }[]
    >();
    expect(mine.map((l) => l.status)).toEqual(['cancelled']);
    await w.h.mail.waitFor(member.email, /Lesson cancelled/);
  });

  it('the calendar feed lists the member’s lessons', async () => {
    const member = await newMember(w.h.app);
    await bookLesson(w.h.app, member.cookie, `${TUESDAY}T11:00:00`, coachId);
    const feed = await w.h.app.inject({
      method: 'GET',
      url: '/trpc/bookings.calendarFeed',
      headers: { cookie: member.cookie },
    });
    const url = new URL(feed.json<{ result: { data: { url: string } } }>().result.data.url);
    const ics = (await get(w.h.app, url.pathname)).body.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Golf lesson with Maya Swing');
  });
});
