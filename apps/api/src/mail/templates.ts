import type { MailMessage } from './mailer';
import { signature, type MailClub } from './signature';

export function resetCodeMail(
  to: string,
  firstName: string,
  code: string,
  minutes: number,
  club: MailClub,
): MailMessage {
  return {
    to,
    subject: 'Your Inside 9 password reset code',
    text:
      `Hi ${firstName},\n\nYour password reset code is ${code}\n\n` +
      `Enter it on the reset screen within ${minutes} minutes. If you did not ask to reset your ` +
      `password, you can ignore this e-mail: your password stays as it is.${signature(club)}`,
  };
}

export function welcomeMail(
  to: string,
  firstName: string,
  publicUrl: string,
  club: MailClub,
): MailMessage {
  return {
    to,
    subject: 'Welcome to Inside 9 Golf Club',
    text:
      `Hi ${firstName},\n\nYour account is ready. Sign in any time at ${publicUrl}/auth to book a ` +
      `simulator bay, join a league and follow the scoreboards.${signature(club)}`,
  };
}

export function passwordChangedMail(to: string, firstName: string, club: MailClub): MailMessage {
  return {
    to,
    subject: 'Your Inside 9 password was changed',
    text:
      `Hi ${firstName},\n\nYour password has just been reset and every device was signed out. ` +
      `If this was not you, reply to this e-mail right away.${signature(club)}`,
  };
}
