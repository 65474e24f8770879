import { isBayFree } from './bay-assignment';
import type { BayBusy, BayForBooking } from './bay-assignment';
import {
  DAILY_LIMIT_MINUTES,
  exceedsDailyLimit,
  isValidDuration,
  isWithinBookingWindow,
  MEMBER_DURATIONS,
  overlapsOwnBooking,
  sessionEnd,
} from './booking-rules';
import type { BookingLike, BookingRule } from './booking-rules';
import type { SlotStatus } from './enums';
import { coversSession, isPeakAt, openIntervalsBetween } from './operating-hours';
import { memberPriceCents } from './pricing';
import {
  atLocalTime,
  BOOKING_WINDOW_DAYS,
  formatTime,
  isOnSlotGrid,
  slotsForDay,
  toMillis,
} from './time';
import type { Instant, LocalDate } from './time';

/** The legend, in the screen's order, with each state's words (its colour is the web's). */
export const SLOT_LEGEND: readonly { status: SlotStatus; label: string }[] = [
  { status: 'offPeak', label: 'Available (off-peak)' },
  { status: 'peak', label: 'Available (peak)' },
  { status: 'waitlist', label: 'Waitlist available' },
  { status: 'unavailable', label: 'Unavailable' },
];

/** One start time of a day for a chosen duration, as the booking screen shows it. */
export interface SlotAvailability {
  start: Date;
  end: Date;
  /** '9:30 AM' */
  label: string;
  status: SlotStatus;
  /** The bay the member would get (peak/off-peak only). */
  bayId: number | null;
  /** Member price in cents for the bay that would be assigned (null when not bookable now). */
  priceCents: number | null;
  /** Why a slot is unavailable: a booking rule, 'closed' when no active bay is open, 'offPeakOnly' for a Starter's peak start. */
  reason: SlotReason | null;
}

/** Why a start is unavailable to a member. */
export type SlotReason = BookingRule | 'closed' | 'offPeakOnly';

export interface AvailabilityInput {
  date: LocalDate;
  durationMinutes: number;
  now: Instant;
  zone: string;
  /** The bays of the location (inactive ones are skipped). */
  bays: readonly BayForBooking[];
  /** Confirmed bookings (and lessons, leagues) holding bays. */
  busy: readonly BayBusy[];
  /** The member's own bookings, for overlap and the daily limit. */
  ownBookings: readonly BookingLike[];
  dailyLimitMinutes?: number;
  /** Days ahead the member's plan books (Elite 21); 14 when omitted. */
  windowDays?: number;
  /** The member's plan books off-peak starts only (Starter). */
  offPeakOnly?: boolean;
}

/** What a start time offers whoever asks: a bay at its price, the waitlist, or no open bay. */
export type SlotOffer =
  | { status: 'peak' | 'offPeak'; bayId: number; priceCents: number }
  | { status: 'waitlist' }
  | { status: 'closed' };

/** One start time of a day as the bays have it, before any member's rules. */
export interface PlannedSlot {
  start: Date;
  end: Date;
  label: string;
  onGrid: boolean;
  offer: SlotOffer;
}

/**
 * A local day's start times for a duration as the bays have them: the same for every member (the
 * API keeps it while the day is unchanged). `memberSlots` applies one member's rules to it.
 */
export interface DaySlotPlan {
  date: LocalDate;
  durationMinutes: number;
  zone: string;
  slots: PlannedSlot[];
}

/** What the member sees of a planned slot (its start, end and label are the plan's). */
export interface SlotDecision {
  status: SlotStatus;
  bayId: number | null;
  priceCents: number | null;
  reason: SlotReason | null;
}

/** Plans a day: each start's open bays, the first free one (assignBay's order) and its price. */
export function planDaySlots(
  input: Pick<AvailabilityInput, 'date' | 'durationMinutes' | 'zone' | 'bays' | 'busy'>,
): DaySlotPlan {
  const { zone, durationMinutes: minutes } = input;
  const plan = { date: input.date, durationMinutes: minutes, zone, slots: [] as PlannedSlot[] };
  const slots = slotsForDay(input.date, zone);
  const first = slots[0];
  if (!first) return plan;
  const last = slots[slots.length - 1] ?? first;
  const horizon = sessionEnd(last, Math.max(minutes, 0)).getTime();
  const bookable = isValidDuration(minutes, MEMBER_DURATIONS);
  const bays = input.bays
    .filter((b) => b.isActive)
    .sort((a, b) => a.id - b.id)
    .map((bay) => ({
      id: bay.id,
      alwaysOpen: bay.hours.length === 0,
      hasPeak: bay.hours.some((h) => h.isPeak),
      open: bay.hours.length === 0 ? [] : openIntervalsBetween(first, horizon, zone, bay.hours),
      busy: input.busy.filter((b) => b.bayId === bay.id),
    }));
  plan.slots = slots.map((start): PlannedSlot => {
    const end = sessionEnd(start, minutes);
    const from = start.getTime();
    const to = end.getTime();
    const slot = { start, end, label: formatTime(start, zone), onGrid: isOnSlotGrid(start, zone) };
    // a duration members cannot book has no price: every slot is refused for it (memberSlots)
    if (!bookable) return { ...slot, offer: { status: 'closed' } };
    const open = bays.filter((b) => b.alwaysOpen || coversSession(b.open, from, to));
    if (open.length === 0) return { ...slot, offer: { status: 'closed' } };
    const bay = open.find((b) => isBayFree(b.id, b.busy, start, end));
    if (!bay) return { ...slot, offer: { status: 'waitlist' } };
    const isPeak = bay.hasPeak && isPeakAt(bay.open, from);
    return {
      ...slot,
      offer: {
        status: isPeak ? 'peak' : 'offPeak',
        bayId: bay.id,
        priceCents: memberPriceCents(minutes, isPeak),
      },
    };
  });
  return plan;
}

const UNOFFERED = { bayId: null, priceCents: null } as const;

/**
 * A member's view of a planned day: the booking rules in memberBookingViolation's order (duration,
 * grid, past, window, own overlap, daily limit), then the plan's offer. What does not change within
 * a day is worked out once: the window and the daily limit (every slot starts on the plan's date).
 */
export function memberSlots(
  plan: DaySlotPlan,
  member: Pick<
    AvailabilityInput,
    'now' | 'ownBookings' | 'dailyLimitMinutes' | 'windowDays' | 'offPeakOnly'
  >,
): SlotDecision[] {
  const { zone, durationMinutes: minutes } = plan;
  const first = plan.slots[0];
  if (!first) return [];
  const { now, ownBookings } = member;
  const nowMs = toMillis(now);
  const dayRule: BookingRule | null = isValidDuration(minutes, MEMBER_DURATIONS)
    ? null
    : 'duration';
  const outsideWindow = !isWithinBookingWindow(
    first.start,
    now,
    zone,
    member.windowDays ?? BOOKING_WINDOW_DAYS,
  );
  const overLimit = exceedsDailyLimit({
    bookings: ownBookings,
    start: first.start,
    durationMinutes: minutes,
    zone,
    limitMinutes: member.dailyLimitMinutes ?? DAILY_LIMIT_MINUTES,
  });
  return plan.slots.map(({ start, end, onGrid, offer }): SlotDecision => {
    const rule =
      dayRule ??
      (!onGrid
        ? 'grid'
        : start.getTime() < nowMs
          ? 'past'
          : outsideWindow
            ? 'window'
            : ownBookings.length > 0 && overlapsOwnBooking(ownBookings, start, end)
              ? 'overlap'
              : overLimit
                ? 'dailyLimit'
                : null);
    if (rule) return { status: 'unavailable', reason: rule, ...UNOFFERED };
    if (offer.status === 'closed') return { status: 'unavailable', reason: 'closed', ...UNOFFERED };
    if (offer.status === 'waitlist') return { status: 'waitlist', reason: null, ...UNOFFERED };
    if (offer.status === 'peak' && member.offPeakOnly)
      return { status: 'unavailable', reason: 'offPeakOnly', ...UNOFFERED };
    return { ...offer, reason: null };
  });
}

/**
 * Availability of every half-hour start of a local day for a duration: off-peak or peak when a bay
 * is free, waitlist when every open bay is taken, unavailable when a rule forbids it. The day's plan
 * (the same for everyone) with the member's rules on it; a test holds it to the one-slot-at-a-time
 * rules of a booking (memberBookingViolation, then assignBay).
 */
export function slotAvailability(input: AvailabilityInput): SlotAvailability[] {
  const plan = planDaySlots(input);
  const decisions = memberSlots(plan, input);
  return plan.slots.map(({ start, end, label }, i) => ({
    start,
    end,
    label,
    ...(decisions[i] ?? { status: 'unavailable', reason: 'closed', ...UNOFFERED }),
  }));
}

/** The slots the time selector offers: every one that is not unavailable. */
export function offeredSlots(input: AvailabilityInput): SlotAvailability[] {
  return slotAvailability(input).filter((s) => s.status !== 'unavailable');
}

/** The 'Daily limit reached' alert: the day's confirmed time plus the duration passes the limit. */
export function isDailyLimitReached(input: {
  date: LocalDate;
  durationMinutes: number;
  zone: string;
  ownBookings: readonly BookingLike[];
  dailyLimitMinutes?: number;
}): boolean {
  return exceedsDailyLimit({
    bookings: input.ownBookings,
    start: atLocalTime(input.date, '12:00', input.zone),
    durationMinutes: input.durationMinutes,
    zone: input.zone,
    limitMinutes: input.dailyLimitMinutes ?? DAILY_LIMIT_MINUTES,
  });
}
