import { formatDate, formatTimeRange } from '@club/domain';
import type { MailMessage } from './mailer';
import { signature, type MailClub } from './signature';

/** "Your door code": the code of a booking, lesson or league night, once the lock has it. */
export function doorCodeMail(
  to: { email: string; firstName: string },
  code: { code: string; startsAt: Date; endsAt: Date },
  zone: string,
  club: MailClub,
): MailMessage {
  const opens = `${formatDate(code.startsAt, zone)}, ${formatTimeRange(code.startsAt, code.endsAt, zone)}`;
  return {
    to: to.email,
    subject: `Your door code: ${code.code}`,
    text:
      `Hi ${to.firstName},\n\nYour door code is ${code.code}.\n\n` +
      `It opens the front door ${opens} (from 15 minutes before your session to its end). ` +
      `You can also find it in My Account.${signature(club)}`,
  };
}
