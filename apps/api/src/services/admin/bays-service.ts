import {
  cancelBookings,
  cancelLessonRow,
  deleteOperatingHours,
  findBay,
  findLocation,
  findOperatingHoursEntry,
  findUserById,
  insertBay,
  insertOperatingHours,
  listOperatingHours,
  listUpcomingConfirmedOnBay,
  lockBay,
  lockLocation,
  lockUpcomingLessonsOnBay,
  updateBay,
  type BayRow,
  type BookingRow,
  type Database,
  type LocationRow,
  type OperatingHoursRow,
  type Tx,
} from '@club/db';
import type { TUser, ZBayInput, ZOperatingHoursInput } from '@club/contract';
import {
  ADMIN_MESSAGES,
  DomainError,
  overlappingHours,
  strandedBookings,
  type OperatingHoursEntry,
  type WaitlistPromotion,
  WEEKDAY_NAMES,
} from '@club/domain';
import type { z } from 'zod';
import { toBookingDto } from '../booking/booking-dto';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { toBayDto } from '../club/club-dto';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { bookingCancelledByClubMail } from './admin-mails';
import { recordAudit } from './audit-log';
import { mailClub } from '../club/mail-club';
import { mailLessonsCancelled } from '../lesson/lesson-notices';
import { bookingsHitWhenBayLeaves } from '../league/league-bay-change';

type BayFields = z.output<typeof ZBayInput>;
type HoursFields = z.output<typeof ZOperatingHoursInput>;

const LOCATION_NOT_FOUND = 'Location not found';
const STRANDED_REASON = 'Its bay is no longer available at that time.';

/** What a bay change did: bookings cancelled (forced) and waitlisted bookings confirmed. */
export interface BookingEffects {
  cancelledBookings: number;
  promotedBookings: number;
}

interface Effects {
  cancelled: BookingRow[];
  /** Lessons the change cancelled (issue 24): they hold the bay like bookings. */
  cancelledLessons: number[];
  promoted: WaitlistPromotion[];
  zone: string;
}

async function existingLocation(db: Database, id: number): Promise<LocationRow> {
  const location = await findLocation(db, id);
  if (!location) throw new DomainError('VALIDATION', LOCATION_NOT_FOUND);
  return location;
}

/**
 * Inside the change's transaction (location and bay locked): refuses (409) to strand confirmed
 * upcoming bookings unless forced, then cancels those, and after the write confirms the waitlisted
 * bookings the bay can now take.
 */
async function applyBayChange(
  trx: Tx,
  deps: ServiceDeps,
  actor: TUser,
  change: {
    bay: BayRow;
    after: { isActive: boolean; hours: readonly OperatingHoursEntry[]; movesLocation?: boolean };
    force: boolean;
    locations: readonly LocationRow[];
    write: () => Promise<void>;
  },
): Promise<Effects> {
  const zone = change.locations[0]?.timeZone ?? 'America/Chicago';
  const upcoming = await listUpcomingConfirmedOnBay(trx, change.bay.id, deps.now());
  const onBay = strandedBookings({
    bookings: upcoming,
    now: deps.now(),
    zone,
    bay: change.after,
  }).map((b) => ({ ...b, bayName: change.bay.name }));
  // a bay that leaves its location's leagues moves their nights onto the next free bays
  const home = change.locations.find((l) => l.id === change.bay.locationId);
  const leaves = change.bay.isActive && (!change.after.isActive || change.after.movesLocation);
  const underLeagues =
    leaves && home ? await bookingsHitWhenBayLeaves(trx, home, change.bay.id, deps.now()) : [];
  const stranded = [...onBay, ...underLeagues];
  const lessons = strandedBookings({
    bookings: await lockUpcomingLessonsOnBay(trx, change.bay.id, deps.now()),
    now: deps.now(),
    zone,
    bay: change.after,
  });
  const count = stranded.length + lessons.length;
  if (count > 0 && !change.force) {
    throw new DomainError('STRANDS_BOOKINGS', ADMIN_MESSAGES.stranded(count), {
      strandedBookings: count,
    });
  }
  for (const l of lessons) {
    await cancelLessonRow(trx, l.id, deps.now());
    const subject = { entityType: 'lesson' as const, entityId: l.id };
    await recordAudit(
      trx,
      actor,
      'lesson.cancel',
      subject,
      { status: l.status },
      { status: 'cancelled' },
    );
  }
  await cancelBookings(
    trx,
    stranded.map((b) => b.id),
  );
  for (const b of stranded) {
    const before = toBookingDto(b);
    const after = { ...before, status: 'cancelled' as const };
    await recordAudit(
      trx,
      actor,
      'booking.cancel',
      { entityType: 'booking', entityId: b.id },
      before,
      after,
    );
  }
  await change.write();
  const promoted: WaitlistPromotion[] = [];
  for (const location of change.locations)
    promoted.push(...(await promoteWaitlist(trx, location, deps.now())));
  return { cancelled: stranded, cancelledLessons: lessons.map((l) => l.id), promoted, zone };
}

/** After the commit: members whose bookings were cancelled, and promoted members, are e-mailed. */
async function mailEffects(deps: ServiceDeps, effects: Effects): Promise<BookingEffects> {
  deps.caches.forget('club'); // after the commit of each bay or hours change
  for (const b of effects.cancelled) {
    const member = await findUserById(deps.db, b.userId);
    if (member)
      await sendQuietly(
        deps,
        bookingCancelledByClubMail(
          member,
          b,
          effects.zone,
          STRANDED_REASON,
          await mailClub(deps, b.locationId),
        ),
      );
  }
  await mailPromotions(deps, effects.promoted, effects.zone);
  await mailLessonsCancelled(deps, effects.cancelledLessons);
  return {
    cancelledBookings: effects.cancelled.length + effects.cancelledLessons.length,
    promotedBookings: effects.promoted.length,
  };
}

/** A bay's change runs behind its location's lock (both locations', in id order, when it moves). */
async function lockForBay(trx: Tx, bayId: number, locationIds: number[]) {
  const locations: LocationRow[] = [];
  for (const id of [...new Set(locationIds)].sort((a, b) => a - b)) {
    const location = await lockLocation(trx, id);
    if (!location) throw new DomainError('VALIDATION', LOCATION_NOT_FOUND);
    locations.push(location);
  }
  const bay = await lockBay(trx, bayId);
  if (!bay) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.bayNotFound);
  return { locations, bay, hours: await listOperatingHours(trx, [bayId]) };
}

async function bayOrNotFound(deps: ServiceDeps, id: number): Promise<BayRow> {
  const bay = await findBay(deps.db, id);
  if (!bay) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.bayNotFound);
  return bay;
}

/** Add New Bay (DECISIONS.md gap 8); a new active bay takes waitlisted bookings that fit. */
export async function createBay(deps: ServiceDeps, actor: TUser, input: BayFields) {
  await existingLocation(deps.db, input.locationId);
  const { bay, effects } = await deps.db.transaction().execute(async (trx) => {
    const location = await lockLocation(trx, input.locationId);
    if (!location) throw new DomainError('VALIDATION', LOCATION_NOT_FOUND);
    const row = await insertBay(trx, input);
    await recordAudit(
      trx,
      actor,
      'bay.create',
      { entityType: 'bay', entityId: row.id },
      null,
      toBayDto(row),
    );
    const promoted = await promoteWaitlist(trx, location, deps.now());
    return {
      bay: row,
      effects: { cancelled: [], cancelledLessons: [], promoted, zone: location.timeZone },
    };
  });
  return { ...toBayDto(bay), ...(await mailEffects(deps, effects)) };
}

/** Edit or toggle a bay: refused (409) while it would strand confirmed upcoming bookings, unless forced. */
export async function updateBayAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  input: BayFields & { force: boolean },
) {
  const current = await bayOrNotFound(deps, id);
  await existingLocation(deps.db, input.locationId);
  const { force, ...fields } = input;
  let updated = current;
  const effects = await deps.db.transaction().execute(async (trx) => {
    const { locations, bay, hours } = await lockForBay(trx, id, [
      current.locationId,
      input.locationId,
    ]);
    const after = {
      isActive: fields.isActive,
      hours,
      movesLocation: fields.locationId !== bay.locationId,
    };
    const result = await applyBayChange(trx, deps, actor, {
      bay,
      after,
      force,
      locations,
      write: async () => {
        updated = await updateBay(trx, id, fields);
      },
    });
    await recordAudit(
      trx,
      actor,
      'bay.update',
      { entityType: 'bay', entityId: id },
      toBayDto(bay),
      toBayDto(updated),
    );
    return result;
  });
  return { ...toBayDto(updated), ...(await mailEffects(deps, effects)) };
}

/** A bay's hours as its history reads them: 'Friday 12:00-18:00 peak'. */
const hoursSnapshot = (hours: readonly OperatingHoursRow[]) => ({
  hours: hours.map(
    (h) =>
      `${WEEKDAY_NAMES[h.dayOfWeek] ?? h.dayOfWeek} ${h.startTime}-${h.endTime}${h.isPeak ? ' peak' : ''}`,
  ),
});

/** Adds an operating-hours entry (overlaps refused); the first entry of a weekday narrows the bay's day. */
export async function addBayHours(
  deps: ServiceDeps,
  actor: TUser,
  bayId: number,
  input: HoursFields & { force: boolean },
) {
  const current = await bayOrNotFound(deps, bayId);
  const entry = {
    dayOfWeek: input.dayOfWeek,
    startTime: input.startTime,
    endTime: input.endTime,
    isPeak: input.isPeak,
  };
  let added: OperatingHoursRow | undefined;
  const effects = await deps.db.transaction().execute(async (trx) => {
    const { locations, bay, hours } = await lockForBay(trx, bayId, [current.locationId]);
    if (overlappingHours(hours, entry))
      throw new DomainError('CONFLICT', ADMIN_MESSAGES.hoursOverlap);
    const result = await applyBayChange(trx, deps, actor, {
      bay,
      after: { isActive: bay.isActive, hours: [...hours, entry] },
      force: input.force,
      locations,
      write: async () => {
        added = await insertOperatingHours(trx, { ...entry, bayId });
      },
    });
    const after = hoursSnapshot(added ? [...hours, added] : hours);
    await recordAudit(
      trx,
      actor,
      'hours.add',
      { entityType: 'bay', entityId: bayId },
      hoursSnapshot(hours),
      after,
    );
    return result;
  });
  if (!added) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.hoursNotFound);
  return { ...added, ...(await mailEffects(deps, effects)) };
}

/** Deletes an entry; when it was the weekday's last, the bay is open all that day again. */
export async function deleteBayHours(deps: ServiceDeps, actor: TUser, id: number, force: boolean) {
  const entry = await findOperatingHoursEntry(deps.db, id);
  if (!entry) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.hoursNotFound);
  const current = await bayOrNotFound(deps, entry.bayId);
  const effects = await deps.db.transaction().execute(async (trx) => {
    const { locations, bay, hours } = await lockForBay(trx, entry.bayId, [current.locationId]);
    if (!hours.some((h) => h.id === id))
      throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.hoursNotFound);
    const remaining = hours.filter((h) => h.id !== id);
    const result = await applyBayChange(trx, deps, actor, {
      bay,
      after: { isActive: bay.isActive, hours: remaining },
      force,
      locations,
      write: () => deleteOperatingHours(trx, id),
    });
    await recordAudit(
      trx,
      actor,
      'hours.delete',
      { entityType: 'bay', entityId: bay.id },
      hoursSnapshot(hours),
      hoursSnapshot(remaining),
    );
    return result;
  });
  return { id, ...(await mailEffects(deps, effects)) };
}
