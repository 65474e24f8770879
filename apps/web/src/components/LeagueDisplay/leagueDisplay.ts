import type { TLeague } from '@club/contract';
import type { LeagueStatus } from '@club/domain';
import { displayFormat } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  GAME_TYPE_MESSAGES,
  LEAGUE_FORMAT_MESSAGES,
  LEAGUE_STATUS_MESSAGES,
  leagueScheduleMessage,
  leagueTimeRangeText,
  TEAM_TYPE_MESSAGES,
} from '../../content/leagueWords';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { i18n as english } from '../../i18n/i18n';
import { isLocale } from '../../i18n/locales';

// How league values read on screen; the rules (status, availability, leader) come from the API
// and the domain, never from here. Each function takes the screen's Lingui instance
// (useLeagueDisplay() hands them over bound to it); without one it speaks English, exactly as the
// domain's labels (TEAM_TYPE_OPTIONS, GAME_TYPE_OPTIONS, LEAGUE_FORMAT_OPTIONS, leagueScheduleText).

/** A status badge's colour (cancelled in red, spec 3); its words are the shared catalog's. */
const STATUS_COLOR: Record<LeagueStatus, string> = {
  active: 'pine',
  upcoming: 'blue',
  completed: 'gray',
  cancelled: 'red',
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
  return { label: i18n._(LEAGUE_STATUS_MESSAGES[status]), color: STATUS_COLOR[status] };
}

export const gameTypeLabel = (v: string, i18n: I18n = english) =>
  label(GAME_TYPE_MESSAGES, v, i18n);
export const teamTypeLabel = (v: string, i18n: I18n = english) =>
  label(TEAM_TYPE_MESSAGES, v, i18n);
export const formatLabel = (v: string, i18n: I18n = english) =>
  label(LEAGUE_FORMAT_MESSAGES, v, i18n);

/** '6:00 PM – 8:00 PM' */
export const leagueTimeRange = (
  league: Pick<TLeague, 'startTime' | 'endTime'>,
  i18n: I18n = english,
) => leagueTimeRangeText(league, formatOf(i18n));

/** 'Mondays, 6 weeks' */
export const leagueSchedule = (
  league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>,
  i18n: I18n = english,
) => i18n._(leagueScheduleMessage(league));

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
