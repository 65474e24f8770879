import {
  findBay,
  findBooking,
  findUserById,
  insertBooking,
  lockBooking,
  lockLocation,
  lockUsers,
  membershipTypesOf,
  moveBooking,
  type BookingGuestRow,
  type BookingRow,
  type Tx,
} from '@club/db';
import type { TBookingCreateRequest, TBookingCreated, TGuest, TUser } from '@club/contract';
import { ADMIN_BOOKING_REQUIRED } from '@club/contract';
import {
  ADMIN_MESSAGES,
  DomainError,
  moveViolation,
  quoteAdminBooking,
  quoteMemberBooking,
  type WaitlistPromotion,
} from '@club/domain';
import { bookingConfirmedMail } from '../../mail/booking-mails';
import { withBookingPlan } from '../account/user-dto';
import { bookingMovedMail } from '../admin/admin-mails';
import { isAdminMade } from '../admin/admin-dto';
import { recordAudit } from '../admin/audit-log';
import type { ServiceDeps } from '../shared/deps';
import { sendQuietly } from '../shared/send-quietly';
import { countedBooking } from './booking-counts';
import { BOOKING_NOT_FOUND, createMemberBooking } from './booking-service';
import { toBookingDto } from './booking-dto';
import { mailPromotions, promoteWaitlist } from './waitlist-service';
import { mailClub } from '../club/mail-club';
import { checkPlacement, planPrice, withBayRetry, type AdminPlacement } from './admin-placement';
import { placeGuests } from './booking-guests';
import { moveGuests } from './moved-guests';
import { chargeSession, repriceSession } from '../ledger/ledger-lines';
import { syncBookingDoorCode } from '../door/door-codes';

/** An admin's booking for a member, with the guests it brings (none when left out). */
export type AdminBookingRequest = AdminPlacement & { guests?: readonly TGuest[] | undefined };

/**
 * An admin books for a member on a chosen bay: every booking rule but the member's 14-day window
 * (60 days for an admin), priced on the admin schedule, logged, and e-mailed to the member.
 */
export function createAdminBooking(deps: ServiceDeps, actor: TUser, p: AdminBookingRequest) {
  return countedBooking(
    deps,
    'admin',
    () => bookAsAdmin(deps, actor, p),
    () => 'confirmed',
  );
}

async function bookAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  p: AdminBookingRequest,
): Promise<{ booking: BookingRow & { bayName: string | null }; guests: BookingGuestRow[] }> {
  const [member, bay] = await Promise.all([
    findUserById(deps.db, p.userId),
    findBay(deps.db, p.bayId),
  ]);
  if (!member) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.memberNotFound);
  const booker = withBookingPlan(member, deps.now());
  if (!bay) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.bayNotFound);
  const { booking, guests, zone } = await withBayRetry(() =>
    deps.db.transaction().execute(async (trx) => {
      const location = await lockLocation(trx, bay.locationId);
      if (!location) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.bayNotFound);
      await lockUsers(trx, [member.id]);
      const { zone: z, end } = await checkPlacement(trx, deps, p, bay.locationId);
      const quote = quoteAdminBooking({
        start: p.startTime,
        durationMinutes: p.durationMinutes,
        zone: z,
      });
      const row = await insertBooking(
        trx,
        {
          userId: member.id,
          locationId: bay.locationId,
          bayId: bay.id,
          startTime: p.startTime,
          endTime: end,
          ...(await planPrice(trx, booker, { ...p, isPeak: quote.isPeak, zone: z }, 'admin')),
          isPeak: quote.isPeak,
          status: 'confirmed',
          waitlistPosition: null,
          createdBy: actor.id,
        },
        deps.now(),
      );
      const created = { ...row, bayName: bay.name };
      // the member's row is locked above: their guest passes are counted once
      const placed = await placeGuests(trx, deps, {
        booking: row,
        host: booker,
        location,
        guests: p.guests ?? [],
      });
      await chargeSession(trx, deps, row, placed);
      await syncBookingDoorCode(trx, deps, row.id);
      await recordAudit(
        trx,
        actor,
        'booking.create',
        { entityType: 'booking', entityId: row.id },
        null,
        toBookingDto(created, undefined, placed),
      );
      return { booking: created, guests: placed, zone: z };
    }),
  );
  deps.outbox.wake();
  await sendQuietly(
    deps,
    bookingConfirmedMail(
      member,
      booking,
      booking.bayName,
      zone,
      await mailClub(deps, booking.locationId),
    ),
  );
  return { booking, guests };
}

/**
 * The price of a moved session: peak by the schedule it was sold on (admin-made: admin; else the
 * member's, on the new bay), priced by the member's plan as a new booking of theirs would be.
 */
async function repriced(
  trx: Tx,
  b: BookingRow,
  p: AdminPlacement,
  zone: string,
  hours: Parameters<typeof quoteMemberBooking>[0]['hours'],
  now: Date,
) {
  const session = { start: p.startTime, durationMinutes: p.durationMinutes, zone };
  const schedule = isAdminMade(b) ? 'admin' : 'member';
  const { isPeak } =
    schedule === 'admin' ? quoteAdminBooking(session) : quoteMemberBooking({ ...session, hours });
  const tier = (await membershipTypesOf(trx, [b.userId], now)).get(b.userId) ?? 'none';
  const member = { id: b.userId, membershipType: tier };
  const price = await planPrice(trx, member, { ...p, isPeak, zone }, schedule, b.id);
  return { ...price, isPeak };
}

/**
 * The edit button: moves a confirmed booking that has not started to another bay or time, by the
 * same rules as creating one; the time it leaves goes to the waitlist in the same transaction.
 */
export async function moveAdminBooking(
  deps: ServiceDeps,
  actor: TUser,
  move: {
    id: number;
    bayId: number;
    startTime: Date;
    durationMinutes: number;
    /** Sent: replaces the guests (priced again in the new month); left out: they stay. */
    guests?: readonly TGuest[] | undefined;
  },
) {
  const existing = await findBooking(deps.db, move.id);
  if (!existing) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
  const bay = await findBay(deps.db, move.bayId);
  if (!bay) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.bayNotFound);
  if (bay.locationId !== existing.locationId)
    throw new DomainError('VALIDATION', ADMIN_MESSAGES.bayElsewhere);
  const { guests: newGuests, ...where } = move;
  const placement = { ...where, userId: existing.userId };
  const result = await withBayRetry(() =>
    deps.db.transaction().execute(async (trx) => {
      const location = await lockLocation(trx, existing.locationId);
      const booking = await lockBooking(trx, move.id);
      if (!booking || !location) throw new DomainError('NOT_FOUND', BOOKING_NOT_FOUND);
      const refusal = moveViolation(booking, deps.now());
      if (refusal) throw new DomainError('CONFLICT', refusal);
      await lockUsers(trx, [booking.userId]);
      const {
        zone,
        end,
        bay: target,
      } = await checkPlacement(trx, deps, placement, location.id, booking.id);
      const quote = await repriced(trx, booking, placement, zone, target.hours, deps.now());
      const moved = await moveBooking(
        trx,
        booking.id,
        { bayId: bay.id, startTime: move.startTime, endTime: end, ...quote },
        deps.now(),
      );
      const retimed =
        moved.startTime.getTime() !== booking.startTime.getTime() ||
        moved.endTime.getTime() !== booking.endTime.getTime();
      await repriceSession(trx, deps, booking, moved);
      await syncBookingDoorCode(trx, deps, booking.id);
      await moveGuests(trx, deps, { booking: moved, location, guests: newGuests, retimed });
      const promoted = await promoteWaitlist(trx, location, deps.now(), deps);
      const before = toBookingDto({ ...booking, bayName: existing.bayName });
      const after = toBookingDto({ ...moved, bayName: bay.name });
      await recordAudit(
        trx,
        actor,
        'booking.move',
        { entityType: 'booking', entityId: booking.id },
        before,
        after,
      );
      return { booking: { ...moved, bayName: bay.name }, promoted, zone };
    }),
  );
  deps.outbox.wake();
  await afterBookingChange(deps, result.booking, result.promoted, result.zone);
  return result;
}

/** After the commit: the member hears of the move, promoted members of their bay. */
async function afterBookingChange(
  deps: ServiceDeps,
  booking: BookingRow & { bayName: string | null },
  promoted: readonly WaitlistPromotion[],
  zone: string,
) {
  const member = await findUserById(deps.db, booking.userId);
  if (member)
    await sendQuietly(
      deps,
      bookingMovedMail(
        member,
        booking,
        booking.bayName,
        zone,
        await mailClub(deps, booking.locationId),
      ),
    );
  await mailPromotions(deps, promoted, zone);
}

/**
 * `POST /api/bookings` for everyone: a member's own booking, or (userId/bayId sent) an admin's
 * booking for a member on a bay. A member who sends userId or bayId is refused (403), never booked.
 */
export async function createBookingFor(
  deps: ServiceDeps,
  actor: TUser,
  input: TBookingCreateRequest,
): Promise<TBookingCreated> {
  if (input.kind === 'member') {
    const outcome = await createMemberBooking(deps, actor, input);
    return {
      ...toBookingDto(outcome.booking, undefined, outcome.guests),
      isWaitlisted: outcome.isWaitlisted,
    };
  }
  if (actor.role !== 'admin') throw new DomainError('FORBIDDEN', ADMIN_MESSAGES.notAdmin);
  const { userId, bayId } = input;
  if (userId === undefined || bayId === undefined || Number.isNaN(input.durationMinutes)) {
    throw new DomainError('VALIDATION', ADMIN_BOOKING_REQUIRED);
  }
  const { booking, guests } = await createAdminBooking(deps, actor, { ...input, userId, bayId });
  return { ...toBookingDto(booking, undefined, guests), isWaitlisted: false };
}
