import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerMember, startHarness, type Harness } from './harness';
import { sweepWith } from './reminder-support';

// Issue 30: one clock. The instants a rule compares (when a booking or a lesson was made, changed
// or cancelled, and the reminder sweep's "now") all come from the app's clock, never from
// PostgreSQL's: with the test clock far from the wall clock, in either direction, a booking made
// "now" is made now, and a reminder is queued exactly 24 hours before its session.

const HOUR = 3_600_000;

/**
 * The first Tuesday 15:00 UTC (9 or 10 AM in San Antonio) at least 14 days after the wall clock. No
 * further: @fastify/session dates a session cookie by the wall clock (30 days), and this file's
 * sessions must still be live at its last sweep, three days later by the test clock.
 */
function tuesdayWeeksAhead(): Date {
  const d = new Date(Date.now() + 14 * 24 * HOUR);
  d.setUTCHours(15, 0, 0, 0);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

const CLOCKS = [
  ['weeks after the wall clock', tuesdayWeeksAhead()],
  ['years before the wall clock', new Date('2021-02-02T15:00:00Z')],
] as const;

describe.each(CLOCKS)('with the test clock %s', (_name, T) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ RATE_LIMITS: 'off' });
    await seedLocalDefaults(h.t.db, { today: T.toISOString().slice(0, 10) });
    h.clock.now = T;
  });
  afterAll(() => h.close());

  const booking = (id: number) =>
    h.t.db
      .selectFrom('bookings')
      .select(['createdAt', 'updatedAt', 'cancelledAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const remindersTo = async (email: string) =>
    (
      await h.t.db
        .selectFrom('mailOutbox')
        .select('subject')
        .where('recipient', '=', email)
        .where('subject', 'like', 'Reminder:%')
        .execute()
    ).map((r) => r.subject);

  /** The reminder job runs at `now` (in another API process). */
  const sweepAt = async (now: Date) => {
    h.clock.now = now;
    await sweepWith(h);
  };

  it('a booking made and cancelled is stamped with the clock the rules read', async () => {
    h.clock.now = T;
    const m = await registerMember(h.app);
    const start = new Date(T.getTime() + 49 * HOUR).toISOString();
    const made = await post(
      h.app,
      '/api/bookings',
      { startTime: start, durationMinutes: 60 },
      m.cookie,
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number; createdAt: string }>().id;
    expect(made.json<{ createdAt: string }>().createdAt).toBe(T.toISOString());
    expect(await booking(id)).toEqual({ createdAt: T, updatedAt: T, cancelledAt: null });

    const later = new Date(T.getTime() + HOUR);
    h.clock.now = later;
    const cancelled = await post(h.app, `/api/bookings/${id}/cancel`, undefined, m.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await booking(id)).toEqual({ createdAt: T, updatedAt: later, cancelledAt: later });
  });

  it('queues the reminder exactly 24 hours before by the test clock, and none for a session booked later than that', async () => {
    h.clock.now = T;
    const early = await registerMember(h.app);
    const late = await registerMember(h.app);
    const learner = await registerMember(h.app);
    // Friday 9:00 AM, three days ahead; Wednesday 5:00 AM, 20 hours ahead; a lesson Friday 11:00 AM
    const session = new Date(T.getTime() + 72 * HOUR);
    const soon = new Date(T.getTime() + 20 * HOUR);
    const lesson = new Date(T.getTime() + 74 * HOUR);
    for (const [who, start] of [
      [early, session],
      [late, soon],
    ] as const) {
      const res = await post(
        h.app,
        '/api/bookings',
        { startTime: start.toISOString(), durationMinutes: 60 },
        who.cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const booked = await post(
      h.app,
      '/api/lessons',
      { startTime: lesson.toISOString(), durationMinutes: 60, coachId: null },
      learner.cookie,
    );
    expect(booked.statusCode, booked.body).toBe(201);

    // an hour later the 20-hour session is inside its last day, but it was booked inside it
    await sweepAt(new Date(T.getTime() + HOUR));
    expect(await remindersTo(late.email)).toEqual([]);

    await sweepAt(new Date(session.getTime() - 24 * HOUR - 1000));
    expect(await remindersTo(early.email)).toEqual([]);
    await sweepAt(new Date(session.getTime() - 24 * HOUR));
    expect(await remindersTo(early.email)).toEqual([
      expect.stringMatching(/^Reminder: your session/),
    ]);

    await sweepAt(new Date(lesson.getTime() - 24 * HOUR - 1000));
    expect(await remindersTo(learner.email)).toEqual([]);
    await sweepAt(new Date(lesson.getTime() - 24 * HOUR));
    expect(await remindersTo(learner.email)).toEqual([
      expect.stringMatching(/^Reminder: your lesson/),
    ]);
    expect(await remindersTo(late.email)).toEqual([]);
    const lessonRow = await h.t.db
      .selectFrom('lessons')
      .select('createdAt')
      .where('id', '=', booked.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(lessonRow.createdAt).toEqual(T);
  });
});
