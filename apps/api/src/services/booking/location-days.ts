import {
  locationDayPlan,
  readLocationDay,
  type Database,
  type LocationRow,
  type Tx,
} from '@club/db';
import {
  CLUB_NOT_SET_UP,
  daySessionsSpan,
  DomainError,
  leagueBusy,
  leagueSeasonDays,
} from '@club/domain';
import { planDaySlots, type DaySlotPlan } from '@club/domain';
import { resolveLocation } from '../club/club-data';
import { Caches } from '../shared/caches';
import type { ServiceDeps } from '../shared/deps';

export interface LocationSpanQuery {
  locationId: number | undefined;
  /** The location's time zone as the caller knows it (league nights are picked by its local days). */
  zone: string;
  from: Date;
  to: Date;
  own?: { userId: number; from: Date; to: Date };
  /** With `own`: the plan month whose used minutes the read counts (the member's booking). */
  planMonth?: { from: Date; to: Date };
}

/** The read of readLocationSpan, compiled ahead (with the setup kept in `deps.caches.setups`). */
export function locationSpanPlan(deps: ServiceDeps, q: LocationSpanQuery) {
  const known = deps.caches.setups.get(String(q.locationId ?? 'first'))?.setup;
  const leagueDays = leagueSeasonDays(q.from, q.to, q.zone);
  return { q, day: locationDayPlan(deps.db, { ...q, busy: q, leagueDays }, known) };
}

/**
 * A location, its bays with their hours, what holds them in the span (confirmed bookings, lessons,
 * league nights) and the member's own bookings, in one statement (readLocationDay); the setup
 * kept in `deps.caches.setups` is sent again only when its version moved.
 */
export async function readLocationSpan(
  deps: ServiceDeps,
  { q, day }: ReturnType<typeof locationSpanPlan>,
  trx?: Database | Tx,
) {
  const key = String(q.locationId ?? 'first');
  let kept = deps.caches.setups.get(key);
  const read = await readLocationDay(trx ?? deps.db, day);
  if (!read) {
    throw q.locationId === undefined
      ? new DomainError('NOT_SET_UP', CLUB_NOT_SET_UP)
      : new DomainError('NOT_FOUND', /*i18n*/ 'Location not found');
  }
  const { location, setup, leagues } = read;
  if (setup !== kept?.setup) {
    const bays = setup.bays.map((b) => ({
      ...b,
      hours: setup.hours.filter((h) => h.bayId === b.id),
    }));
    deps.caches.setups.set(key, (kept = { setup, bays }));
  }
  const nights = leagues.length
    ? leagueBusy(leagues, kept.bays, q.from, q.to, location.timeZone)
    : [];
  return {
    location,
    bays: kept.bays,
    busy: [...read.bookings, ...read.lessons, ...nights],
    own: read.own,
    ownLessons: read.ownLessons,
    planUsedMinutes: read.planUsedMinutes,
  };
}
export type LocationSpan = Awaited<ReturnType<typeof readLocationSpan>>;

/** What availability needs of a location's day, the same for every member, with its slot plans. */
export type LocationDay = Omit<LocationSpan, 'own' | 'ownLessons' | 'planUsedMinutes'> & {
  plans: Map<number, SlotPlan>;
};
/** A day's plan for one duration, its start and end times already in ISO form. */
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
    const iso = (d: Date) => d.toISOString();
    kept = {
      plan,
      starts: plan.slots.map((s) => iso(s.start)),
      ends: plan.slots.map((s) => iso(s.end)),
    };
    day.plans.set(durationMinutes, kept);
  }
  return kept;
}

/**
 * A location's day for availability, read once and shared until a change to it (Caches.days). Its
 * span is the time zone's: should the read find the zone changed since, the day is read again in
 * the new one.
 */
export function locationDay(deps: ServiceDeps, locationId: number | undefined, date: string) {
  return Caches.shared(deps.caches.days, Caches.dayKey(locationId, date), async () => {
    let zone = (await cachedLocation(deps, locationId)).timeZone;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const span = { locationId, zone, ...daySessionsSpan(date, zone) };
      const { location, bays, busy } = await readLocationSpan(deps, locationSpanPlan(deps, span));
      if (location.timeZone === zone) return { location, bays, busy, plans: new Map() };
      zone = location.timeZone;
    }
    throw new Error(`The time zone of location ${locationId ?? 'first'} kept changing`);
  });
}

/** A location by id (or the club's first), kept until a change notice drops it (Caches). */
export function cachedLocation(
  deps: ServiceDeps,
  locationId: number | undefined,
): Promise<LocationRow> {
  const key = String(locationId ?? 'first');
  return Caches.shared(deps.caches.locations, key, () => resolveLocation(deps.db, locationId));
}
