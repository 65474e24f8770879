import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startAdminWorld, type AdminWorld } from './admin-support';
import { processThatCannotSend } from './harness';
import { addCoach, bookLesson, TUESDAY, TUESDAY_MORNING } from './lesson-support';

// Issue 30, "Nothing lost, nothing counted twice": every e-mail goes through the outbox, a lesson's
// mails and their .ics included (DECISIONS.md, Every e-mail goes through the outbox). A mail server
// that is down delays a lesson's mail, never loses it.

let w: AdminWorld;
let coachId: number;
beforeAll(async () => {
  w = await startAdminWorld();
  coachId = await addCoach(w.h.app, w.admin, TUESDAY_MORNING, {
    email: 'outbox.coach@example.com',
  });
});
afterAll(() => w.h.close());

describe('a lesson booked while the mail server is down', () => {
  it('is mailed, .ics and all, to the member and the coach once a process can send again', async () => {
    const member = await newMember(w.h.app);
    const down = await processThatCannotSend(w.h);
    const booked = await bookLesson(down, member.cookie, `${TUESDAY}T10:00:00`, coachId);
    expect(booked.statusCode, booked.body).toBe(201);
    await down.close();
    const recipients = [member.email, 'outbox.coach@example.com'];
    const queued = await w.h.t.db
      .selectFrom('mailOutbox')
      .select(['id', 'recipient', 'subject'])
      .where('recipient', 'in', recipients)
      .where('subject', 'like', '%esson%')
      .orderBy('id')
      .execute();
    expect(queued.map((r) => r.recipient)).toEqual(recipients);
    // the mail job is tried again shortly: the running process sends what the other could not
    const mail = await w.h.mail.waitFor(member.email, /Lesson booked/);
    expect(mail.text).toContain('Your lesson with Maya Swing is booked.');
    const id = booked.json<{ id: number }>().id;
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `lesson-${id}.ics`,
        contentType: 'text/calendar',
        content: expect.stringContaining('SUMMARY:Golf lesson with Maya Swing') as unknown,
      }),
    ]);
    const coachMail = await w.h.mail.waitFor('outbox.coach@example.com', /New lesson/);
    expect(coachMail.attachments[0]?.content).toContain(`UID:lesson-${id}@`);
    // sent once each, and the stored copy (its .ics too) wiped once sent
    await expect
      .poll(async () =>
        w.h.t.db
          .selectFrom('mailOutbox')
          .select(['sentAt', 'bodyText'])
          .where(
            'id',
            'in',
            queued.map((r) => r.id),
          )
          .execute(),
      )
      .toEqual(queued.map(() => ({ sentAt: expect.any(Date) as unknown, bodyText: '' })));
    const lessonMails = w.h.mail.inbox.filter(
      (m) => recipients.includes(m.to) && /lesson/i.test(m.subject),
    );
    expect(lessonMails).toHaveLength(2);
  });
});
