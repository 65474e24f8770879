import type { LeagueRow, LocationRow } from '@club/db';
import type { TUser } from '@club/contract';
import {
  formatClockTime,
  formatLocalDate,
  GAME_TYPE_OPTIONS,
  leagueScheduleText,
  leagueMatchDates,
  optionLabel,
  TEAM_TYPE_OPTIONS,
  weekdayName,
  weekdayOfDate,
} from '@club/domain';
import type { MailMessage } from '../../mail/mailer';
import { signature } from '../../mail/signature';

/** 'Mon 11/30/26' */
function matchDay(date: string): string {
  return `${weekdayName(weekdayOfDate(date)).slice(0, 3)} ${formatLocalDate(date)}`;
}

/**
 * The registration confirmation: the league, its nights and every match date, what to pay, the
 * team for scramble, and the season's nights as an .ics attachment.
 */
export function leagueRegisteredMail(input: {
  user: Pick<TUser, 'email' | 'firstName'>;
  league: LeagueRow;
  location: LocationRow;
  participant: { paymentMethod: string; teamNumber: number | null; player1Name: string | null };
  ics: string;
}): MailMessage {
  const { user, league, location, participant } = input;
  const dates = leagueMatchDates(league);
  const times = `${formatClockTime(league.startTime)} – ${formatClockTime(league.endTime)}`;
  const team =
    participant.teamNumber === null
      ? ''
      : `Team: #${participant.teamNumber}${participant.player1Name ? ` with ${participant.player1Name}` : ''}\n`;
  return {
    to: user.email,
    subject: `You're registered: ${league.name}`,
    text:
      `Hi ${user.firstName},\n\nYou're registered for ${league.name} ` +
      `(${optionLabel(TEAM_TYPE_OPTIONS, league.teamType)}, ${optionLabel(GAME_TYPE_OPTIONS, league.gameType)}).\n\n` +
      `When: ${leagueScheduleText(league.dayOfWeek, league.durationWeeks)}, ${times}\n` +
      `Where: ${location.name}, ${location.address}, ${location.city}\n` +
      `${feeLine(league.feeCents, participant.paymentMethod)}\n${team}\n` +
      `Match dates:\n${dates.map((d) => `- ${matchDay(d)}, ${times}`).join('\n')}\n\n` +
      `The attached calendar file adds every league night to your calendar; they also appear in your ` +
      `private calendar feed on My Account.${signature(location)}`,
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
function feeLine(feeCents: number, paymentMethod: string): string {
  if (paymentMethod === 'included') return 'Fee: $0 (included in your plan)';
  return `Fee: $${(feeCents / 100).toFixed(2).replace(/\.00$/, '')} (${paymentMethod})`;
}
