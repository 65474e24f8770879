import type { BayBusy } from './bay-assignment';
import { intervalsOverlap } from './booking-rules';
import {
  bookingsHitByNights,
  leagueHeldBays,
  leagueSessions,
  type LeagueBay,
  type LeagueNight,
  type LeagueNightSource,
} from './league-nights';
import { addDays, localDateOf } from './time';
import type { Instant, LocalDate } from './time';

// Leagues side by side (DECISIONS.md): a league night takes the highest-numbered bays not already
// held by another league that night. "Already" is the order in which leagues claimed their nights
// (created, or day, times or bays edited): an earlier claim keeps its bays.

/** Claim order: the earlier `baysClaimedAt`, then the lower id. */
export function byBayClaim(a: LeagueNightSource, b: LeagueNightSource): number {
  const at = (l: LeagueNightSource) => l.baysClaimedAt?.getTime() ?? 0;
  return at(a) - at(b) || a.id - b.id;
}

function overlaps(a: Omit<LeagueNight, 'bayIds'>, b: Omit<LeagueNight, 'bayIds'>): boolean {
  return intervalsOverlap(a.startTime, a.endTime, b.startTime, b.endTime);
}

/**
 * The nights of several leagues at one location (on the days `within`, when given), each with the
 * highest-numbered active bays not held by an earlier-claimed league's night at the same time.
 */
export function assignLeagueNights(
  leagues: readonly LeagueNightSource[],
  bays: readonly LeagueBay[],
  zone: string,
  within?: { fromDate: LocalDate; toDate: LocalDate },
): LeagueNight[] {
  const assigned: LeagueNight[] = [];
  for (const league of [...leagues].sort(byBayClaim)) {
    for (const night of leagueSessions(league, zone, within)) {
      const taken = new Set(assigned.filter((o) => overlaps(o, night)).flatMap((o) => o.bayIds));
      assigned.push({ ...night, bayIds: leagueHeldBays(league.numBays, bays, taken) });
    }
  }
  return assigned;
}

/** The nights of the leagues at one location that share time with [from, to), with their bays. */
export function leagueNightsBetween(
  leagues: readonly LeagueNightSource[],
  bays: readonly LeagueBay[],
  from: Instant,
  to: Instant,
  zone: string,
): LeagueNight[] {
  // a night starts on its local day and may run past midnight, and its bays depend on the nights
  // beside it: assign two days either side, keep those in the span
  const within = {
    fromDate: addDays(localDateOf(from, zone), -2),
    toDate: addDays(localDateOf(to, zone), 2),
  };
  return assignLeagueNights(leagues, bays, zone, within).filter((n) =>
    intervalsOverlap(n.startTime, n.endTime, from, to),
  );
}

/** The league nights on one local day at a location, each with its own bays (the admin schedule). */
export function leagueNightsOn(
  leagues: readonly LeagueNightSource[],
  bays: readonly LeagueBay[],
  date: LocalDate,
  zone: string,
): LeagueNight[] {
  const within = { fromDate: addDays(date, -2), toDate: addDays(date, 2) };
  return assignLeagueNights(leagues, bays, zone, within).filter((n) => n.date === date);
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

/** A night on which a league cannot have all its bays, and the league that holds them then. */
export interface LeagueBayShortfall<L> {
  date: LocalDate;
  free: number;
  needed: number;
  inTheWay: L;
}

/**
 * The first night on which `candidate`, claiming after `others`, finds fewer than its bays free
 * because another league plays at the same time (that league is named); undefined when it fits.
 * Nights that ended by `after` (an edit mid-season) are not looked at.
 */
export function leagueBayShortfall<L extends LeagueNightSource>(
  candidate: LeagueNightSource,
  others: readonly L[],
  bays: readonly LeagueBay[],
  zone: string,
  after?: Instant,
): LeagueBayShortfall<L> | undefined {
  const rest = others.filter((o) => o.id !== candidate.id);
  const theirs = assignLeagueNights(rest, bays, zone);
  const ahead = leagueSessions(candidate, zone).filter((n) => !after || n.endTime > after);
  for (const night of ahead) {
    const beside = theirs.filter((o) => o.bayIds.length > 0 && overlaps(o, night));
    const taken = new Set(beside.flatMap((o) => o.bayIds));
    const free = leagueHeldBays(candidate.numBays, bays, taken).length;
    const inTheWay = rest.find((l) => l.id === beside[0]?.leagueId);
    if (free < candidate.numBays && inTheWay) {
      return { date: night.date, free, needed: candidate.numBays, inTheWay };
    }
  }
  return undefined;
}

/**
 * The bookings that league nights hit `after` a change (a league created or edited, a bay
 * deactivated) and did not hit before it: what the change would take bays from.
 */
export function bookingsNewlyHit<
  B extends { bayId: number | null; startTime: Instant; endTime: Instant },
>(before: readonly LeagueNight[], after: readonly LeagueNight[], bookings: readonly B[]): B[] {
  const already = new Set(bookingsHitByNights(before, bookings));
  return bookingsHitByNights(after, bookings).filter((b) => !already.has(b));
}
