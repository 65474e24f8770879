import type { TLeague } from '@club/contract';
import {
  formatClockTime,
  formatLocalDate,
  GAME_TYPE_OPTIONS,
  LEAGUE_FORMAT_OPTIONS,
  leagueScheduleText,
  optionLabel,
  TEAM_TYPE_OPTIONS,
} from '@club/domain';
import type { LeagueStatus } from '@club/domain';

// How league values read on screen; the rules (status, availability, leader) come from the API
// and the domain, never from here.

const STATUS: Record<LeagueStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'pine' },
  upcoming: { label: 'Upcoming', color: 'blue' },
  completed: { label: 'Completed', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

/** Badge text and colour of a league status (cancelled in red, spec 3). */
export function statusBadge(status: LeagueStatus): { label: string; color: string } {
  return STATUS[status];
}

export const gameTypeLabel = (v: string) => optionLabel(GAME_TYPE_OPTIONS, v);
export const teamTypeLabel = (v: string) => optionLabel(TEAM_TYPE_OPTIONS, v);
export const formatLabel = (v: string) => optionLabel(LEAGUE_FORMAT_OPTIONS, v);

/** '6:00 PM – 8:00 PM' */
export function leagueTimeRange(league: Pick<TLeague, 'startTime' | 'endTime'>): string {
  return `${formatClockTime(league.startTime)} – ${formatClockTime(league.endTime)}`;
}

/** 'Mondays, 6 weeks' */
export function leagueSchedule(league: Pick<TLeague, 'dayOfWeek' | 'durationWeeks'>): string {
  return leagueScheduleText(league.dayOfWeek, league.durationWeeks);
}

/** '11/30/26' */
export const leagueDate = (date: string) => formatLocalDate(date);

/** The short match-date heading of a scoreboard column: '11/30'. */
export function matchDateHeading(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
}

/** A stored clock time as 'hh:mm' (the admin table's Time column): '18:00:00' -> '18:00'. */
export const clockHHMM = (time: string) => time.slice(0, 5);
