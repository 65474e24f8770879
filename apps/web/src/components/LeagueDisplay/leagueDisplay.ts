import type { TLeague } from '@club/contract';
import type { LeagueStatus } from '@club/domain';
import { displayFormat } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { i18n as english } from '../../i18n/i18n';
import { isLocale } from '../../i18n/locales';

// How league values read on screen; the rules (status, availability, leader) come from the API
// and the domain, never from here. Each function takes the screen's Lingui instance
// (useLeagueDisplay() hands them over bound to it); without one it speaks English, exactly as the
// domain's labels (TEAM_TYPE_OPTIONS, GAME_TYPE_OPTIONS, LEAGUE_FORMAT_OPTIONS, leagueScheduleText).

const STATUS: Record<LeagueStatus, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Active`, color: 'pine' },
  upcoming: { label: msg`Upcoming`, color: 'blue' },
  completed: { label: msg`Completed`, color: 'gray' },
  cancelled: { label: msg`Cancelled`, color: 'red' },
};

const GAME_TYPES: Record<string, MessageDescriptor> = {
  matchplay: msg`Match Play`,
  lowscore: msg`Lowest Score`,
};
const TEAM_TYPES: Record<string, MessageDescriptor> = {
  individual: msg`Individual`,
  scramble: msg`Scramble (2-person)`,
};
const FORMATS: Record<string, MessageDescriptor> = {
  league: msg`Regular League`,
  tournament: msg`Tournament`,
  ladder: msg`Ladder`,
  exhibition: msg`Exhibition`,
};

const formatOf = (i18n: I18n) => displayFormat(isLocale(i18n.locale) ? i18n.locale : 'en');

/** The label of a stored option value, or the value itself when unknown (the domain's optionLabel). */
function label(labels: Record<string, MessageDescriptor>, value: string, i18n: I18n): string {
  const descriptor = labels[value];
  return descriptor ? i18n._(descriptor) : value;
}

/** Badge text and colour of a league status (cancelled in red, spec 3). */
export function statusBadge(
  status: LeagueStatus,
  i18n: I18n = english,
): { label: string; color: string } {
  const { label: text, color } = STATUS[status];
  return { label: i18n._(text), color };
}

export const gameTypeLabel = (v: string, i18n: I18n = english) => label(GAME_TYPES, v, i18n);
export const teamTypeLabel = (v: string, i18n: I18n = english) => label(TEAM_TYPES, v, i18n);
export const formatLabel = (v: string, i18n: I18n = english) => label(FORMATS, v, i18n);

/** '6:00 PM – 8:00 PM' */
export function leagueTimeRange(
  league: Pick<TLeague, 'startTime' | 'endTime'>,
  i18n: I18n = english,
): string {
  const format = formatOf(i18n);
  return `${format.clock(league.startTime)} – ${format.clock(league.endTime)}`;
}

const WEEKDAY_KEYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** 'Mondays, 6 weeks' */
export function leagueSchedule(
  league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>,
  i18n: I18n = english,
): string {
  const weekday = WEEKDAY_KEYS[((league.dayOfWeek % 7) + 7) % 7] ?? 'saturday';
  const weeks = league.durationWeeks;
  return i18n._(
    msg`${select(weekday, {
      sunday: 'Sundays',
      monday: 'Mondays',
      tuesday: 'Tuesdays',
      wednesday: 'Wednesdays',
      thursday: 'Thursdays',
      friday: 'Fridays',
      other: 'Saturdays',
    })}, ${plural(weeks, { one: '# week', other: '# weeks' })}`,
  );
}

/** '11/30/26' */
export const leagueDate = (date: string, i18n: I18n = english) => formatOf(i18n).day(date);

/** The functions above, in the language of the screen that calls it. */
export function useLeagueDisplay() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      statusBadge: (status: LeagueStatus) => statusBadge(status, i18n),
      gameTypeLabel: (v: string) => gameTypeLabel(v, i18n),
      teamTypeLabel: (v: string) => teamTypeLabel(v, i18n),
      formatLabel: (v: string) => formatLabel(v, i18n),
      leagueTimeRange: (league: Pick<TLeague, 'startTime' | 'endTime'>) =>
        leagueTimeRange(league, i18n),
      leagueSchedule: (league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>) =>
        leagueSchedule(league, i18n),
      leagueDate: (date: string) => leagueDate(date, i18n),
    }),
    [i18n],
  );
}

/** The short match-date heading of a scoreboard column: '11/30'. */
export function matchDateHeading(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
}

/** A stored clock time as 'hh:mm' (the admin table's Time column): '18:00:00' -> '18:00'. */
export const clockHHMM = (time: string) => time.slice(0, 5);
