import type { Locale } from '@club/domain';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
import { signature, type MailClub } from './signature';

/** "Your door code": the code of a booking, lesson or league night, once the lock has it. */
export function doorCodeMail(
  to: { email: string; firstName: string; locale?: Locale },
  code: { code: string; startsAt: Date; endsAt: Date },
  zone: string,
  club: MailClub,
): MailMessage {
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const opens = lang.when({ startTime: code.startsAt, endTime: code.endsAt }, zone);
  return {
    to: to.email,
    subject: i18n._('Your door code: {code}', { code: code.code }),
    text:
      i18n._(
        'Hi {firstName},\n\nYour door code is {code}.\n\nIt opens the front door {opens} (from 15 minutes before your session to its end). You can also find it in My Account.',
        { firstName: to.firstName, code: code.code, opens },
      ) + signature(club, to.locale),
  };
}
