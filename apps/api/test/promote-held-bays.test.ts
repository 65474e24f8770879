import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerMember, startHarness, type Harness } from './harness';
import { adminCookie, call } from './league-support';

// Admin promote (issue 25's planted bug): the promotion plan must see what holds bays besides
// bookings. A lesson holds its bay like a booking; promote never confirms a waitlisted booking
// onto it. (League nights: league-side-by-side.test.ts.)

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  admin = await adminCookie(h);
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

describe('admin promote beside a lesson', () => {
  it('refuses with 409 when the only bay left is the one a lesson holds', async () => {
    const coach = await h.t.db
      .selectFrom('coaches')
      .select('id')
      .where('firstName', '=', 'Maria')
      .executeTakeFirstOrThrow();
    const student = await registerMember(h.app);
    const lesson = await call(h, 'POST', '/api/lessons', student.cookie, {
      startTime: at('2026-11-24T10:00:00'),
      durationMinutes: 60,
      coachId: coach.id,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const lessonBay = lesson.json<{ bayId: number }>().bayId;

    const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(h.app)));
    const taken: number[] = [];
    for (const m of members.slice(0, 3)) {
      const res = await post(
        h.app,
        '/api/bookings',
        { startTime: at('2026-11-24T10:00:00'), durationMinutes: 60 },
        m.cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
      taken.push(res.json<{ bayId: number }>().bayId);
    }
    expect(taken).not.toContain(lessonBay);
    const waiting = await post(
      h.app,
      '/api/bookings',
      { startTime: at('2026-11-24T10:00:00'), durationMinutes: 60, joinWaitlist: true },
      members[3]?.cookie,
    );
    expect(waiting.json()).toMatchObject({ isWaitlisted: true });

    const promote = await call(h, 'POST', `/api/bookings/${waiting.json().id}/promote`, admin);
    expect(promote.statusCode).toBe(409);
    expect(promote.json().error).toBe(
      'No bay is free for the whole of this booking, so it cannot be promoted yet.',
    );
    const row = await h.t.db
      .selectFrom('bookings')
      .select(['status', 'bayId'])
      .where('id', '=', waiting.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'waitlisted', bayId: null });
  });
});
