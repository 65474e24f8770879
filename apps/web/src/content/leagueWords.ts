import type { TLeague } from '@club/contract';
import { SCORE_MESSAGES } from '@club/domain';
import type { DisplayFormat, GameType, LeagueFormat, LeagueStatus, TeamType } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';

// How league values read on every screen (the member's and the admin's, the scoreboard), in the
// catalogs, in one place: the codes are
// the domain's, the English its own labels word for word (GAME_TYPE_OPTIONS, TEAM_TYPE_OPTIONS,
// LEAGUE_FORMAT_OPTIONS, leagueScheduleText, SCORE_MESSAGES).

export const GAME_TYPE_MESSAGES: Record<GameType, MessageDescriptor> = {
  matchplay: msg`Match Play`,
  lowscore: msg`Lowest Score`,
};

export const TEAM_TYPE_MESSAGES: Record<TeamType, MessageDescriptor> = {
  individual: msg`Individual`,
  scramble: msg`Scramble (2-person)`,
};

export const LEAGUE_FORMAT_MESSAGES: Record<LeagueFormat, MessageDescriptor> = {
  league: msg`Regular League`,
  tournament: msg`Tournament`,
  ladder: msg`Ladder`,
  exhibition: msg`Exhibition`,
};

// In their own context: Spanish says a league's status in the feminine ('Activa'), a bay's or a
// coach's 'Active' in the masculine.
export const LEAGUE_STATUS_MESSAGES: Record<LeagueStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'league status' }),
  upcoming: msg({ message: 'Upcoming', context: 'league status' }),
  completed: msg({ message: 'Completed', context: 'league status' }),
  cancelled: msg({ message: 'Cancelled', context: 'league status' }),
};

// ICU's select matches words (its numbers would be plural's `=0`): a weekday's key, Sunday first.
const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** 'Mondays, 6 weeks'. */
export function leagueScheduleMessage(
  league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>,
): MessageDescriptor {
  const weekday = WEEKDAY_KEYS[((league.dayOfWeek % 7) + 7) % 7] ?? 'saturday';
  const weeks = league.durationWeeks;
  return msg`${select(weekday, {
    sunday: 'Sundays',
    monday: 'Mondays',
    tuesday: 'Tuesdays',
    wednesday: 'Wednesdays',
    thursday: 'Thursdays',
    friday: 'Fridays',
    other: 'Saturdays',
  })}, ${plural(weeks, { one: '# week', other: '# weeks' })}`;
}

/** '6:00 PM – 8:00 PM' in the screens' language. */
export function leagueTimeRangeText(
  league: Pick<TLeague, 'startTime' | 'endTime'>,
  format: DisplayFormat,
): string {
  return `${format.clock(league.startTime)} – ${format.clock(league.endTime)}`;
}

/** The domain's score refusals and notes (SCORE_MESSAGES), in the catalogs. */
const SCORE_TEXT: Record<string, MessageDescriptor> = {
  [SCORE_MESSAGES.matchPlayTitle]: msg`Invalid score for Match Play`,
  [SCORE_MESSAGES.matchPlay]: msg`Score must be 0 (Loss), 0.5 (Tie), or 1 (Win).`,
  [SCORE_MESSAGES.number]: msg`Score must be a number.`,
  [SCORE_MESSAGES.range]: msg`Score must be between 1 and 200.`,
  [SCORE_MESSAGES.empty]: msg`No scores have been recorded for this league yet.`,
};

/** A SCORE_MESSAGES text as a catalog message (an unknown text as it came). */
export function scoreMessage(text: string): MessageDescriptor {
  return SCORE_TEXT[text] ?? { id: text, message: text };
}
