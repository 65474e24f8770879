import { LIVE_BOOKING_STATUSES, MAX_BOOKING_MINUTES } from '@club/domain';
import { sql } from 'kysely';
import { executeStatement, statement, type Statement } from '../batch';
import { knownSetup, setupFrom, setupJson, setupTag, type LocationSetup } from './location-setup';
import type { Database, Tx } from '../engine';
import type { BayRow, BookingRow, LeagueRow, LocationRow, OperatingHoursRow } from '../schema';

const LONGEST_SESSION_MS = MAX_BOOKING_MINUTES * 60_000;

/** Time a bay is held (a confirmed booking or a lesson) in the read's range. */
export interface HeldTime {
  bayId: number;
  startTime: Date;
  endTime: Date;
}

/** What booking rules read of a location for a span of time, in one statement. */
export interface LocationDayRead {
  location: LocationRow;
  /** The location's bays (active or not), by id: shared by reads while unchanged, never to be changed. */
  bays: readonly BayRow[];
  /** Their operating hours, by bay, weekday and start (shared alike). */
  hours: readonly OperatingHoursRow[];
  /** Confirmed bookings on a bay overlapping `busy`, by start. */
  bookings: HeldTime[];
  /** Lessons on the location's bays overlapping `busy`. */
  lessons: HeldTime[];
  /** Leagues (not cancelled) whose seasons touch `leagueDays`, by id. */
  leagues: LeagueRow[];
  /** The member's live bookings starting in `own` (when asked), by start. */
  own: BookingRow[];
}

export interface LocationDayQuery {
  /** The location, or the club's first when undefined. */
  locationId: number | undefined;
  busy: { from: Date; to: Date };
  /** Local days 'YYYY-MM-DD', both included. */
  leagueDays: { fromDate: string; toDate: string };
  own?: { userId: number; from: Date; to: Date };
}

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
interface RawRead {
  location: LocationRow | null;
  /** The version of the location's bays and hours (location-setup.ts). */
  setupTag: string;
  /** Those bays and hours as JSON text, or null when they are what the read said it knew. */
  setup: string | null;
  bookings: [number, number, number][];
  lessons: [number, number, number][];
  leagues: Json<LeagueRow>[];
  own: Json<BookingRow>[];
}

const held = ([bayId, start, end]: [number, number, number]): HeldTime => ({
  bayId,
  startTime: new Date(start),
  endTime: new Date(end),
});
const date = (v: string) => new Date(v);
const dateOrNull = (v: string | null) => (v === null ? null : new Date(v));

/**
 * A location with its bays, their hours, the time held on them and the leagues of a span, and a
 * member's own bookings: one statement, one round trip (the availability read and a member's booking
 * ask for all of it at once). Same bounds as bookingsOverlappingQuery, listLessonsOverlapping,
 * listLeaguesAtLocation and userLiveBookingsStartingQuery. Undefined when there is no such location.
 */
export async function readLocationDay(
  db: Database | Tx,
  q: LocationDayQuery,
): Promise<LocationDayRead | undefined> {
  return executeStatement(db, locationDayStatement(db, q));
}

/** readLocationDay as a statement of a batched transaction (batch.ts). */
export function locationDayStatement(
  db: Database | Tx,
  q: LocationDayQuery,
): Statement<LocationDayRead | undefined> {
  const { from, to } = q.busy;
  const earliestStart = new Date(from.getTime() - LONGEST_SESSION_MS);
  const epochMs = (column: string) => sql`(extract(epoch from ${sql.ref(column)}) * 1000)::bigint`;
  const setupKey = String(q.locationId ?? 'first');
  const kept = knownSetup(setupKey);
  const locId = sql`(select id from loc)`;
  const query = sql<RawRead>`
    with loc as (
      select * from locations
      where id = ${q.locationId === undefined ? sql`(select min(id) from locations)` : q.locationId}
    ),
    tag as (select ${setupTag(locId)} as tag)
    select
      (select row_to_json(loc) from loc) as location,
      (select tag from tag) as setup_tag,
      case when (select tag from tag) = ${kept?.tag ?? ''} then null
           else ${setupJson(locId)} end as setup,
      (select coalesce(json_agg(json_build_array(
                 bk.bay_id, ${epochMs('bk.start_time')}, ${epochMs('bk.end_time')})
               order by bk.start_time, bk.id), '[]')
         from bookings bk
         where bk.location_id = (select id from loc) and bk.status = 'confirmed'
           and bk.bay_id is not null
           and bk.start_time >= ${earliestStart} and bk.start_time < ${to}
           and bk.end_time > ${from}) as bookings,
      (select coalesce(json_agg(json_build_array(
                 l.bay_id, ${epochMs('l.start_time')}, ${epochMs('l.end_time')})), '[]')
         from lessons l join bays b on b.id = l.bay_id
         where b.location_id = (select id from loc)
           and l.start_time < ${to} and l.end_time > ${from}) as lessons,
      (select coalesce(json_agg(row_to_json(lg) order by lg.id), '[]')
         from leagues lg
         where lg.location_id = (select id from loc) and lg.status <> 'cancelled'
           and lg.start_date <= ${q.leagueDays.toDate}::date
           and lg.end_date >= ${q.leagueDays.fromDate}::date) as leagues,
      ${
        q.own
          ? sql`(select coalesce(json_agg(row_to_json(o) order by o.start_time), '[]')
                  from bookings o
                  where o.user_id = ${q.own.userId}
                    and o.status in (${sql.join(LIVE_BOOKING_STATUSES)})
                    and o.start_time >= ${q.own.from} and o.start_time < ${q.own.to})`
          : sql`'[]'::json`
      } as own`.compile(db);
  return statement(query, (rows) => {
    const raw = rows[0] as RawRead | undefined;
    if (!raw?.location) return undefined;
    const setup = setupFrom(setupKey, { tag: raw.setupTag, text: raw.setup }, kept);
    return fromRaw(raw, raw.location, setup);
  });
}

function fromRaw(raw: RawRead, location: LocationRow, setup: LocationSetup): LocationDayRead {
  const { bays, hours } = setup;
  return {
    location,
    bays,
    hours,
    bookings: raw.bookings.map(held),
    lessons: raw.lessons.map(held),
    leagues: raw.leagues.map((l) => ({ ...l, createdAt: date(l.createdAt) })),
    own: raw.own.map((b) => ({
      ...b,
      startTime: date(b.startTime),
      endTime: date(b.endTime),
      createdAt: date(b.createdAt),
      updatedAt: date(b.updatedAt),
      cancelledAt: dateOrNull(b.cancelledAt),
    })),
  };
}
