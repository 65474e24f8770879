import type { TMemberStats } from '@club/contract';
import { formatLocalDate, WEEKDAY_NAMES } from '@club/domain';

// The figures of My game as the charts and their tables show them.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year = '', m = '1'] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

/** '6 PM' for 18. */
export function hourLabel(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Hours as a member reads them: '2.5 h', '1 h'. */
export function hoursText(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
}

export function monthRows(stats: TMemberStats) {
  return stats.months.map((m) => ({ label: monthLabel(m.month), hours: m.hours }));
}

export function weekdayRows(stats: TMemberStats) {
  return stats.byWeekday.map((sessions, day) => ({
    label: (WEEKDAY_NAMES[day] ?? '').slice(0, 3),
    name: WEEKDAY_NAMES[day] ?? '',
    sessions,
  }));
}

/** The hours of the day from the first to the last one played (all of them would be mostly empty). */
export function hourRows(stats: TMemberStats) {
  const played = stats.byHour.flatMap((n, h) => (n > 0 ? [h] : []));
  const from = Math.min(...played, 24);
  const to = Math.max(...played, -1);
  return stats.byHour
    .map((sessions, hour) => ({ label: hourLabel(hour), hour, sessions }))
    .filter((r) => r.hour >= from && r.hour <= to);
}

export function seasonRows(season: TMemberStats['seasons'][number]) {
  return season.scores.map((s) => ({ label: formatLocalDate(s.matchDate), score: s.score }));
}

/** True for a member with nothing to show yet. */
export function isEmpty(stats: TMemberStats): boolean {
  return stats.totalSessions === 0 && stats.seasons.length === 0;
}
