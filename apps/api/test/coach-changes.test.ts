import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, auditRows, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { get } from './harness';
import { addCoach, lessonInAFullHour, TUESDAY } from './lesson-support';

// Issue 30, "Nothing lost, nothing counted twice": switching a coach off or narrowing their week
// does not strand booked lessons without a word. It is refused (409) naming how many and when,
// unless forced, which cancels them, lets the waitlist take their bays and tells member and coach.
// The rule bays follow (DECISIONS.md, Admin edits of bays and hours).

const WEDNESDAY = '2026-11-25';

let w: AdminWorld;
beforeAll(async () => {
  w = await startAdminWorld();
});
afterAll(() => w.h.close());

const coachFields = {
  firstName: 'Maya',
  lastName: 'Swing',
  email: 'maya.off@example.com',
  bio: null,
  hourlyRate: 80,
};

async function lessonFor(coachId: number, local: string, durationMinutes = 60) {
  const member = await newMember(w.h.app, { firstName: 'Omar', lastName: 'Open' });
  const res = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
    userId: member.id,
    coachId,
    startTime: at(local),
    durationMinutes,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { member, id: res.json<{ id: number }>().id };
}

const statusOf = async (lessonId: number) =>
  (
    await w.h.t.db
      .selectFrom('lessons')
      .select('status')
      .where('id', '=', lessonId)
      .executeTakeFirstOrThrow()
  ).status;

describe('switching a coach off', () => {
  it('is refused while lessons are booked, naming them; forced, they are cancelled, the bays go to the waitlist, member and coach hear', async () => {
    const coachId = await addCoach(
      w.h.app,
      w.admin,
      [
        { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
      ],
      coachFields,
    );
    const full = await lessonInAFullHour(w, `${TUESDAY}T09:00:00`, coachId);
    const later = await lessonFor(coachId, `${WEDNESDAY}T10:00:00`, 30);

    const off = { ...coachFields, isActive: false };
    const refused = await call(w.h.app, 'PUT', `/api/coaches/${coachId}`, w.admin, off);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STRANDS_BOOKINGS',
      strandedLessons: 2,
      error:
        'This change would leave 2 booked upcoming lessons without their coach (11/24/26 9:00 AM - ' +
        '10:00 AM; 11/25/26 10:00 AM - 10:30 AM). Confirm to cancel them and e-mail the members and ' +
        'the coach.',
      lessons: [
        { id: full.lessonId, startTime: at(`${TUESDAY}T09:00:00`) },
        { id: later.id, startTime: at(`${WEDNESDAY}T10:00:00`) },
      ],
    });
    // nothing changed: the coach still teaches, the lessons stand
    const coaches = (await get(w.h.app, '/api/admin/coaches', w.admin)).json<
      { id: number; isActive: boolean }[]
    >();
    expect(coaches.find((c) => c.id === coachId)).toMatchObject({ isActive: true });
    expect([await statusOf(full.lessonId), await statusOf(later.id)]).toEqual([
      'confirmed',
      'confirmed',
    ]);

    const forced = await call(w.h.app, 'PUT', `/api/coaches/${coachId}`, w.admin, {
      ...off,
      force: true,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({
      isActive: false,
      cancelledLessons: 2,
      promotedBookings: 1,
    });
    expect([await statusOf(full.lessonId), await statusOf(later.id)]).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const promoted = await w.h.t.db
      .selectFrom('bookings')
      .select(['status', 'bayId'])
      .where('id', '=', full.waitlistedId)
      .executeTakeFirstOrThrow();
    expect(promoted).toEqual({ status: 'confirmed', bayId: full.lessonBay });
    await w.h.mail.waitFor(full.waiting.email, /A bay opened up/);
    const toMember = await w.h.mail.waitFor(full.member.email, /Lesson cancelled/);
    expect(toMember.attachments[0]?.content).toContain('STATUS:CANCELLED');
    await w.h.mail.waitFor(later.member.email, /Lesson cancelled/);
    await expect
      .poll(
        () =>
          w.h.mail.inbox.filter(
            (m) => m.to === 'maya.off@example.com' && /Lesson cancelled/.test(m.subject),
          ).length,
      )
      .toBe(2);
    const audit = await auditRows(w.h, 'lesson', later.id);
    expect(audit.map((a) => a.action)).toContain('lesson.cancel');
  });
});

describe("narrowing a coach's week", () => {
  it('is refused for the lessons outside it; forced, only those are cancelled', async () => {
    const wednesday = [{ dayOfWeek: 3, startTime: '09:00', endTime: '12:00' }];
    const coachId = await addCoach(w.h.app, w.admin, wednesday, {
      ...coachFields,
      firstName: 'Ben',
      email: 'ben.week@example.com',
    });
    const inside = await lessonFor(coachId, `${WEDNESDAY}T09:00:00`);
    const outside = await lessonFor(coachId, `${WEDNESDAY}T11:00:00`);
    const narrower = [{ dayOfWeek: 3, startTime: '09:00', endTime: '10:30' }];

    const refused = await call(w.h.app, 'PUT', `/api/coaches/${coachId}/hours`, w.admin, {
      hours: narrower,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STRANDS_BOOKINGS',
      strandedLessons: 1,
      error: expect.stringContaining(
        '1 booked upcoming lesson without their coach (11/25/26 11:00 AM - 12:00 PM)',
      ) as unknown,
      lessons: [{ id: outside.id }],
    });
    const unchanged = (await get(w.h.app, '/api/admin/coaches', w.admin)).json<
      { id: number; hours: unknown[] }[]
    >();
    expect(unchanged.find((c) => c.id === coachId)?.hours).toEqual(wednesday);

    const forced = await call(w.h.app, 'PUT', `/api/coaches/${coachId}/hours`, w.admin, {
      hours: narrower,
      force: true,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({ hours: narrower, cancelledLessons: 1 });
    expect([await statusOf(inside.id), await statusOf(outside.id)]).toEqual([
      'confirmed',
      'cancelled',
    ]);
    await w.h.mail.waitFor(outside.member.email, /Lesson cancelled/);
    await w.h.mail.waitFor('ben.week@example.com', /Lesson cancelled/);
  });

  it('needs no confirmation when no booked lesson falls outside (wider hours, a new name)', async () => {
    const coachId = await addCoach(
      w.h.app,
      w.admin,
      [{ dayOfWeek: 4, startTime: '09:00', endTime: '12:00' }],
      { ...coachFields, firstName: 'Cleo', email: null },
    );
    await lessonFor(coachId, '2026-11-26T09:00:00');
    const wider = await call(w.h.app, 'PUT', `/api/coaches/${coachId}/hours`, w.admin, {
      hours: [{ dayOfWeek: 4, startTime: '08:00', endTime: '13:00' }],
    });
    expect(wider.json()).toMatchObject({ cancelledLessons: 0, promotedBookings: 0 });
    const renamed = await call(w.h.app, 'PUT', `/api/coaches/${coachId}`, w.admin, {
      ...coachFields,
      firstName: 'Cleo',
      lastName: 'Chip',
      email: null,
      isActive: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Cleo Chip', cancelledLessons: 0 });
  });
});
