import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, call, newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { addCoach, lessonInAFullHour, TUESDAY, TUESDAY_MORNING } from './lesson-support';

// Issue 30, "Nothing lost, nothing counted twice": an admin's move of a lesson leaves no hole. The
// bay time it frees goes to the waitlist at once (as a moved booking's does), and when the lesson
// changes coach, the coach who had it is told it is no longer theirs.

let w: AdminWorld;
let maya: number;
let ben: number;
beforeAll(async () => {
  w = await startAdminWorld();
  maya = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, { email: 'maya.move@example.com' });
  ben = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, {
    firstName: 'Ben',
    lastName: 'Putt',
    email: 'ben.move@example.com',
  });
});
afterAll(() => w.h.close());

const moveLesson = (id: number, local: string, coachId: number) =>
  call(w.h.app, 'PUT', `/api/admin/lessons/${id}`, w.admin, {
    startTime: at(local),
    durationMinutes: 60,
    coachId,
  });

describe('an admin moves a lesson', () => {
  it('the bay time it leaves goes to the waitlist at once, and the member who waited is e-mailed', async () => {
    const { lessonId, lessonBay, waiting, waitlistedId } = await lessonInAFullHour(
      w,
      `${TUESDAY}T09:00:00`,
      maya,
    );
    const moved = await moveLesson(lessonId, `${TUESDAY}T11:00:00`, maya);
    expect(moved.statusCode, moved.body).toBe(200);
    const booking = await w.h.t.db
      .selectFrom('bookings')
      .select(['status', 'bayId', 'waitlistPosition'])
      .where('id', '=', waitlistedId)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ status: 'confirmed', bayId: lessonBay, waitlistPosition: null });
    const mail = await w.h.mail.waitFor(waiting.email, /A bay opened up/);
    expect(mail.text).toContain('your waitlisted session is now confirmed');
  });

  it('to another coach: the new coach gets the lesson, the old one hears it is no longer theirs', async () => {
    const { lessonId } = await lessonInAFullHour(w, `${TUESDAY}T10:00:00`, maya);
    const moved = await moveLesson(lessonId, `${TUESDAY}T10:00:00`, ben);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ coachId: ben, coachName: 'Ben Putt' });
    const gone = await w.h.mail.waitFor('maya.move@example.com', /no longer yours/);
    expect(gone.subject).toBe('Lesson no longer yours: Lena Links, 11/24/26, 10:00 AM - 11:00 AM');
    expect(gone.text).toContain('the club has given it to Ben Putt');
    // the old lesson's calendar event, cancelled: it leaves the old coach's calendar
    const ics = gone.attachments[0]?.content ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:lesson-${lessonId}@`);
    expect(ics).toContain('STATUS:CANCELLED');
    const taken = await w.h.mail.waitFor('ben.move@example.com', /New lesson: Lena Links/);
    expect(taken.attachments[0]?.content).toContain('STATUS:CONFIRMED');
  });

  it('within the same coach, the coach is not told the lesson left them', async () => {
    const member = await newMember(w.h.app, { firstName: 'Sam', lastName: 'Same' });
    const lesson = await call(w.h.app, 'POST', '/api/admin/lessons', w.admin, {
      userId: member.id,
      coachId: ben,
      startTime: at(`${TUESDAY}T11:00:00`),
      durationMinutes: 30,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const id = lesson.json<{ id: number }>().id;
    const moved = await moveLesson(id, `${TUESDAY}T11:00:00`, ben);
    expect(moved.statusCode, moved.body).toBe(200);
    await w.h.mail.waitFor('ben.move@example.com', /New lesson: Sam Same/);
    const notices = w.h.mail.inbox.filter(
      (m) => m.to === 'ben.move@example.com' && /no longer yours: Sam Same/.test(m.subject),
    );
    expect(notices).toEqual([]);
  });
});
