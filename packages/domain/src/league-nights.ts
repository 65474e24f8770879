import type { BayBusy } from './bay-assignment';
import { intervalsOverlap } from './booking-rules';
import { matchDates } from './leagues';
import { addDays, atLocalTime, localDateOf, parseClockTime } from './time';
import type { Instant, LocalDate } from './time';

// A league night holds its bays (DECISIONS.md): from start to end date, on the league's weekday
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

/** The bays a league plays on: `numBays` of the active bays, highest ids first (fewer when fewer exist). */
export function leagueHeldBays(numBays: number, bays: readonly LeagueBay[]): number[] {
  return bays
    .filter((b) => b.isActive)
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
  return matchDates(league.startDate, league.endDate, league.dayOfWeek).includes(date);
}

/** The league's night on a local day with the bays it holds, or null when it does not play that day. */
export function leagueNightOn(
  league: LeagueNightSource,
  bays: readonly LeagueBay[],
  date: LocalDate,
  zone: string,
): LeagueNight | null {
  if (!isLeagueNight(league, date)) return null;
  return {
    leagueId: league.id,
    date,
    ...leagueSessionOn(league, date, zone),
    bayIds: leagueHeldBays(league.numBays, bays),
  };
}

/** Every night of a league (cancelled: none), with the bays it holds; only those on the days `within`, when given. */
export function leagueNights(
  league: LeagueNightSource,
  bays: readonly LeagueBay[],
  zone: string,
  within?: { fromDate: LocalDate; toDate: LocalDate },
): LeagueNight[] {
  if (league.status === 'cancelled') return [];
  const held = leagueHeldBays(league.numBays, bays);
  // only the nights of the days asked for (a season has dozens; a booking touches one or two)
  const first = within && within.fromDate > league.startDate ? within.fromDate : league.startDate;
  const last = within && within.toDate < league.endDate ? within.toDate : league.endDate;
  return matchDates(first, last, league.dayOfWeek).map((date) => ({
    leagueId: league.id,
    date,
    ...leagueSessionOn(league, date, zone),
    bayIds: held,
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

/** The nights of the leagues at one location that share time with [from, to). */
export function leagueNightsBetween(
  leagues: readonly LeagueNightSource[],
  bays: readonly LeagueBay[],
  from: Instant,
  to: Instant,
  zone: string,
): LeagueNight[] {
  // a night starts on its local day and may run past midnight: look one day either side
  const within = {
    fromDate: addDays(localDateOf(from, zone), -1),
    toDate: addDays(localDateOf(to, zone), 1),
  };
  return leagues.flatMap((league) =>
    leagueNights(league, bays, zone, within).filter((n) =>
      intervalsOverlap(n.startTime, n.endTime, from, to),
    ),
  );
}

/** League nights in [from, to) as time held on bays (what availability and bay assignment read). */
export function leagueBusy(
  leagues: readonly LeagueNightSource[],
  bays: readonly LeagueBay[],
  from: Instant,
  to: Instant,
  zone: string,
): BayBusy[] {
  return leagueNightsBetween(leagues, bays, from, to, zone).flatMap((n) =>
    n.bayIds.map((bayId) => ({ bayId, startTime: n.startTime, endTime: n.endTime })),
  );
}

/** The bookings (on a bay, with a time) that a league's nights would hit; creating the league over them is refused. */
export function bookingsHitByLeague<
  B extends { bayId: number | null; startTime: Instant; endTime: Instant },
>(
  league: LeagueNightSource,
  bays: readonly LeagueBay[],
  bookings: readonly B[],
  zone: string,
): B[] {
  const nights = leagueNights(league, bays, zone);
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

/** The first other league whose nights share a bay with the candidate's at the same time, if any. */
export function leagueClashingWith<L extends LeagueNightSource>(
  candidate: LeagueNightSource,
  others: readonly L[],
  bays: readonly LeagueBay[],
  zone: string,
): L | undefined {
  const mine = leagueNights(candidate, bays, zone);
  return others.find((other) =>
    leagueNights(other, bays, zone).some((n) =>
      mine.some(
        (m) =>
          m.bayIds.some((bay) => n.bayIds.includes(bay)) &&
          intervalsOverlap(m.startTime, m.endTime, n.startTime, n.endTime),
      ),
    ),
  );
}
