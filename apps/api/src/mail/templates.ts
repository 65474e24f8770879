import type { Locale } from '@club/domain';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
import { signature, type MailClub } from './signature';

export function resetCodeMail(
  to: string,
  firstName: string,
  code: string,
  minutes: number,
  club: MailClub,
  locale: Locale = 'en',
): MailMessage {
  const { i18n } = mailLanguage(locale);
  return {
    to,
    subject: i18n._('Your Inside 9 password reset code'),
    text:
      i18n._(
        'Hi {firstName},\n\nYour password reset code is {code}\n\nEnter it on the reset screen within {minutes} minutes. If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
        { firstName, code, minutes },
      ) + signature(club, locale),
  };
}

export function welcomeMail(
  to: string,
  firstName: string,
  publicUrl: string,
  club: MailClub,
  locale: Locale = 'en',
): MailMessage {
  const { i18n } = mailLanguage(locale);
  return {
    to,
    subject: i18n._('Welcome to Inside 9 Golf Club'),
    text:
      i18n._(
        'Hi {firstName},\n\nYour account is ready. Sign in any time at {signIn} to book a simulator bay, join a league and follow the scoreboards.',
        { firstName, signIn: `${publicUrl}/auth` },
      ) + signature(club, locale),
  };
}

export function passwordChangedMail(
  to: string,
  firstName: string,
  club: MailClub,
  locale: Locale = 'en',
): MailMessage {
  const { i18n } = mailLanguage(locale);
  return {
    to,
    subject: i18n._('Your Inside 9 password was changed'),
    text:
      i18n._(
        'Hi {firstName},\n\nYour password has just been reset and every device was signed out. If this was not you, reply to this e-mail right away.',
        { firstName },
      ) + signature(club, locale),
  };
}
