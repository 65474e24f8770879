import {
  cancelBookings,
  cancelLessonRow,
  findUserById,
  listOperatingHours,
  listUpcomingConfirmedOnBay,
  lockBay,
  lockLocation,
  lockUpcomingLessonsOnBay,
  type BayRow,
  type BookingRow,
  type LocationRow,
  type Tx,
} from '@club/db';
import type { TUser } from '@club/contract';
import {
  ADMIN_MESSAGES,
  DomainError,
  strandedBookings,
  type OperatingHoursEntry,
  type WaitlistPromotion,
} from '@club/domain';
import { toBookingDto } from '../booking/booking-dto';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { mailClub } from '../club/mail-club';
import { bookingsHitWhenBayLeaves } from '../league/league-bay-change';
import { queueLessonCancelled } from '../lesson/lesson-notices';
import { creditLesson, creditSessions } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { bookingCancelledByClubMail } from './admin-mails';
import { recordAudit } from './audit-log';
import { syncBookingDoorCode, syncLessonDoorCode } from '../door/door-codes';

// What every change of a bay or its hours goes through: the lock, the stranded bookings and
// lessons (refused unless forced), the waitlist after the write, and the mails after the commit.

export const LOCATION_NOT_FOUND = /*i18n*/ 'Location not found';
const STRANDED_REASON = /*i18n*/ 'Its bay is no longer available at that time.';

/** What a bay change did: bookings cancelled (forced) and waitlisted bookings confirmed. */
export interface BookingEffects {
  cancelledBookings: number;
  promotedBookings: number;
}

export interface Effects {
  cancelled: BookingRow[];
  /** Lessons the change cancelled (issue 24): they hold the bay like bookings. */
  cancelledLessons: number[];
  promoted: WaitlistPromotion[];
  zone: string;
}

/**
 * Inside the change's transaction (location and bay locked): refuses (409) to strand confirmed
 * upcoming bookings unless forced, then cancels those, and after the write confirms the waitlisted
 * bookings the bay can now take.
 */
export async function applyBayChange(
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
    await creditLesson(trx, deps, await cancelLessonRow(trx, l.id, deps.now()));
    await syncLessonDoorCode(trx, deps, l.id);
    const subject = { entityType: 'lesson' as const, entityId: l.id };
    await recordAudit(
      trx,
      actor,
      'lesson.cancel',
      subject,
      { status: l.status },
      { status: 'cancelled' },
    );
    await queueLessonCancelled(trx, deps, l.id);
  }
  await cancelBookings(
    trx,
    stranded.map((b) => b.id),
    deps.now(),
  );
  await creditSessions(trx, deps, stranded);
  for (const b of stranded) await syncBookingDoorCode(trx, deps, b.id);
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
    promoted.push(...(await promoteWaitlist(trx, location, deps.now(), deps)));
  return { cancelled: stranded, cancelledLessons: lessons.map((l) => l.id), promoted, zone };
}

/** After the commit: members whose bookings were cancelled, and promoted members, are e-mailed. */
export async function mailEffects(deps: ServiceDeps, effects: Effects): Promise<BookingEffects> {
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
  // the lessons' mails were queued with the change
  if (effects.cancelledLessons.length > 0) deps.outbox.wake();
  return {
    cancelledBookings: effects.cancelled.length + effects.cancelledLessons.length,
    promotedBookings: effects.promoted.length,
  };
}

/** A bay's change runs behind its location's lock (both locations', in id order, when it moves). */
export async function lockForBay(trx: Tx, bayId: number, locationIds: number[]) {
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
