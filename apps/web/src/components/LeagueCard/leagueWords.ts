import type { TLeague } from '@club/contract';
import type { DisplayFormat, LeagueStatus } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

// The member's league screens in the screens' language: the words LeagueDisplay and the domain
// give in English (a status, a game or team type, a format, 'Mondays, 6 weeks', the availability
// line), by their stored values, as catalog messages. The English reads exactly as theirs.

const STATUS: Record<LeagueStatus, MessageDescriptor> = {
  active: msg`Active`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

const GAME_TYPE: Record<string, MessageDescriptor> = {
  matchplay: msg`Match Play`,
  lowscore: msg`Lowest Score`,
};

const TEAM_TYPE: Record<string, MessageDescriptor> = {
  individual: msg`Individual`,
  scramble: msg`Scramble (2-person)`,
};

const FORMAT: Record<string, MessageDescriptor> = {
  league: msg`Regular League`,
  tournament: msg`Tournament`,
  ladder: msg`Ladder`,
  exhibition: msg`Exhibition`,
};

/** A stored value's words, or the value itself when unknown (the domain's optionLabel). */
function say(words: Record<string, MessageDescriptor>, value: string, i18n: I18n): string {
  const descriptor = words[value];
  return descriptor ? i18n._(descriptor) : value;
}

export const statusWord = (status: LeagueStatus, i18n: I18n) => say(STATUS, status, i18n);
export const gameTypeWord = (value: string, i18n: I18n) => say(GAME_TYPE, value, i18n);
export const teamTypeWord = (value: string, i18n: I18n) => say(TEAM_TYPE, value, i18n);
export const formatWord = (value: string, i18n: I18n) => say(FORMAT, value, i18n);

/** 'Mondays, 6 weeks' (the domain's leagueScheduleText), Sunday = 0. */
export function scheduleWords(
  league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>,
  i18n: I18n,
): string {
  const weeks = league.durationWeeks;
  const day = ((league.dayOfWeek % 7) + 7) % 7;
  const plan = [
    msg`Sundays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
    msg`Mondays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
    msg`Tuesdays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
    msg`Wednesdays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
    msg`Thursdays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
    msg`Fridays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
    msg`Saturdays, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
  ][day];
  return plan ? i18n._(plan) : '';
}

/** '6:00 PM – 8:00 PM' */
export function timeRangeWords(
  league: Pick<TLeague, 'startTime' | 'endTime'>,
  format: DisplayFormat,
): string {
  return `${format.clock(league.startTime)} – ${format.clock(league.endTime)}`;
}

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
