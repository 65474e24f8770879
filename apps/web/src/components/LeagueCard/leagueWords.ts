import type { TLeague } from '@club/contract';
import type { LeagueStatus } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  GAME_TYPE_MESSAGES,
  LEAGUE_FORMAT_MESSAGES,
  LEAGUE_STATUS_MESSAGES,
  leagueScheduleMessage,
  leagueTimeRangeText,
  TEAM_TYPE_MESSAGES,
} from '../../content/leagueWords';

// The member's league screens in the screens' language: the words LeagueDisplay and the domain
// give in English (a status, a game or team type, a format, 'Mondays, 6 weeks', the availability
// line), by their stored values, as catalog messages. The English reads exactly as theirs.

/** A stored value's words, or the value itself when unknown (the domain's optionLabel). */
function say(words: Record<string, MessageDescriptor>, value: string, i18n: I18n): string {
  const descriptor = words[value];
  return descriptor ? i18n._(descriptor) : value;
}

export const statusWord = (status: LeagueStatus, i18n: I18n) =>
  say(LEAGUE_STATUS_MESSAGES, status, i18n);
export const gameTypeWord = (value: string, i18n: I18n) => say(GAME_TYPE_MESSAGES, value, i18n);
export const teamTypeWord = (value: string, i18n: I18n) => say(TEAM_TYPE_MESSAGES, value, i18n);
export const formatWord = (value: string, i18n: I18n) => say(LEAGUE_FORMAT_MESSAGES, value, i18n);

/** 'Mondays, 6 weeks' (the domain's leagueScheduleText). */
export const scheduleWords = (league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>, i18n: I18n) =>
  i18n._(leagueScheduleMessage(league));

/** '6:00 PM – 8:00 PM' */
export const timeRangeWords = leagueTimeRangeText;

/** '3/8 filled · 5 spots left', '8/8 filled · Full' (the domain's leagueAvailability text). */
export function availabilityWords(league: Pick<TLeague, 'availability' | 'teamType'>, i18n: I18n) {
  const { filled, total, remaining, isFull } = league.availability;
  if (isFull) return i18n._(msg`${filled}/${total} filled · Full`);
  return league.teamType === 'scramble'
    ? i18n._(
        msg`${filled}/${total} filled · ${plural(remaining, { one: '# team left', other: '# teams left' })}`,
      )
    : i18n._(
        msg`${filled}/${total} filled · ${plural(remaining, { one: '# spot left', other: '# spots left' })}`,
      );
}
