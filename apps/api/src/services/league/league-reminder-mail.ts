import type { LeagueRow, LocationRow } from '@club/db';
import { formatClockTime, formatLocalDate, weekdayName, weekdayOfDate } from '@club/domain';
import type { MailMessage } from '../../mail/mailer';
import { signature, type MailClub } from '../../mail/signature';

/**
 * The reminder the day before a league night: when, where and the bays the league plays on that
 * night (its own, beside any other league's).
 */
export function leagueNightReminderMail(input: {
  to: { email: string; firstName: string };
  league: Pick<LeagueRow, 'name' | 'startTime' | 'endTime'>;
  date: string;
  location: Pick<LocationRow, 'name' | 'address' | 'city'>;
  bayNames: readonly string[];
  club: MailClub;
}): MailMessage {
  const { to, league, date, location, bayNames, club } = input;
  const day = `${weekdayName(weekdayOfDate(date))} ${formatLocalDate(date)}`;
  const times = `${formatClockTime(league.startTime)} – ${formatClockTime(league.endTime)}`;
  return {
    to: to.email,
    subject: `League night tomorrow: ${league.name}`,
    text:
      `Hi ${to.firstName},\n\nA reminder that ${league.name} plays tomorrow.\n\n` +
      `When: ${day}, ${times}\n` +
      `Where: ${location.name}, ${location.address}, ${location.city}\n` +
      `Bay${bayNames.length === 1 ? '' : 's'}: ${bayNames.join(', ') || 'assigned on arrival'}\n\n` +
      `Can't make it? Let the club know so your opponents are not kept waiting.${signature(club)}`,
  };
}
