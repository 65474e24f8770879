import { intervalsOverlap } from './booking-rules';
import { leagueMatchDates, matchDates } from './leagues';
import { addDays, atLocalTime, localDateOf, parseClockTime } from './time';
import type { Instant, LocalDate } from './time';

// A league night holds its bays (DECISIONS.md): on its N nights (the end date is not one), on the league's weekday
// between its start and end time, `numberofBays` bays at its location, highest bay ids first.
// Member availability, bay assignment, the admin schedule and league creation all read this one rule.

/** What the rule reads of a league (a leagues row fits). */
export interface LeagueNightSource {
  id: number;
  startDate: LocalDate;
  endDate: LocalDate;
  dayOfWeek: number;
  /** 'HH:MM' or 'HH:MM:SS', local. */
  startTime: string;
  endTime: string;
  /** How many bays the league plays on (the spec's numberofBays). */
  numBays: number;
  /** A deleted league is stored `cancelled` and holds nothing. */
  status?: string | null;
  /**
   * When the league claimed its nights (created, or its day, times or bays last edited): on a night
   * two leagues share, the earlier claim keeps its bays. Without it, the lower id claimed first.
   */
  baysClaimedAt?: Date | null;
}

/** A bay as the rule reads it. */
export interface LeagueBay {
  id: number;
  isActive: boolean;
}

/** One night of a league: its local day, its instants and the bays it holds. */
export interface LeagueNight {
  leagueId: number;
  date: LocalDate;
  startTime: Date;
  endTime: Date;
  bayIds: number[];
}

/**
 * The bays a league plays on: `numBays` of the active bays not `taken` by another league that
 * night, highest ids first (fewer when fewer are free).
 */
export function leagueHeldBays(
  numBays: number,
  bays: readonly LeagueBay[],
  taken: ReadonlySet<number> = new Set(),
): number[] {
  return bays
    .filter((b) => b.isActive && !taken.has(b.id))
    .map((b) => b.id)
    .sort((a, b) => b - a)
    .slice(0, Math.max(0, Math.floor(numBays)));
}

/** The instants of a league's session on a local day; an end time not after the start ends the next day. */
export function leagueSessionOn(
  league: Pick<LeagueNightSource, 'startTime' | 'endTime'>,
  date: LocalDate,
  zone: string,
): { startTime: Date; endTime: Date } {
  const overnight = parseClockTime(league.endTime) <= parseClockTime(league.startTime);
  return {
    startTime: atLocalTime(date, league.startTime, zone),
    endTime: atLocalTime(overnight ? addDays(date, 1) : date, league.endTime, zone),
  };
}

/** True when `date` is one of the league's nights (its weekday, between start and end date, not cancelled). */
export function isLeagueNight(league: LeagueNightSource, date: LocalDate): boolean {
  if (league.status === 'cancelled') return false;
  return leagueMatchDates(league).includes(date);
}

/**
 * Every night of a league alone (cancelled: none), with the bays it would hold with no other league
 * beside it; only the nights on the days `within`, when given. Several leagues: assignLeagueNights.
 */
export function leagueNights(
  league: LeagueNightSource,
  bays: readonly LeagueBay[],
  zone: string,
  within?: { fromDate: LocalDate; toDate: LocalDate },
): LeagueNight[] {
  const held = leagueHeldBays(league.numBays, bays);
  return leagueSessions(league, zone, within).map((n) => ({ ...n, bayIds: held }));
}

/** A league's nights (cancelled: none) on the days `within`, when given, without bays. */
export function leagueSessions(
  league: LeagueNightSource,
  zone: string,
  within?: { fromDate: LocalDate; toDate: LocalDate },
): Omit<LeagueNight, 'bayIds'>[] {
  if (league.status === 'cancelled') return [];
  // only the nights of the days asked for (a season has dozens; a booking touches one or two)
  const first = within && within.fromDate > league.startDate ? within.fromDate : league.startDate;
  // the end date closes the season and is no match night (N weeks, N nights)
  const lastNight = addDays(league.endDate, -1);
  const last = within && within.toDate < lastNight ? within.toDate : lastNight;
  return matchDates(first, last, league.dayOfWeek).map((date) => ({
    leagueId: league.id,
    date,
    ...leagueSessionOn(league, date, zone),
  }));
}

/**
 * The local days whose leagues may hold a bay in [from, to): a league's season must touch them
 * (a night that starts the evening before may run past midnight into `from`'s day).
 */
export function leagueSeasonDays(
  from: Instant,
  to: Instant,
  zone: string,
): { fromDate: LocalDate; toDate: LocalDate } {
  return { fromDate: addDays(localDateOf(from, zone), -1), toDate: localDateOf(to, zone) };
}

/** The bookings (on a bay, with a time) that these league nights hit. */
export function bookingsHitByNights<
  B extends { bayId: number | null; startTime: Instant; endTime: Instant },
>(nights: readonly LeagueNight[], bookings: readonly B[]): B[] {
  return bookings.filter((b) => {
    const bayId = b.bayId;
    return (
      bayId !== null &&
      nights.some(
        (n) =>
          n.bayIds.includes(bayId) &&
          intervalsOverlap(n.startTime, n.endTime, b.startTime, b.endTime),
      )
    );
  });
}

/** The bookings that a league's nights would hit, the league alone at its location. */
export function bookingsHitByLeague<
  B extends { bayId: number | null; startTime: Instant; endTime: Instant },
>(
  league: LeagueNightSource,
  bays: readonly LeagueBay[],
  bookings: readonly B[],
  zone: string,
): B[] {
  return bookingsHitByNights(leagueNights(league, bays, zone), bookings);
}
