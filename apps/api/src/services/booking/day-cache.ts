import {
  listUserLiveBookingsStarting,
  type BookingRow,
  type Database,
  type LocationRow,
} from '@club/db';
import {
  daySessionsSpan,
  ownBookingsWindow,
  planDaySlots,
  type BayBusy,
  type DaySlotPlan,
} from '@club/domain';
import { baysWithHours, busyTime, resolveLocation, type BayWithHours } from '../club/club-data';

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
 * change is answered); another API process's change shows after at most this long. Availability is
 * advice: booking re-checks every rule under locks.
 */
export const LOCATION_DAY_TTL_MS = 1000;
const MAX_ENTRIES = 1000;

/** Reads by key, each reused for the cache's time; concurrent askers share one read. */
class Kept<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(private readonly cache: { ttlMs: number }) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.cache.ttlMs) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry = { at: now, value: load() };
    this.entries.set(key, entry);
    // a failed read is not kept
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}

interface Cache {
  ttlMs: number;
  days: Kept<LocationDay>;
  locations: Kept<LocationRow>;
  own: Kept<BookingRow[]>;
}
const caches = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const settings = { ttlMs: LOCATION_DAY_TTL_MS };
    cache = Object.assign(settings, {
      days: new Kept<LocationDay>(settings),
      locations: new Kept<LocationRow>(settings),
      own: new Kept<BookingRow[]>(settings),
    });
    caches.set(db, cache);
  }
  return cache;
}

/** How long reads from this database are reused (tests lengthen it to see a change clear them). */
export function setLocationDayTtl(db: Database, ttlMs: number): void {
  cacheOf(db).ttlMs = ttlMs;
}

async function loadLocationDay(
  db: Database,
  locationId: number | undefined,
  date: string,
): Promise<LocationDay> {
  const location = await resolveLocation(db, locationId);
  const sessions = daySessionsSpan(date, location.timeZone);
  const bays = await baysWithHours(db, location.id);
  const busy = await busyTime(db, location.id, sessions.from, sessions.to, { location, bays });
  return { location, bays, busy, plans: new Map() };
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
 * A member's live bookings that matter for sessions starting on a local day (ownBookingsWindow),
 * kept like a day: the booking screen asks again for each duration and each day it shows.
 */
export function memberDayBookings(
  db: Database,
  userId: number,
  date: string,
  zone: string,
): Promise<BookingRow[]> {
  return cacheOf(db).own.get(`${userId}|${date}|${zone}`, () => {
    const window = ownBookingsWindow(date, zone);
    return listUserLiveBookingsStarting(db, userId, window.from, window.to);
  });
}

/** Drops every kept read (any change made through this process). */
export function forgetLocationDays(db: Database): void {
  const cache = caches.get(db);
  cache?.days.clear();
  cache?.locations.clear();
  cache?.own.clear();
}
