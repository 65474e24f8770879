import { enqueueMail, markDueLessonReminders, markDueReminders } from '@club/db';
import { DAY_MS, MINUTE_MS } from '@club/domain';
import { bookingReminderMail } from '../../mail/account-mails';
import { lessonReminderMail } from '../../mail/lesson-mails';
import { outboxMessage } from '../../mail/outbox';
import { mailClub } from '../club/mail-club';
import { coachName } from '../lesson/lesson-dto';
import type { ServiceDeps } from '../shared/deps';
import { runEvery } from '../shared/run-every';

/** A reminder goes out 24 hours before each session and each lesson. */
export const REMINDER_LEAD_MS = DAY_MS;
/** How often each API process looks for due reminders. */
export const REMINDER_SWEEP_INTERVAL_MS = 5 * MINUTE_MS;
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
        await enqueueMail(trx, outboxMessage(mail), now);
        queued += 1;
      }
      const lessons = await markDueLessonReminders(trx, now, REMINDER_LEAD_MS, BATCH);
      for (const r of lessons) {
        if (!r.wantsReminder) continue;
        const coach = coachName({ firstName: r.coachFirstName, lastName: r.coachLastName });
        const mail = lessonReminderMail(r, { ...r, coachName: coach }, r.timeZone, club);
        await enqueueMail(trx, outboxMessage(mail), now);
        queued += 1;
      }
      return Math.max(due.length, lessons.length);
    });
    if (batch < BATCH) break;
  }
  if (queued > 0) deps.outbox.wake();
  return queued;
}

/**
 * Looks for due reminders now and then every `intervalMs` (unref'd; a sweep never overlaps the
 * last). Answers the stop function for Fastify's onClose: it clears the timer and waits for a
 * sweep in progress.
 */
export function startReminderSweeper(
  deps: ServiceDeps,
  intervalMs: number = REMINDER_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return runEvery(() => queueDueReminders(deps), {
    intervalMs,
    log: deps.log,
    failure: 'Could not queue the session and lesson reminders',
  });
}
