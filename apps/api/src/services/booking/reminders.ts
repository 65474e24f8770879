import { markDueLessonReminders, markDueReminders } from '@club/db';
import { DAY_MS } from '@club/domain';
import { bookingReminderMail } from '../../mail/account-mails';
import { lessonReminderMail } from '../../mail/lesson-mails';
import { mailClub } from '../club/mail-club';
import { coachName } from '../lesson/lesson-dto';
import type { ServiceDeps } from '../shared/deps';

/** A reminder goes out 24 hours before each session and each lesson. */
export const REMINDER_LEAD_MS = DAY_MS;
const BATCH = 100;

/**
 * Queues the reminders now due, once per session and per lesson across every API process: each
 * batch is marked and its mails queued in one transaction (markDueReminders and
 * markDueLessonReminders skip what another process holds), and the outbox sends them. A member
 * who switched reminders off is skipped. Answers how many were queued.
 */
export async function queueDueReminders(deps: ServiceDeps): Promise<number> {
  const club = await mailClub(deps);
  let queued = 0;
  for (;;) {
    const now = deps.now();
    const batch = await deps.db.transaction().execute(async (trx) => {
      const due = await markDueReminders(trx, now, REMINDER_LEAD_MS, BATCH);
      for (const r of due) {
        if (!r.wantsReminder) continue;
        const mail = bookingReminderMail(r, r, r.bayName, r.timeZone, club);
        await deps.outbox.queue(mail, trx);
        queued += 1;
      }
      const lessons = await markDueLessonReminders(trx, now, REMINDER_LEAD_MS, BATCH);
      for (const r of lessons) {
        if (!r.wantsReminder) continue;
        const coach = coachName({ firstName: r.coachFirstName, lastName: r.coachLastName });
        const mail = lessonReminderMail(r, { ...r, coachName: coach }, r.timeZone, club);
        await deps.outbox.queue(mail, trx);
        queued += 1;
      }
      return Math.max(due.length, lessons.length);
    });
    if (batch < BATCH) break;
  }
  if (queued > 0) deps.outbox.wake();
  return queued;
}
