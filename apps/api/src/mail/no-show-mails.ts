import type { Person } from './booking-mails';
import type { MailMessage } from './mailer';
import { mailLanguage } from './mail-language';
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
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  const time = lang.when(s, zone);
  const kind = s.kind === 'lesson' ? 'lesson' : 'session';
  return {
    to: to.email,
    subject: i18n._('Your {kind, select, lesson {lesson} other {session}} was released: {time}', {
      kind,
      time,
    }),
    text:
      i18n._(
        'Hi {firstName},\n\nNobody checked in for your {kind, select, lesson {lesson} other {session}} on {time} within {minutes} minutes of its start, so we released the rest of its time to other members. It is kept as a no-show: its charges and the plan hours it used stay.\n\nIf you were there, reply to this e-mail and we will sort it out.',
        { firstName: to.firstName, kind, time, minutes },
      ) + signature(club, to.locale),
  };
}
