import {
  listUserLiveBookingsStarting,
  type BookingRow,
  type Database,
  type LocationRow,
} from '@club/db';
import {
  bookableDays,
  daySessionsSpan,
  ownBookingsWindow,
  planDaySlots,
  type BayBusy,
  type DaySlotPlan,
} from '@club/domain';
import { KeptReads } from '../shared/kept-reads';
import { readLocationSpan, resolveLocation, type BayWithHours } from '../club/club-data';

/** What the availability read needs of a location's day that is the same for every member. */
export interface LocationDay {
  location: LocationRow;
  bays: BayWithHours[];
  /** Everything holding a bay from the day's start to its last session's end. */
  busy: BayBusy[];
  /** The day's slot plans by duration, made when first asked (see `slotPlan`). */
  plans: Map<number, SlotPlan>;
}

/** A day's plan for one duration, with its start and end times already in ISO form. */
export interface SlotPlan {
  plan: DaySlotPlan;
  starts: string[];
  ends: string[];
}

/** The plan of a kept day for a duration: the same for every member, so made once per day kept. */
export function slotPlan(day: LocationDay, date: string, durationMinutes: number): SlotPlan {
  let kept = day.plans.get(durationMinutes);
  if (!kept) {
    const { location, bays, busy } = day;
    const plan = planDaySlots({ date, durationMinutes, zone: location.timeZone, bays, busy });
    kept = {
      plan,
      starts: plan.slots.map((s) => s.start.toISOString()),
      ends: plan.slots.map((s) => s.end.toISOString()),
    };
    day.plans.set(durationMinutes, kept);
  }
  return kept;
}

/**
 * How long a read kept here is reused: a location's day, a location, a member's own bookings of a
 * day. Within this process every change clears them at once (`forgetLocationDays`, before the
 * change is answered); another API process's change shows after at most this long (reads are
 * refreshed ahead: services/shared/kept-reads.ts). Availability is advice: booking re-checks every
 * rule under locks.
 */
export const LOCATION_DAY_TTL_MS = 1000;
interface Cache {
  ttlMs: number;
  days: KeptReads<LocationDay>;
  locations: KeptReads<LocationRow>;
  own: KeptReads<BookingRow[]>;
}
const caches = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const settings = { ttlMs: LOCATION_DAY_TTL_MS };
    cache = Object.assign(settings, {
      days: new KeptReads<LocationDay>(settings),
      locations: new KeptReads<LocationRow>(settings),
      own: new KeptReads<BookingRow[]>(settings),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** How long reads from this database are reused (tests lengthen it to see a change clear them). */
export function setLocationDayTtl(db: Database, ttlMs: number): void {
  cacheOf(db).ttlMs = ttlMs;
}

/**
 * A location's day in one read: its time zone is taken from the kept location (the day's span is
 * the zone's); should the read find the zone changed since, the day is read again in the new one.
 */
async function loadLocationDay(
  db: Database,
  locationId: number | undefined,
  date: string,
): Promise<LocationDay> {
  let zone = (await cachedLocation(db, locationId)).timeZone;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const sessions = daySessionsSpan(date, zone);
    const { location, bays, busy } = await readLocationSpan(db, { locationId, zone, ...sessions });
    if (location.timeZone === zone) return { location, bays, busy, plans: new Map() };
    zone = location.timeZone;
  }
  throw new Error(`The time zone of location ${locationId ?? 'first'} kept changing`);
}

/** A location's day for availability, read once and shared by the requests of the next second. */
export function locationDay(
  db: Database,
  locationId: number | undefined,
  date: string,
): Promise<LocationDay> {
  return cacheOf(db).days.get(`${locationId ?? 'first'}|${date}`, () =>
    loadLocationDay(db, locationId, date),
  );
}

/** A location by id (or the club's first), kept like a day: the bookings list reads it each time. */
export function cachedLocation(db: Database, locationId: number | undefined): Promise<LocationRow> {
  return cacheOf(db).locations.get(String(locationId ?? 'first'), () =>
    resolveLocation(db, locationId),
  );
}

/**
 * The bookable days (bookableDays) as of `now`, made once a minute per zone: a local day always
 * starts on a whole minute, so within one they are the same.
 */
export function bookableDaysAt(now: Date, zone: string): string[] {
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = bookableByZone.get(zone);
  if (kept && kept.minute === minute) return kept.days;
  const days = bookableDays(now, zone);
  bookableByZone.set(zone, { minute, days });
  return days;
}
const bookableByZone = new Map<string, { minute: number; days: string[] }>();

/**
 * A member's live bookings that matter for sessions starting on a local day (ownBookingsWindow),
 * kept like a day. The booking screen asks for each duration and each day it shows: a day in the
 * bookable window (bookableDays) is taken from one read of the member's whole window, kept per
 * member, so a member browsing the days costs one read a second, not one per day.
 */
export async function memberDayBookings(
  db: Database,
  userId: number,
  date: string,
  zone: string,
  now: Date,
): Promise<BookingRow[]> {
  const days = bookableDaysAt(now, zone);
  const first = days[0];
  const last = days[days.length - 1];
  const own = cacheOf(db).own;
  if (first === undefined || last === undefined || date < first || date > last) {
    const wanted = ownBookingsWindow(date, zone);
    return own.get(`${userId}|${date}|${zone}`, () =>
      listUserLiveBookingsStarting(db, userId, wanted.from, wanted.to),
    );
  }
  const all = await own.get(`${userId}|${first}..${last}|${zone}`, () =>
    listUserLiveBookingsStarting(
      db,
      userId,
      ownBookingsWindow(first, zone).from,
      ownBookingsWindow(last, zone).to,
    ),
  );
  // each day's share of a kept read is picked out once
  let shares = daysOfRead.get(all);
  if (!shares) {
    shares = new Map();
    daysOfRead.set(all, shares);
  }
  let mine = shares.get(date);
  if (!mine) {
    const wanted = ownBookingsWindow(date, zone);
    const from = wanted.from.getTime();
    const to = wanted.to.getTime();
    mine = all.filter((b) => b.startTime.getTime() >= from && b.startTime.getTime() < to);
    shares.set(date, mine);
  }
  return mine;
}
const daysOfRead = new WeakMap<BookingRow[], Map<string, BookingRow[]>>();

/** Drops the kept days and own bookings (any change made through this process). */
export function forgetLocationDays(db: Database): void {
  const cache = caches.get(db);
  cache?.days.clear();
  cache?.own.clear();
  // the kept locations stay: no request changes a location row (the seed writes them), and every
  // booking would otherwise read its location again
}
