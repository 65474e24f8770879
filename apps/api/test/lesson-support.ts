import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { at, call } from './admin-support';

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
