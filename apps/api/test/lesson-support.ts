import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adminBook, at, call, newMember, type AdminWorld } from './admin-support';
import { post } from './harness';

// Shared set-up of the lesson tests (issue 24). The harness clock: Monday 2026-11-23, 9:00 AM in
// San Antonio (CST, UTC-6). 2026-11-24 is a Tuesday.

export const TUESDAY = '2026-11-24';

/** An admin adds a coach ($80 an hour unless said) with weekly hours; answers the coach's id. */
export async function addCoach(
  app: FastifyInstance,
  admin: string,
  hours: { dayOfWeek: number; startTime: string; endTime: string }[],
  fields: Record<string, unknown> = {},
): Promise<number> {
  const created = await call(app, 'POST', '/api/coaches', admin, {
    firstName: 'Maya',
    lastName: 'Swing',
    email: 'maya.swing@example.com',
    bio: 'PGA teaching professional',
    hourlyRate: 80,
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  const set = await call(app, 'PUT', `/api/coaches/${id}/hours`, admin, { hours });
  expect(set.statusCode, set.body).toBe(200);
  return id;
}

/** Tuesday 09:00-12:00 (and nothing else). */
export const TUESDAY_MORNING = [{ dayOfWeek: 2, startTime: '09:00', endTime: '12:00' }];

/** A member's lesson request, local time in San Antonio. */
export function bookLesson(
  app: FastifyInstance,
  cookie: string,
  local: string,
  coachId: number | null,
  durationMinutes = 60,
  extra: Record<string, unknown> = {},
) {
  return call(app, 'POST', '/api/lessons', cookie, {
    startTime: at(local),
    durationMinutes,
    coachId,
    ...extra,
  });
}

/**
 * An admin's 60-minute lesson for a new member (Lena Links) on the first bay at `local`, every
 * other bay booked then, and another member on the waitlist for that hour.
 */
export async function lessonInAFullHour(w: AdminWorld, local: string, coachId: number) {
  const [lessonBay, ...otherBays] = w.bayIds;
  const member = await newMember(w.h.app, { firstName: 'Lena', lastName: 'Links' });
  const lesson = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
    userId: member.id,
    coachId,
    bayId: lessonBay,
    startTime: at(local),
    durationMinutes: 60,
  });
  expect(lesson.statusCode, lesson.body).toBe(201);
  for (const bayId of otherBays) {
    const other = await newMember(w.h.app);
    expect((await adminBook(w, other.id, bayId, at(local))).statusCode).toBe(201);
  }
  const waiting = await newMember(w.h.app);
  const queued = await post(
    w.h.app,
    '/api/bookings',
    { startTime: at(local), durationMinutes: 60, joinWaitlist: true },
    waiting.cookie,
  );
  expect(queued.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  return {
    member,
    lessonId: lesson.json<{ id: number }>().id,
    lessonBay,
    waiting,
    waitlistedId: queued.json<{ id: number }>().id,
  };
}
