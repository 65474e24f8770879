import type { LeagueRow, LocationRow } from '@club/db';
import type { TUser } from '@club/contract';
import {
  GAME_TYPE_OPTIONS,
  leagueMatchDates,
  optionLabel,
  TEAM_TYPE_OPTIONS,
  type Locale,
} from '@club/domain';
import type { I18n } from '@lingui/core';
import { translate } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mailer';
import { mailLanguage } from '../../mail/mail-language';
import { signature } from '../../mail/signature';

/** 'Mondays, 6 weeks' ('Los lunes, 6 semanas'): a league's nights as its mails say them. */
export function leagueSchedule(i18n: I18n, dayOfWeek: number, weeks: number): string {
  return i18n._(
    '{weekday, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}}, {weeks, plural, one {# week} other {# weeks}}',
    { weekday: String(((dayOfWeek % 7) + 7) % 7), weeks },
  );
}

/** '6:00 PM – 9:00 PM': a league night's hours. */
export function leagueHours(
  lang: ReturnType<typeof mailLanguage>,
  league: Pick<LeagueRow, 'startTime' | 'endTime'>,
): string {
  return `${lang.clock(league.startTime)} – ${lang.clock(league.endTime)}`;
}

/**
 * The registration confirmation: the league, its nights and every match date, what to pay, the
 * team for scramble, and the season's nights as an .ics attachment; in the member's language.
 */
export function leagueRegisteredMail(input: {
  user: Pick<TUser, 'email' | 'firstName'> & { locale?: Locale | undefined };
  league: LeagueRow;
  location: LocationRow;
  participant: { paymentMethod: string; teamNumber: number | null; player1Name: string | null };
  ics: string;
}): MailMessage {
  const { user, league, location, participant } = input;
  const locale = user.locale ?? 'en';
  const lang = mailLanguage(locale);
  const { i18n } = lang;
  const dates = leagueMatchDates(league);
  const times = leagueHours(lang, league);
  const team =
    participant.teamNumber === null
      ? ''
      : i18n._('Team: #{team}{partner, select, none {} other { with {partner}}}', {
          team: participant.teamNumber,
          partner: participant.player1Name ?? 'none',
        }) + '\n';
  return {
    to: user.email,
    subject: i18n._("You're registered: {league}", { league: league.name }),
    text:
      i18n._(
        "Hi {firstName},\n\nYou're registered for {league} ({teamType}, {gameType}).\n\nWhen: {schedule}, {times}\nWhere: {place}\n{fee}",
        {
          firstName: user.firstName,
          league: league.name,
          teamType: translate(locale, optionLabel(TEAM_TYPE_OPTIONS, league.teamType)),
          gameType: translate(locale, optionLabel(GAME_TYPE_OPTIONS, league.gameType)),
          schedule: leagueSchedule(i18n, league.dayOfWeek, league.durationWeeks),
          times,
          place: `${location.name}, ${location.address}, ${location.city}`,
          fee: feeLine(i18n, lang.money(league.feeCents), participant.paymentMethod),
        },
      ) +
      `\n${team}\n` +
      i18n._('Match dates:') +
      `\n${dates.map((d) => `- ${lang.shortDay(d)}, ${times}`).join('\n')}\n\n` +
      i18n._(
        'The attached calendar file adds every league night to your calendar; they also appear in your private calendar feed on My Account.',
      ) +
      signature(location, locale),
    attachments: [
      {
        filename: `league-${league.id}.ics`,
        content: input.ics,
        contentType: 'text/calendar; charset=utf-8',
      },
    ],
  };
}

/** 'Fee: $40 (cash)', or 'Fee: $0 (included in your plan)' for an Elite member's entry. */
function feeLine(i18n: I18n, fee: string, paymentMethod: string): string {
  if (paymentMethod === 'included') return i18n._('Fee: $0 (included in your plan)');
  return i18n._('Fee: {fee} ({method, select, cash {cash} card {card} other {{method}}})', {
    fee,
    method: paymentMethod,
  });
}
