import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, startAdminWorld, type AdminWorld } from './admin-support';
import { post, registerMemberOn } from './harness';
import { addCoach, bookLesson } from './lesson-support';
import { sweepWith } from './reminder-support';

// The reminder 24 hours before each lesson (issue 26; DECISIONS.md, Accounts the member keeps and
// Lessons with coaches): queued once through the mail outbox, however many API processes sweep at
// the same moment; not for members who switched it off, a lesson booked less than 24 hours ahead,
// nor a cancelled one. The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (UTC-6).

let w: AdminWorld;
let coachId: number;
const START = new Date('2026-11-23T15:00:00Z');
beforeAll(async () => {
  w = await startAdminWorld();
  // Wednesday and Friday mornings
  coachId = await addCoach(w.h.app, w.admin, [
    { dayOfWeek: 3, startTime: '08:00', endTime: '12:00' },
    { dayOfWeek: 5, startTime: '08:00', endTime: '12:00' },
  ]);
});
afterAll(() => w.h.close());
afterEach(() => {
  w.h.clock.now = START;
});

/** A member's lesson at `local`, booked (as if) days before, so it has a reminder point. */
async function lessonBookedEarly(cookie: string, local: string): Promise<number> {
  const res = await bookLesson(w.h.app, cookie, local, coachId);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  // as if booked days before
  await w.h.t.db
    .updateTable('lessons')
    .set({ createdAt: new Date('2026-11-20T12:00:00Z') })
    .where('id', '=', id)
    .execute();
  return id;
}

async function lessonRemindersQueuedTo(email: string): Promise<number> {
  const rows = await w.h.t.db
    .selectFrom('mailOutbox')
    .select('id')
    .where('recipient', '=', email)
    .where('subject', 'like', 'Reminder: your lesson%')
    .execute();
  return rows.length;
}

async function reminderSentAt(lessonId: number): Promise<Date | null> {
  const row = await w.h.t.db
    .selectFrom('lessons')
    .select('reminderSentAt')
    .where('id', '=', lessonId)
    .executeTakeFirstOrThrow();
  return row.reminderSentAt;
}

describe('the lesson reminder', () => {
  it('goes out once, 24 hours before, when three processes sweep at the same moment', async () => {
    const members = await Promise.all([1, 2, 3].map(() => registerMemberOn(w.h, 'member')));
    const times = ['09:00', '10:00', '11:00'];
    for (const [i, m] of members.entries()) {
      await lessonBookedEarly(m.cookie, `2026-11-25T${times[i] ?? ''}:00`);
    }
    const quiet = await registerMemberOn(w.h, 'member');
    const off = await call(w.h.app, 'PUT', '/api/user/profile', quiet.cookie, {
      firstName: 'Quiet',
      lastName: 'Player',
      bookingReminders: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const quietLesson = await lessonBookedEarly(quiet.cookie, '2026-11-25T08:00:00');

    // more than a day before the first (8:00 AM Wednesday = 14:00 UTC): nothing is due yet
    w.h.clock.now = new Date('2026-11-24T13:30:00Z');
    await sweepWith(w.h);
    for (const m of members) expect(await lessonRemindersQueuedTo(m.email)).toBe(0);
    expect(await reminderSentAt(quietLesson)).toBeNull();

    // 16 to 19 hours before them: three processes sweep as they start
    w.h.clock.now = new Date('2026-11-24T22:00:00Z');
    await sweepWith(w.h, 3);
    for (const m of members) expect(await lessonRemindersQueuedTo(m.email)).toBe(1);
    // switched off: marked all the same, never queued
    expect(await lessonRemindersQueuedTo(quiet.email)).toBe(0);
    expect(await reminderSentAt(quietLesson)).not.toBeNull();

    const mail = await w.h.mail.waitFor(members[0]?.email ?? '', /Reminder: your lesson/);
    expect(mail.subject).toContain('9:00 AM');
    expect(mail.text).toContain('your lesson with Maya Swing is coming up');
    expect(mail.text).toMatch(/Bay: \S/);
    expect(mail.text).toContain("Can't make it? Cancel from My Account before it starts.");
    expect(mail.text).toContain('switch these reminders off in My Account, Profile');
    expect(mail.text).toContain('See you on the tee');

    // a later sweep finds nothing new
    w.h.clock.now = new Date('2026-11-25T14:30:00Z');
    await sweepWith(w.h, 2);
    for (const m of members) expect(await lessonRemindersQueuedTo(m.email)).toBe(1);
  });

  it('is not sent for a lesson booked less than 24 hours ahead, nor for a cancelled one', async () => {
    w.h.clock.now = new Date('2026-11-26T15:00:00Z'); // Thursday, 9:00 AM
    const late = await registerMemberOn(w.h, 'member');
    const res = await bookLesson(w.h.app, late.cookie, '2026-11-27T08:00:00', coachId);
    expect(res.statusCode, res.body).toBe(201);
    const lateId = res.json<{ id: number }>().id;
    const other = await registerMemberOn(w.h, 'member');
    const id = await lessonBookedEarly(other.cookie, '2026-11-27T10:00:00');
    const cancel = await post(w.h.app, `/api/lessons/${id}/cancel`, {}, other.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);

    w.h.clock.now = new Date('2026-11-26T17:00:00Z'); // 21 and 23 hours before them
    await sweepWith(w.h);
    expect(await lessonRemindersQueuedTo(late.email)).toBe(0);
    expect(await lessonRemindersQueuedTo(other.email)).toBe(0);
    expect(await reminderSentAt(lateId)).toBeNull();
    expect(await reminderSentAt(id)).toBeNull();
  });
});
