import type { MailMessage } from '../../mail/mailer';
import type { ServiceDeps } from './deps';

/**
 * Sends after the work is committed; a failure is logged, not shown: telling the caller would
 * reveal whether an address has an account, and a booking must not fail because a note could not
 * be sent.
 */
export async function sendQuietly(deps: ServiceDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error(err, `Could not send "${message.subject}" to ${message.to}`);
  }
}
