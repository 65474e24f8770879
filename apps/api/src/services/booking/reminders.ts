import { enqueueMail, markDueReminders } from '@club/db';
import { DAY_MS, MINUTE_MS } from '@club/domain';
import { bookingReminderMail } from '../../mail/account-mails';
import { outboxMessage } from '../../mail/outbox';
import { mailClub } from '../club/mail-club';
import type { ServiceDeps } from '../shared/deps';
import { runEvery } from '../shared/run-every';

/** A reminder goes out 24 hours before each session. */
export const REMINDER_LEAD_MS = DAY_MS;
/** How often each API process looks for due reminders. */
export const REMINDER_SWEEP_INTERVAL_MS = 5 * MINUTE_MS;
const BATCH = 100;

/**
 * Queues the reminders now due, once per session across every API process: each batch is marked
 * and its mails queued in one transaction (markDueReminders skips what another process holds), and
 * the outbox sends them. A member who switched reminders off is skipped. Answers how many were
 * queued.
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
      return due.length;
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
    failure: 'Could not queue the session reminders',
  });
}
