import type { Database, LocationRow } from '@club/db';
import { daySessionsSpan, type BayBusy } from '@club/domain';
import { baysWithHours, busyTime, resolveLocation, type BayWithHours } from '../club/club-data';

/** What the availability read needs of a location's day that is the same for every member. */
export interface LocationDay {
  location: LocationRow;
  bays: BayWithHours[];
  /** Everything holding a bay from the day's start to its last session's end. */
  busy: BayBusy[];
}

/**
 * How long a location's day is reused. Within this process every change clears it at once
 * (`forgetLocationDays`, before the change is answered); another API process's change shows after
 * at most this long. Availability is advice: booking re-checks every rule under locks.
 */
export const LOCATION_DAY_TTL_MS = 1000;
const MAX_ENTRIES = 1000;

interface Entry {
  at: number;
  value: Promise<LocationDay>;
}
interface Cache {
  ttlMs: number;
  entries: Map<string, Entry>;
  locations: Map<string, { at: number; value: Promise<LocationRow> }>;
}
const caches = new WeakMap<Database, Cache>();

function cacheOf(db: Database): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { ttlMs: LOCATION_DAY_TTL_MS, entries: new Map(), locations: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** How long days read from this database are reused (tests lengthen it to see a change clear them). */
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
  return { location, bays, busy };
}

/**
 * A location's day for availability, read once and shared by the requests of the next second
 * (concurrent requests share one read). A failed read is not kept.
 */
export function locationDay(
  db: Database,
  locationId: number | undefined,
  date: string,
): Promise<LocationDay> {
  const { ttlMs, entries } = cacheOf(db);
  const key = `${locationId ?? 'first'}|${date}`;
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = loadLocationDay(db, locationId, date);
  const entry = { at: now, value };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** A location by id (or the club's first), kept like a day: the bookings list reads it each time. */
export function cachedLocation(db: Database, locationId: number | undefined): Promise<LocationRow> {
  const { ttlMs, locations } = cacheOf(db);
  const key = String(locationId ?? 'first');
  const now = Date.now();
  const hit = locations.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value;
  if (locations.size >= MAX_ENTRIES) locations.clear();
  const entry = { at: now, value: resolveLocation(db, locationId) };
  locations.set(key, entry);
  entry.value.catch(() => {
    if (locations.get(key) === entry) locations.delete(key);
  });
  return entry.value;
}

/** Drops every kept day and location (any change made through this process). */
export function forgetLocationDays(db: Database): void {
  const cache = caches.get(db);
  cache?.entries.clear();
  cache?.locations.clear();
}
