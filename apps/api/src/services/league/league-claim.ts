import {
  listBays,
  listBookingsOverlapping,
  listLeaguesAtLocation,
  listLessonsOverlapping,
  type Tx,
} from '@club/db';
import {
  addDays,
  assignLeagueNights,
  bookingsNewlyHit,
  DomainError,
  LEAGUE_MESSAGES,
  leagueBayShortfall,
  leagueOverBookingsMessage,
  startOfLocalDay,
  type LeagueNightSource,
} from '@club/domain';

/** A league's nights as the claim reads them (a new league has id 0). */
export type LeagueClaim = LeagueNightSource;

/**
 * Under the location's lock (taken by the caller, as every booking command does): refuses with 409
 * a league whose nights, claiming after every other league's, would find too few bays free beside
 * another league (naming it), or would take bays from confirmed bookings or lessons, its own or through
 * another league's nights moving (naming how many). `previous` is the league before an edit.
 */
export async function assertLeagueNightsFit(
  trx: Tx,
  input: {
    locationId: number;
    zone: string;
    candidate: LeagueClaim;
    previous?: LeagueClaim;
    /** Nights and bookings over by now are history: an edit mid-season does not move them. */
    now: Date;
  },
): Promise<void> {
  const { locationId, zone, candidate, previous, now } = input;
  const fromDate = [candidate.startDate, previous?.startDate ?? candidate.startDate].sort()[0];
  const toDate = [candidate.endDate, previous?.endDate ?? candidate.endDate].sort()[1];
  if (fromDate === undefined || toDate === undefined) return;
  const range = { locationId, fromDate: addDays(fromDate, -2), toDate: addDays(toDate, 2) };
  const [bays, leagues] = await Promise.all([
    listBays(trx, { locationId }),
    listLeaguesAtLocation(trx, range),
  ]);
  const others = leagues.filter((l) => l.id !== candidate.id);
  const short = leagueBayShortfall(candidate, others, bays, zone, now);
  if (short) {
    throw new DomainError(
      'CONFLICT',
      LEAGUE_MESSAGES.tooFewBays(short.inTheWay.name, short.date, short.free, short.needed),
      { leagueId: short.inTheWay.id },
    );
  }
  const before = assignLeagueNights(previous ? [...others, previous] : others, bays, zone);
  const after = assignLeagueNights([...others, candidate], bays, zone);
  const span = {
    from: startOfLocalDay(range.fromDate, zone),
    to: startOfLocalDay(range.toDate, zone),
    locationId,
  };
  // a lesson holds its bay as a booking does
  const [bookings, lessons] = await Promise.all([
    listBookingsOverlapping(trx, { ...span, statuses: ['confirmed'] }),
    listLessonsOverlapping(trx, span),
  ]);
  const sessions = [...bookings, ...lessons];
  const hit = bookingsNewlyHit(before, after, sessions).filter((b) => b.endTime > now).length;
  if (hit > 0) {
    throw new DomainError('CONFLICT', leagueOverBookingsMessage(hit), {
      conflictingBookings: hit,
    });
  }
}
