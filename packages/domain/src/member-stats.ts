import type { BookingDisplayStatus, BookingStatus } from './enums';
import { addMonths, localDateOf, startOfLocalDay, wallClock, type Instant } from './time';

// My game (DECISIONS.md): a member's own figures, aggregated from their played sessions and
// league scores. Pure: the sessions, `now` and the club's zone are arguments.

/** How many months "hours played per month" covers (the current month included). */
export const STATS_MONTHS = 12;

/** A session as the figures read it. */
export interface PlayedSession {
  startTime: Instant;
  endTime: Instant;
}

/** The months shown, oldest first, as 'YYYY-MM' in the club's zone (the current one last). */
export function statsMonths(now: Instant, zone: string, count: number = STATS_MONTHS): string[] {
  const first = `${localDateOf(now, zone).slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, i) => addMonths(first, i - count + 1).slice(0, 7));
}

/** The first instant the figures read: local midnight on the first day of the oldest month shown. */
export function statsWindowStart(now: Instant, zone: string, count: number = STATS_MONTHS): Date {
  const [oldest = ''] = statsMonths(now, zone, count);
  return startOfLocalDay(`${oldest}-01`, zone);
}

const minutesOf = (s: PlayedSession) => Math.max(0, (toMs(s.endTime) - toMs(s.startTime)) / 60_000);
const toMs = (i: Instant) => (typeof i === 'number' ? i : i.getTime());

/** Hours played in each shown month, by the month (local) each session starts in; others are left out. */
export function hoursPerMonth(
  sessions: readonly PlayedSession[],
  now: Instant,
  zone: string,
  count: number = STATS_MONTHS,
): { month: string; hours: number }[] {
  const minutes = new Map(statsMonths(now, zone, count).map((m) => [m, 0]));
  for (const s of sessions) {
    const month = localDateOf(s.startTime, zone).slice(0, 7);
    const sum = minutes.get(month);
    if (sum !== undefined) minutes.set(month, sum + minutesOf(s));
  }
  return [...minutes].map(([month, m]) => ({ month, hours: m / 60 }));
}

/** Sessions by the local weekday they start on (0 = Sunday, 7 entries) and by start hour (24). */
export function sessionsByWeekdayAndHour(
  sessions: readonly PlayedSession[],
  zone: string,
): { byWeekday: number[]; byHour: number[] } {
  const byWeekday = Array.from({ length: 7 }, () => 0);
  const byHour = Array.from({ length: 24 }, () => 0);
  for (const s of sessions) {
    const local = wallClock(s.startTime, zone);
    byWeekday[local.weekday] = (byWeekday[local.weekday] ?? 0) + 1;
    byHour[local.hour] = (byHour[local.hour] ?? 0) + 1;
  }
  return { byWeekday, byHour };
}

/** A score row as the figures read it (a league's season, one match date). */
export interface ScoreRow {
  leagueId: number;
  leagueName: string;
  gameType: string;
  matchDate: string;
  score: number;
}

export interface SeasonScores {
  leagueId: number;
  leagueName: string;
  gameType: string;
  scores: { matchDate: string; score: number }[];
}

/** Scores grouped by league season, in the order seasons first appear, each by match date. */
export function scoresBySeason(rows: readonly ScoreRow[]): SeasonScores[] {
  const seasons = new Map<number, SeasonScores>();
  for (const r of rows) {
    let season = seasons.get(r.leagueId);
    if (!season) {
      season = { leagueId: r.leagueId, leagueName: r.leagueName, gameType: r.gameType, scores: [] };
      seasons.set(r.leagueId, season);
    }
    season.scores.push({ matchDate: r.matchDate, score: r.score });
  }
  for (const s of seasons.values()) s.scores.sort((a, b) => a.matchDate.localeCompare(b.matchDate));
  return [...seasons.values()];
}

/** A waitlisted booking whose start has passed was never confirmed: it shows as `expired`. */
export function displayStatus(
  booking: { status: BookingStatus; startTime: Instant },
  now: Instant,
): BookingDisplayStatus {
  return booking.status === 'waitlisted' && toMs(booking.startTime) <= toMs(now)
    ? 'expired'
    : booking.status;
}
