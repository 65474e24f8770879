import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, auditRows, call, startAdminWorld, type AdminWorld } from './admin-support';
import { get, post, registerMemberOn } from './harness';
import { addCoach, bookLesson, TUESDAY, TUESDAY_MORNING } from './lesson-support';

// Lessons with certified coaches (issue 24; DECISIONS.md, Lessons with coaches), through the REST
// paths a member and an admin use.

let w: AdminWorld;
let coachId: number;
beforeAll(async () => {
  w = await startAdminWorld();
  // the demo coaches are off duty here: every coach of this file is added by its tests
  await w.h.t.db.updateTable('coaches').set({ isActive: false }).execute();
  coachId = await addCoach(w.h.app, w.admin, TUESDAY_MORNING);
});
afterAll(() => w.h.close());

const availability = async (cookie: string, query: string) =>
  (await get(w.h.app, `/api/lessons/availability?${query}`, cookie)).json<{
    includedLeft: number;
    slots: { label: string; coachIds: number[] }[];
  }>();

describe('coaches', () => {
  it('an admin adds a coach with weekly hours (audited); members see the coach without the e-mail', async () => {
    const audit = await auditRows(w.h, 'coach', coachId);
    expect(audit.map((a) => a.action)).toEqual(['coach.create', 'coach.hours']);
    const member = await registerMemberOn(w.h, 'member');
    const coaches = (await get(w.h.app, '/api/coaches', member.cookie)).json<
      Record<string, unknown>[]
    >();
    const maya = coaches.find((c) => c.id === coachId);
    expect(maya).toMatchObject({ name: 'Maya Swing', hourlyRate: 80, hours: TUESDAY_MORNING });
    expect(maya).not.toHaveProperty('email');
  });

  it('refuses overlapping or off-grid hours with the product text', async () => {
    const overlapping = await call(w.h.app, 'PUT', `/api/coaches/${coachId}/hours`, w.admin, {
      hours: [...TUESDAY_MORNING, { dayOfWeek: 2, startTime: '11:00', endTime: '13:00' }],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({
      error: 'These hours overlap hours the coach already has that day.',
    });
    const offGrid = await call(w.h.app, 'PUT', `/api/coaches/${coachId}/hours`, w.admin, {
      hours: [{ dayOfWeek: 3, startTime: '09:15', endTime: '10:00' }],
    });
    expect(offGrid.statusCode).toBe(400);
  });

  it('a deactivated coach takes no lessons', async () => {
    const id = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, { firstName: 'Off' });
    const edit = await call(w.h.app, 'PUT', `/api/coaches/${id}`, w.admin, {
      firstName: 'Off',
      lastName: 'Duty',
      hourlyRate: 60,
      isActive: false,
    });
    expect(edit.json()).toMatchObject({ isActive: false, name: 'Off Duty' });
    const member = await registerMemberOn(w.h, 'member');
    const res = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T09:00:00`, id);
    expect(res.json()).toMatchObject({ error: 'That coach does not teach at that time.' });
  });
});

describe('a member books a lesson', () => {
  it("shows the coach's free starts, and a Pro plan's included lesson before confirming", async () => {
    const pro = await registerMemberOn(w.h, 'pro');
    const day = await availability(
      pro.cookie,
      `date=${TUESDAY}&durationMinutes=60&coachId=${coachId}`,
    );
    expect(day.includedLeft).toBe(1);
    expect(day.slots.map((s) => s.label)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
    ]);
  });

  it('Pro: the first lesson of the month is included, the next costs the rate; a cancellation gives it back', async () => {
    const pro = await registerMemberOn(w.h, 'pro');
    const first = await bookLesson(w.h.app, pro.cookie, '2026-12-01T09:00:00', coachId);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ price: 0, isIncluded: true, coachName: 'Maya Swing' });
    const second = await bookLesson(w.h.app, pro.cookie, '2026-12-01T10:30:00', coachId, 30);
    expect(second.json()).toMatchObject({ price: 40, isIncluded: false });

    const cancel = await post(
      w.h.app,
      `/api/lessons/${first.json<{ id: number }>().id}/cancel`,
      {},
      pro.cookie,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const again = await availability(pro.cookie, 'date=2026-12-01&durationMinutes=60');
    expect(again.includedLeft).toBe(1);
    const mine = (await get(w.h.app, '/api/lessons/user', pro.cookie)).json<{ status: string }[]>();
    expect(mine.map((l) => l.status).sort()).toEqual(['cancelled', 'confirmed']);
  });

  it('e-mails the member and the coach, each with an .ics', async () => {
    const member = await registerMemberOn(w.h, 'member');
    const res = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T11:00:00`, coachId);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await w.h.mail.waitFor(member.email, /Lesson booked/);
    expect(mail.text).toContain('Price: $80');
    expect(mail.attachments[0]?.content).toContain('BEGIN:VEVENT');
    const coachMail = await w.h.mail.waitFor('maya.swing@example.com', /New lesson: Pat Palmer/);
    expect(coachMail.attachments[0]?.contentType).toContain('text/calendar');
  });

  it.each([
    ['45 minutes', `${TUESDAY}T10:00:00`, 45, 'Lessons last 30 or 60 minutes.'],
    ['outside the hours', `${TUESDAY}T11:30:00`, 60, 'That coach does not teach at that time.'],
    [
      'in the past',
      '2026-11-23T08:00:00',
      60,
      'That time has already passed. Please choose a time in the future.',
    ],
    [
      'beyond the window',
      '2026-12-08T09:00:00',
      60,
      'Bookings can be made for today and the next 13 days.',
    ],
  ])('refuses a lesson %s', async (_, local, minutes, message) => {
    const member = await registerMemberOn(w.h, 'member');
    const res = await bookLesson(w.h.app, member.cookie, local, coachId, minutes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
  });

  it('a taken coach is refused; "any coach" gets the one who is free', async () => {
    const other = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, {
      firstName: 'Otto',
      email: null,
    });
    const a = await registerMemberOn(w.h, 'member');
    const b = await registerMemberOn(w.h, 'member');
    const c = await registerMemberOn(w.h, 'member');
    expect((await bookLesson(w.h.app, a.cookie, `${TUESDAY}T09:00:00`, coachId)).statusCode).toBe(
      201,
    );
    const taken = await bookLesson(w.h.app, b.cookie, `${TUESDAY}T09:30:00`, coachId, 30);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'COACH_TAKEN',
      error: 'That coach is already booked at that time.',
    });
    const any = await bookLesson(w.h.app, b.cookie, `${TUESDAY}T09:30:00`, null, 30);
    expect(any.json()).toMatchObject({ coachId: other });
    const none = await bookLesson(w.h.app, c.cookie, `${TUESDAY}T09:30:00`, null, 30);
    expect(none.json()).toMatchObject({ error: 'No coach is free at that time.' });
  });

  it('a member who sends userId or bayId is refused, never booked for themselves', async () => {
    const member = await registerMemberOn(w.h, 'member');
    const res = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T10:00:00`, coachId, 60, {
      bayId: w.bayIds[0],
    });
    expect(res.statusCode).toBe(403);
  });

  it('members-only: an account without a plan cannot book a lesson', async () => {
    await w.h.t.db.updateTable('locations').set({ membersOnly: true }).execute();
    try {
      const guest = await registerMemberOn(w.h, 'none');
      const res = await bookLesson(w.h.app, guest.cookie, `${TUESDAY}T10:00:00`, coachId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'MEMBERSHIP_REQUIRED' });
    } finally {
      await w.h.t.db.updateTable('locations').set({ membersOnly: false }).execute();
    }
  });
});

describe('lessons and the rest of the member’s day', () => {
  it('a lesson counts towards the 4 h/day limit, both ways', async () => {
    const member = await registerMemberOn(w.h, 'member');
    const long = await call(w.h.app, 'POST', '/api/bookings', member.cookie, {
      startTime: at('2026-11-26T13:00:00'),
      durationMinutes: 210,
    });
    expect(long.statusCode, long.body).toBe(201);
    const thursday = await addCoach(w.h.app, w.admin, [
      { dayOfWeek: 4, startTime: '08:00', endTime: '12:00' },
    ]);
    const over = await bookLesson(w.h.app, member.cookie, '2026-11-26T09:00:00', thursday);
    expect(over.json()).toMatchObject({
      error:
        "You've reached your daily booking limit of 4 hours for this day. Please select a different day.",
    });
    expect(
      (await bookLesson(w.h.app, member.cookie, '2026-11-26T09:00:00', thursday, 30)).statusCode,
    ).toBe(201);
    const more = await call(w.h.app, 'POST', '/api/bookings', member.cookie, {
      startTime: at('2026-11-26T18:00:00'),
      durationMinutes: 30,
    });
    expect(more.statusCode).toBe(400);
  });

  it("a waitlisted session is not confirmed past the member's 4 h with a lesson", async () => {
    const friday = '2026-11-27';
    const coach = await addCoach(w.h.app, w.admin, [
      { dayOfWeek: 5, startTime: '08:00', endTime: '10:00' },
    ]);
    const member = await registerMemberOn(w.h, 'member');
    const book = (cookie: string, time: string, minutes: number, joinWaitlist = false) =>
      call(w.h.app, 'POST', '/api/bookings', cookie, {
        startTime: at(`${friday}T${time}:00`),
        durationMinutes: minutes,
        joinWaitlist,
      });
    expect((await book(member.cookie, '13:00', 180)).statusCode).toBe(201);
    const fillers = [];
    for (let i = 0; i < w.bayIds.length; i++) {
      const filler = await registerMemberOn(w.h, 'member');
      const res = await book(filler.cookie, '17:00', 60);
      fillers.push({ cookie: filler.cookie, id: res.json<{ id: number }>().id });
    }
    const waiting = await book(member.cookie, '17:00', 60, true);
    expect(waiting.json()).toMatchObject({ status: 'waitlisted' });
    // 3 h booked: a 30-minute lesson still fits the day
    const lesson = await bookLesson(w.h.app, member.cookie, `${friday}T09:00:00`, coach, 30);
    expect(lesson.statusCode, lesson.body).toBe(201);
    const first = fillers[0];
    if (!first) throw new Error('no filler');
    await post(w.h.app, `/api/bookings/${first.id}/cancel`, {}, first.cookie);
    const mine = (await get(w.h.app, '/api/bookings/user', member.cookie)).json<
      { id: number; status: string }[]
    >();
    const id = waiting.json<{ id: number }>().id;
    expect(mine.find((b) => b.id === id)?.status).toBe('waitlisted');
  });

  it('a lesson holds its bay: a booking at that time gets the next bay', async () => {
    const member = await registerMemberOn(w.h, 'member');
    const lesson = await bookLesson(w.h.app, member.cookie, `${TUESDAY}T10:00:00`, coachId, 30);
    expect(lesson.statusCode, lesson.body).toBe(201);
    const other = await registerMemberOn(w.h, 'member');
    const booking = await call(w.h.app, 'POST', '/api/bookings', other.cookie, {
      startTime: at(`${TUESDAY}T10:00:00`),
      durationMinutes: 30,
    });
    expect(booking.json<{ bayId: number }>().bayId).not.toBe(
      lesson.json<{ bayId: number }>().bayId,
    );
    // the other bays taken too: the booking screen offers that time as waitlist only
    for (let i = 0; i < w.bayIds.length - 2; i++) {
      const filler = await registerMemberOn(w.h, 'member');
      const res = await call(w.h.app, 'POST', '/api/bookings', filler.cookie, {
        startTime: at(`${TUESDAY}T10:00:00`),
        durationMinutes: 30,
      });
      expect(res.statusCode).toBe(201);
    }
    const input = encodeURIComponent(JSON.stringify({ date: TUESDAY, durationMinutes: 30 }));
    const looker = await registerMemberOn(w.h, 'member');
    const day = await get(w.h.app, `/trpc/bookings.availability?input=${input}`, looker.cookie);
    const slot = day
      .json<{ result: { data: { slots: { label: string; status: string }[] } } }>()
      .result.data.slots.find((x) => x.label === '10:00 AM');
    expect(slot?.status).toBe('waitlist');
  });
});
