import type { LeagueRow, LocationRow } from '@club/db';
import type { Locale } from '@club/domain';
import type { MailMessage } from '../../mail/mailer';
import { mailLanguage } from '../../mail/mail-language';
import { signature, type MailClub } from '../../mail/signature';
import { leagueHours } from './league-mail';

/**
 * The reminder the day before a league night: when, where and the bays the league plays on that
 * night (its own, beside any other league's); in the member's language.
 */
export function leagueNightReminderMail(input: {
  to: { email: string; firstName: string; locale?: Locale | undefined };
  league: Pick<LeagueRow, 'name' | 'startTime' | 'endTime'>;
  date: string;
  location: Pick<LocationRow, 'name' | 'address' | 'city'>;
  bayNames: readonly string[];
  club: MailClub;
}): MailMessage {
  const { to, league, date, location, bayNames, club } = input;
  const lang = mailLanguage(to.locale);
  const { i18n } = lang;
  return {
    to: to.email,
    subject: i18n._('League night tomorrow: {league}', { league: league.name }),
    text:
      i18n._(
        "Hi {firstName},\n\nA reminder that {league} plays tomorrow.\n\nWhen: {day}, {times}\nWhere: {place}\n{count, plural, one {Bay} other {Bays}}: {bays}\n\nCan't make it? Let the club know so your opponents are not kept waiting.",
        {
          firstName: to.firstName,
          league: league.name,
          day: lang.weekday(date),
          times: leagueHours(lang, league),
          place: `${location.name}, ${location.address}, ${location.city}`,
          count: bayNames.length,
          bays: bayNames.join(', ') || i18n._('assigned on arrival'),
        },
      ) + signature(club, to.locale),
  };
}
