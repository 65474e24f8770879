import type { MailMessage } from '../../mail/mailer';
import type { ServiceDeps } from './deps';

/**
 * Hands a message over once the work is committed: to the durable outbox (attachments such as an
 * .ics included), whose mail job sends it moments later and retries a mail server that is down, so
 * no answer waits on SMTP and no mail is lost to it. Mail that belongs to a change is better queued
 * in the change's own transaction (`deps.outbox.queue(message, trx)`); this is for what is sent
 * after the commit. A
 * failure to queue is logged, not shown: telling the caller would reveal whether an address has an
 * account, and a booking must not fail because a note could not be sent.
 */
export async function sendQuietly(deps: ServiceDeps, message: MailMessage): Promise<void> {
  try {
    await deps.outbox.queue(message);
  } catch (err) {
    deps.log.error(err, `Could not queue "${message.subject}" to ${message.to}`);
  }
}
