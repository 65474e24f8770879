import { LIVE_BOOKING_STATUSES } from '@club/domain';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, Tx } from '../engine';
import type { BookingRow, LeagueRow, LocationRow } from '../schema';
import { setupFrom, setupUnlessAt, type LocationSetup } from './location-setup';
import { planMinutesSum, planUseIn } from './bookings';
import { bookingFromJson } from './member-day';
import { overlaps } from './overlap';

/** Time a bay is held (a confirmed booking or a lesson) in the read's range. */
export interface HeldTime {
  bayId: number;
  startTime: Date;
  endTime: Date;
}

/** What booking rules read of a location for a span of time, in one statement. */
export interface LocationDayRead {
  location: LocationRow;
  setup: LocationSetup;
  /** Confirmed bookings on a bay overlapping `busy`, by start. */
  bookings: HeldTime[];
  /** Lessons on the location's bays overlapping `busy`. */
  lessons: HeldTime[];
  /** The member's confirmed lessons starting in `own` (when asked). */
  ownLessons: HeldTime[];
  /** Leagues (not cancelled) whose seasons touch `leagueDays`, by id. */
  leagues: LeagueRow[];
  /** The member's live bookings starting in `own` (when asked), by start. */
  own: BookingRow[];
  /** The member's plan use in `planMonth` (planUseIn; 0 when not asked). */
  planUsedMinutes: number;
}

export interface LocationDayQuery {
  /** The location, or the club's first when undefined. */
  locationId: number | undefined;
  busy: { from: Date; to: Date };
  /** Local days 'YYYY-MM-DD', both included. */
  leagueDays: { fromDate: string; toDate: string };
  own?: { userId: number; from: Date; to: Date } | undefined;
  /** With `own`: the plan month whose confirmed minutes the member has used (plan-rules). */
  planMonth?: { from: Date; to: Date } | undefined;
}

// JSON carries instants as text (kysely/helpers/postgres): each becomes a Date again here
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
const held = (h: AsJson<HeldTime>): HeldTime => ({
  bayId: h.bayId,
  startTime: new Date(h.startTime),
  endTime: new Date(h.endTime),
});

/** readLocationDay's statement, compiled ahead (a member's booking does so before its locks). */
export function locationDayPlan(db: Database, q: LocationDayQuery, known?: LocationSetup) {
  const own = q.own;
  const query = db
    .selectFrom('locations as loc')
    .selectAll('loc')
    .select((eb) => [
      ...setupUnlessAt(eb, known),
      jsonArrayFrom(
        eb
          .selectFrom('bookings as bk')
          .select(['bk.bayId', 'bk.startTime', 'bk.endTime'])
          .whereRef('bk.locationId', '=', 'loc.id')
          .where('bk.status', '=', 'confirmed')
          .where('bk.bayId', 'is not', null)
          .$narrowType<{ bayId: number }>()
          .where(overlaps('bk', q.busy))
          .orderBy('bk.startTime')
          .orderBy('bk.id'),
      ).as('bookings'),
      jsonArrayFrom(
        eb
          .selectFrom('lessons as l')
          .innerJoin('bays as lb', 'lb.id', 'l.bayId')
          .select(['l.bayId', 'l.startTime', 'l.endTime'])
          .whereRef('lb.locationId', '=', 'loc.id')
          .where('l.status', '=', 'confirmed')
          .where(overlaps('l', q.busy)),
      ).as('lessons'),
      // the member's confirmed lessons in `own`: the 4 h/day limit and own overlap count them
      jsonArrayFrom(
        eb
          .selectFrom('lessons as ol')
          .select(['ol.bayId', 'ol.startTime', 'ol.endTime'])
          .where('ol.userId', '=', own?.userId ?? 0)
          .where('ol.status', '=', 'confirmed')
          .where('ol.startTime', '>=', own?.from ?? new Date(0))
          .where('ol.startTime', '<', own?.to ?? new Date(0))
          .orderBy('ol.startTime'),
      ).as('ownLessons'),
      jsonArrayFrom(
        eb
          .selectFrom('leagues as lg')
          .selectAll('lg')
          .whereRef('lg.locationId', '=', 'loc.id')
          .where('lg.status', '<>', 'cancelled')
          .where('lg.startDate', '<=', q.leagueDays.toDate)
          .where('lg.endDate', '>=', q.leagueDays.fromDate)
          .orderBy('lg.id'),
      ).as('leagues'),
      // not asked: an empty range
      jsonArrayFrom(
        eb
          .selectFrom('bookings as o')
          .selectAll('o')
          .where('o.userId', '=', own?.userId ?? 0)
          .where('o.status', 'in', LIVE_BOOKING_STATUSES)
          .where('o.startTime', '>=', own?.from ?? new Date(0))
          .where('o.startTime', '<', own?.to ?? new Date(0))
          .orderBy('o.startTime'),
      ).as('own'),
      planUseIn(db, q.planMonth ?? { from: new Date(0), to: new Date(0) })
        .select(planMinutesSum.as('minutes'))
        .where('pu.userId', '=', own?.userId ?? 0)
        .$asScalar()
        .as('planUsedMinutes'),
    ])
    .where('loc.id', '=', q.locationId ?? sql<number>`(select min(id) from locations)`)
    .compile();
  return { query, known };
}
export type LocationDayPlan = ReturnType<typeof locationDayPlan>;

/**
 * A location with its setup (sent only when not at `known`'s version), the time held on its bays
 * and the leagues of a span, and a member's own bookings: one statement, one round trip (the
 * availability read and a member's booking ask for all of it at once). Undefined when there is no
 * such location.
 */
export async function readLocationDay(
  db: Database | Tx,
  plan: LocationDayPlan,
): Promise<LocationDayRead | undefined> {
  const { known } = plan;
  const [row] = (await db.executeQuery(plan.query)).rows;
  if (!row) return undefined;
  const {
    bays,
    hours,
    bookings,
    lessons,
    ownLessons,
    leagues,
    own: mine,
    planUsedMinutes,
    ...location
  } = row;
  return {
    location,
    setup: setupFrom({ ...location, bays, hours }, known),
    bookings: bookings.map(held),
    lessons: lessons.map(held),
    ownLessons: ownLessons.map(held),
    leagues: leagues.map((l) => ({
      ...l,
      createdAt: new Date(l.createdAt),
      baysClaimedAt: new Date(l.baysClaimedAt),
    })),
    planUsedMinutes: planUsedMinutes ?? 0,
    own: mine.map(bookingFromJson),
  };
}
