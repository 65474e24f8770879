import { when, type Person } from './booking-mails';
import type { MailMessage } from './mailer';
import { signature, type MailClub } from './signature';

// The no-show release's mail (DECISIONS.md, Check-in and no-shows).

/** A session released because nobody checked in `minutes` after its start: its charges stay. */
export function sessionReleasedMail(
  to: Person,
  s: { kind: 'booking' | 'lesson'; startTime: Date; endTime: Date },
  minutes: number,
  zone: string,
  club: MailClub,
): MailMessage {
  const what = s.kind === 'lesson' ? 'lesson' : 'session';
  return {
    to: to.email,
    subject: `Your ${what} was released: ${when(s, zone)}`,
    text:
      `Hi ${to.firstName},\n\nNobody checked in for your ${what} on ${when(s, zone)} within ` +
      `${minutes} minutes of its start, so we released the rest of its time to other members. ` +
      `It is kept as a no-show: its charges and the plan hours it used stay.\n\n` +
      `If you were there, reply to this e-mail and we will sort it out.${signature(club)}`,
  };
}
