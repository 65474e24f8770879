import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, call, startAdminWorld, type AdminWorld } from './admin-support';
import { registerMemberOn } from './harness';
import { addCoach, bookLesson, TUESDAY } from './lesson-support';

// Neither a coach nor a bay is ever double-booked (issue 24), under any concurrency: the lesson
// takes the booking's locks, and the database has the last word (exclusion constraints; a lesson
// and a booking meet in bay_holds).

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const members = (n: number) =>
  Promise.all(Array.from({ length: n }, () => registerMemberOn(w.h, 'member')));

describe('races', () => {
  it('50 members for one coach slot: one lesson', async () => {
    const coachId = await addCoach(w.h.app, w.admin, [
      { dayOfWeek: 3, startTime: '09:00', endTime: '10:00' },
    ]);
    const crowd = await members(50);
    const answers = await Promise.all(
      crowd.map((m) => bookLesson(w.h.app, m.cookie, '2026-11-25T09:00:00', coachId)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const held = await w.h.t.db
      .selectFrom('lessons')
      .select('id')
      .where('coachId', '=', coachId)
      .where('status', '=', 'confirmed')
      .execute();
    expect(held).toHaveLength(1);
  });

  it('a lesson and a booking for the last free bay: one of them gets it', async () => {
    const coachId = await addCoach(w.h.app, w.admin, [
      { dayOfWeek: 5, startTime: '06:00', endTime: '18:00' },
    ]);
    // each round: every bay but one taken, then a lesson and a booking ask at once
    for (const hour of ['07', '08', '09', '10', '11', '12']) {
      const start = `2026-11-27T${hour}:00:00`;
      const fillers = await members(w.bayIds.length - 1);
      for (const f of fillers) {
        const res = await call(w.h.app, 'POST', '/api/bookings', f.cookie, {
          startTime: at(start),
          durationMinutes: 60,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const [pupil, player] = await members(2);
      if (!pupil || !player) throw new Error('no members');
      const [lesson, booking] = await Promise.all([
        bookLesson(w.h.app, pupil.cookie, start, coachId),
        call(w.h.app, 'POST', '/api/bookings', player.cookie, {
          startTime: at(start),
          durationMinutes: 60,
        }),
      ]);
      expect([lesson.statusCode, booking.statusCode].sort()).toEqual([201, 409]);
    }
    // on every bay, no two confirmed sessions (bookings and lessons together) share time
    const [bookings, lessons] = await Promise.all([
      w.h.t.db
        .selectFrom('bookings')
        .select(['bayId', 'startTime', 'endTime'])
        .where('status', '=', 'confirmed')
        .execute(),
      w.h.t.db
        .selectFrom('lessons')
        .select(['bayId', 'startTime', 'endTime'])
        .where('status', '=', 'confirmed')
        .execute(),
    ]);
    const held = [...bookings, ...lessons];
    const clashes = held.filter((a, i) =>
      held.some(
        (b, j) =>
          i < j && a.bayId === b.bayId && a.startTime < b.endTime && b.startTime < a.endTime,
      ),
    );
    expect(clashes).toEqual([]);
    expect(lessons.length).toBeGreaterThan(0);
  });

  it('the database refuses a booking over a lesson on its bay, whoever writes it', async () => {
    const coachId = await addCoach(w.h.app, w.admin, [
      { dayOfWeek: 2, startTime: '13:00', endTime: '14:00' },
    ]);
    const [pupil] = await members(1);
    if (!pupil) throw new Error('no member');
    const lesson = await bookLesson(w.h.app, pupil.cookie, `${TUESDAY}T13:00:00`, coachId);
    const { id, bayId, userId } = lesson.json<{ id: number; bayId: number; userId: number }>();
    const location = await w.h.t.db.selectFrom('locations').select('id').executeTakeFirstOrThrow();
    await expect(
      w.h.t.db
        .insertInto('bookings')
        .values({
          userId,
          locationId: location.id,
          bayId,
          startTime: at(`${TUESDAY}T13:30:00`),
          endTime: at(`${TUESDAY}T14:30:00`),
          priceCents: 0,
        })
        .execute(),
    ).rejects.toMatchObject({ constraint: 'bay_holds_no_overlap' });
    // cancelled, the lesson lets the bay go
    await w.h.t.db
      .updateTable('lessons')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    await w.h.t.db
      .insertInto('bookings')
      .values({
        userId,
        locationId: location.id,
        bayId,
        startTime: at(`${TUESDAY}T13:30:00`),
        endTime: at(`${TUESDAY}T14:30:00`),
        priceCents: 0,
      })
      .execute();
  });
});
