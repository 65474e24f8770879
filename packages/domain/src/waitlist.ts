import { assignBay } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import { DAILY_LIMIT_MINUTES, exceedsDailyLimit, minutesBetween } from './booking-rules';
import type { BookingLike } from './booking-rules';
import { DomainError } from './errors';
import { isPeakStart } from './operating-hours';
import { memberPriceCents } from './pricing';
import { toMillis } from './time';
import type { Instant } from './time';

/** A waitlisted booking: it keeps its own time; its position counts within its slot. */
export interface WaitlistEntry {
  id: number;
  userId: number;
  startTime: Instant;
  endTime: Instant;
  waitlistPosition: number | null;
}

/** A confirmed booking on a bay, with its member (for the daily limit). */
export interface ConfirmedBooking {
  id: number;
  userId: number;
  bayId: number;
  startTime: Instant;
  endTime: Instant;
}

/** A booking's new waitlist position. */
export interface WaitlistPosition {
  id: number;
  waitlistPosition: number;
}

/** A waitlisted booking to confirm, on which bay, with the member price for that bay. */
export interface WaitlistPromotion {
  bookingId: number;
  userId: number;
  bayId: number;
  isPeak: boolean;
  priceCents: number;
  /** What it takes of its member's plan hours (0 here: the service prices it by the plan). */
  planMinutes: number;
}

export const WAITLIST_MESSAGES = {
  notWaitlisted: /*i18n*/ 'Only a waitlisted booking can be promoted.',
  noBayFree: /*i18n*/ 'No bay is free for the whole of this booking, so it cannot be promoted yet.',
  closed: /*i18n*/ 'No active bay is open for the whole of this booking.',
  dailyLimit:
    /*i18n*/ 'This member already has 4 hours booked on that day, so the booking cannot be promoted.',
} as const;

/** A slot is a start instant: bookings starting at the same moment share one queue. */
export function waitlistSlotKey(start: Instant): number {
  return toMillis(start);
}

/** Queue order: position, then id (the order of joining); a missing position goes last. */
function byQueue(a: WaitlistEntry, b: WaitlistEntry): number {
  const pa = a.waitlistPosition ?? Number.POSITIVE_INFINITY;
  const pb = b.waitlistPosition ?? Number.POSITIVE_INFINITY;
  return pa === pb ? a.id - b.id : pa - pb;
}

/** The position a newcomer gets in a slot: one after the slot's current queue. */
export function nextWaitlistPosition(waitlist: readonly WaitlistEntry[], start: Instant): number {
  const key = waitlistSlotKey(start);
  return waitlist.filter((w) => waitlistSlotKey(w.startTime) === key).length + 1;
}

/** Positions 1..n without gaps within each slot, keeping the queue order. */
export function renumberWaitlist(waitlist: readonly WaitlistEntry[]): WaitlistPosition[] {
  const slots = new Map<number, WaitlistEntry[]>();
  for (const w of waitlist) {
    const key = waitlistSlotKey(w.startTime);
    slots.set(key, [...(slots.get(key) ?? []), w]);
  }
  return [...slots.values()].flatMap((queue) =>
    [...queue].sort(byQueue).map((w, i) => ({ id: w.id, waitlistPosition: i + 1 })),
  );
}

/** Only the positions that differ from the stored ones (what the API writes back). */
export function changedPositions(waitlist: readonly WaitlistEntry[]): WaitlistPosition[] {
  const stored = new Map(waitlist.map((w) => [w.id, w.waitlistPosition]));
  return renumberWaitlist(waitlist).filter((p) => stored.get(p.id) !== p.waitlistPosition);
}

export interface WaitlistPlanInput {
  /** The location's bays with their hours. */
  bays: readonly BayForBooking[];
  /** Confirmed bookings at the location (the members' own for the daily limit, all for bays). */
  confirmed: readonly ConfirmedBooking[];
  /** Other time holding bays (lessons, leagues). */
  otherBusy?: readonly BayBusy[];
  waitlist: readonly WaitlistEntry[];
  zone: string;
  now: Instant;
  dailyLimitMinutes?: number;
  /** Members whose plan books off-peak starts only (Starter): only a bay where the start is off-peak takes them. */
  offPeakOnly?: ReadonlySet<number>;
}

function asOwnBookings(confirmed: readonly ConfirmedBooking[], userId: number): BookingLike[] {
  return confirmed
    .filter((c) => c.userId === userId)
    .map((c) => ({ id: c.id, startTime: c.startTime, endTime: c.endTime, status: 'confirmed' }));
}

type Attempt =
  | { ok: true; promotion: WaitlistPromotion }
  | { ok: false; reason: 'full' | 'closed' | 'dailyLimit' };

function tryPromote(
  entry: WaitlistEntry,
  input: WaitlistPlanInput,
  confirmed: readonly ConfirmedBooking[],
): Attempt {
  const busy = [...confirmed, ...(input.otherBusy ?? [])];
  const offPeakOnly = input.offPeakOnly?.has(entry.userId) ?? false;
  const found = assignBay({
    bays: offPeakOnly
      ? input.bays.filter((b) => !isPeakStart(entry.startTime, input.zone, b.hours))
      : input.bays,
    busy,
    start: entry.startTime,
    end: entry.endTime,
    zone: input.zone,
  });
  if (found.kind !== 'assigned') return { ok: false, reason: found.kind };
  const minutes = minutesBetween(entry.startTime, entry.endTime);
  if (
    exceedsDailyLimit({
      bookings: asOwnBookings(confirmed, entry.userId),
      start: entry.startTime,
      durationMinutes: minutes,
      zone: input.zone,
      limitMinutes: input.dailyLimitMinutes ?? DAILY_LIMIT_MINUTES,
    })
  ) {
    return { ok: false, reason: 'dailyLimit' };
  }
  return {
    ok: true,
    promotion: {
      bookingId: entry.id,
      userId: entry.userId,
      bayId: found.bayId,
      isPeak: found.isPeak,
      priceCents: memberPriceCents(minutes, found.isPeak),
      planMinutes: 0,
    },
  };
}

/**
 * After a cancellation or new bay time: the waitlisted bookings that now fit, confirmed in position
 * order (then joining order), each on the first free bay and within its member's daily limit; the
 * sessions that already started stay waiting. Also the renumbered positions of those left.
 */
export function planWaitlistPromotions(input: WaitlistPlanInput): {
  promotions: WaitlistPromotion[];
  positions: WaitlistPosition[];
} {
  const confirmed = [...input.confirmed];
  const promotions: WaitlistPromotion[] = [];
  const queue = [...input.waitlist].sort(
    (a, b) => byQueue(a, b) || toMillis(a.startTime) - toMillis(b.startTime),
  );
  for (const entry of queue) {
    if (toMillis(entry.startTime) <= toMillis(input.now)) continue;
    const attempt = tryPromote(entry, input, confirmed);
    if (!attempt.ok) continue;
    promotions.push(attempt.promotion);
    confirmed.push({ ...entry, bayId: attempt.promotion.bayId });
  }
  const promoted = new Set(promotions.map((p) => p.bookingId));
  return {
    promotions,
    positions: renumberWaitlist(input.waitlist.filter((w) => !promoted.has(w.id))),
  };
}

/**
 * Admin promote of one waitlisted booking: the first free bay within the daily limit, or a
 * DomainError saying why not. Also the renumbered positions of the rest.
 */
export function planSinglePromotion(
  input: Omit<WaitlistPlanInput, 'now'> & { bookingId: number },
): { promotion: WaitlistPromotion; positions: WaitlistPosition[] } {
  const entry = input.waitlist.find((w) => w.id === input.bookingId);
  if (!entry) throw new DomainError('CONFLICT', WAITLIST_MESSAGES.notWaitlisted);
  const attempt = tryPromote(entry, { ...input, now: 0 }, input.confirmed);
  if (!attempt.ok) {
    if (attempt.reason === 'dailyLimit')
      throw new DomainError('DAILY_LIMIT', WAITLIST_MESSAGES.dailyLimit);
    const message =
      attempt.reason === 'full' ? WAITLIST_MESSAGES.noBayFree : WAITLIST_MESSAGES.closed;
    throw new DomainError('BAYS_FULL', message);
  }
  return {
    promotion: attempt.promotion,
    positions: renumberWaitlist(input.waitlist.filter((w) => w.id !== input.bookingId)),
  };
}
