import type { MailMessage } from '../../mail/mailer';
import type { ServiceDeps } from './deps';

/**
 * Hands a message over once the work is committed: to the durable outbox, whose drainer sends it
 * moments later and retries a mail server that is down, so no answer waits on SMTP. A message with
 * attachments (a league's .ics; the outbox keeps text only) goes to the transport directly. A
 * failure is logged, not shown: telling the caller would reveal whether an address has an account,
 * and a booking must not fail because a note could not be sent.
 */
export async function sendQuietly(deps: ServiceDeps, message: MailMessage): Promise<void> {
  try {
    if (message.attachments?.length) await deps.mailer.send(message);
    else await deps.outbox.queue(message);
  } catch (err) {
    deps.log.error(err, `Could not send "${message.subject}" to ${message.to}`);
  }
}
