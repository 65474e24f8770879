// Guests on a booking (DECISIONS.md, Guests): up to 3 a booking; Elite's 2 guest passes a
// calendar month in the club's zone are used first, every other guest costs the club's guest fee.
// A booking draws on the month of its start (planMonthOf). Removing a guest, or cancelling the
// booking, before the start gives the pass or the fee back.
import type { MembershipType } from './enums';
import { builtText, type BuiltText } from './errors';
import { formatCents } from './pricing';
import { toMillis, type Instant } from './time';

/** Guests one booking carries, at most (a bay takes four players). */
export const MAX_GUESTS = 3;
/** The club's guest fee until Club Settings names another: $20 per guest per session. */
export const DEFAULT_GUEST_FEE_CENTS = 2000;
/** The highest guest fee Club Settings takes: $1,000. */
export const MAX_GUEST_FEE_CENTS = 100_000;

/** Guest passes a plan gives each calendar month in club time: Elite 2, everyone else none. */
const GUEST_PASSES: Record<MembershipType, number> = {
  none: 0,
  member: 0,
  starter: 0,
  pro: 0,
  elite: 2,
};

export const GUEST_MESSAGES = {
  tooMany: /*i18n*/ 'A booking takes up to 3 guests.',
  notChangeable: /*i18n*/ 'Guests can be added or removed only before the session starts.',
  guestNotFound: /*i18n*/ 'Guest not found',
  bookingCancelled: /*i18n*/ 'This booking is cancelled: its guests can no longer change.',
} as const;

/** The guest passes the tier's plan gives each month. */
export function guestPassesPerMonth(tier: MembershipType): number {
  return GUEST_PASSES[tier];
}

/** Passes left in the month after `used` (never below 0: a plan changed mid-month overdraws nothing). */
export function guestPassesLeft(tier: MembershipType, used: number): number {
  return Math.max(0, GUEST_PASSES[tier] - Math.max(0, used));
}

/**
 * The month's passes as the member sees them (plan card, My Account): left and per month, with
 * the line the screens show; null when the plan gives none.
 */
export function guestPassesOfMonth(
  tier: MembershipType,
  used: number,
): { left: number; perMonth: number; text: string } | null {
  const perMonth = GUEST_PASSES[tier];
  if (perMonth === 0) return null;
  const left = guestPassesLeft(tier, used);
  return { left, perMonth, text: guestPassesText(left, perMonth).text };
}

/** The month's passes line, for each language: 'Guest passes: 1 of 2 left this month'. */
export function guestPassesText(left: number, perMonth: number): BuiltText {
  return builtText(
    /*i18n*/ 'Guest passes: {left} of {perMonth} left this month',
    { left, perMonth },
    `Guest passes: ${left} of ${perMonth} left this month`,
  );
}

/** What one guest costs: a pass (the `passNumber`th of the `passesLeft` before this booking) or the fee. */
export type GuestCharge =
  | { kind: 'pass'; priceCents: 0; passNumber: number; passesLeft: number }
  | { kind: 'fee'; priceCents: number };

/**
 * Each guest's charge, in the order given: the month's passes left after `passesUsed` go to the
 * first guests, every other guest pays `feeCents`. `passesUsed` counts the member's live guests on
 * other bookings that start in the same club-time month.
 */
export function priceGuests(input: {
  tier: MembershipType;
  passesUsed: number;
  guests: number;
  feeCents: number;
}): GuestCharge[] {
  const passesLeft = guestPassesLeft(input.tier, input.passesUsed);
  return Array.from({ length: Math.max(0, input.guests) }, (_, i): GuestCharge =>
    i < passesLeft
      ? { kind: 'pass', priceCents: 0, passNumber: i + 1, passesLeft }
      : { kind: 'fee', priceCents: input.feeCents },
  );
}

/** The passes a set of charges uses. */
export function passesUsedBy(charges: readonly GuestCharge[]): number {
  return charges.filter((c) => c.kind === 'pass').length;
}

/** The guest fees a set of charges adds to the member's account, in cents. */
export function guestFeesCents(charges: readonly Pick<GuestCharge, 'priceCents'>[]): number {
  return charges.reduce((sum, c) => sum + c.priceCents, 0);
}

/**
 * The confirm step's line for a guest, for each language: 'Guest pass (1 of 2 left this month)'
 * or 'Guest fee $20'.
 */
export function guestChargeLine(charge: GuestCharge): BuiltText {
  return charge.kind === 'pass'
    ? builtText(
        /*i18n*/ 'Guest pass ({passNumber} of {passesLeft} left this month)',
        { passNumber: charge.passNumber, passesLeft: charge.passesLeft },
        `Guest pass (${charge.passNumber} of ${charge.passesLeft} left this month)`,
      )
    : builtText(
        /*i18n*/ 'Guest fee {fee}',
        { fee: { cents: charge.priceCents } },
        `Guest fee ${formatCents(charge.priceCents)}`,
      );
}

/** Adding `adding` guests to a booking that has `current`: the refusal's text, or null. */
export function guestCountViolation(current: number, adding: number): string | null {
  return current + adding > MAX_GUESTS ? GUEST_MESSAGES.tooMany : null;
}

/** Guests change only before the session starts: the refusal's text, or null. */
export function guestChangeViolation(start: Instant, now: Instant): string | null {
  return toMillis(now) < toMillis(start) ? null : GUEST_MESSAGES.notChangeable;
}

/** A guest as stored: a pass, or the fee it was charged (0 when on a pass); removed ones are gone. */
export interface GuestHeld {
  usesPass: boolean;
  feeCents: number;
  removedAt?: Instant | null;
}

/** What is given back: passes to the month, fees credited to the member's account. */
export interface GuestGiveBack {
  passes: number;
  feeCents: number;
}

/**
 * What removing `guests` (or cancelling their booking) gives back: before the start, each live
 * guest's pass or fee; at or after the start, nothing. A guest removed before gave back already.
 */
export function guestGiveBack(
  guests: readonly GuestHeld[],
  start: Instant,
  now: Instant,
): GuestGiveBack {
  if (toMillis(now) >= toMillis(start)) return { passes: 0, feeCents: 0 };
  const live = guests.filter((g) => g.removedAt === undefined || g.removedAt === null);
  return {
    passes: live.filter((g) => g.usesPass).length,
    feeCents: live.reduce((sum, g) => sum + (g.usesPass ? 0 : g.feeCents), 0),
  };
}

/** Who a guest is, as an edited list names them. */
export interface GuestIdentity {
  firstName: string;
  email: string | null;
}

const sameGuest = (a: GuestIdentity, b: GuestIdentity) =>
  a.firstName.trim() === b.firstName.trim() &&
  (a.email ?? '').trim().toLowerCase() === (b.email ?? '').trim().toLowerCase();

/**
 * A booking's guest list edited (Move Booking): each wanted guest with the live guest it keeps
 * (same first name and e-mail, each live guest kept once) or null when new, in the order wanted;
 * and the live guests that go. A kept guest keeps their place and waiver; a new one is invited.
 */
export function matchGuestList<W extends GuestIdentity>(
  live: readonly (GuestIdentity & { id: number })[],
  wanted: readonly W[],
): { list: { guest: W; keptId: number | null }[]; removedIds: number[] } {
  const open = [...live];
  const list = wanted.map((guest) => {
    const i = open.findIndex((g) => sameGuest(g, guest));
    const [kept] = i >= 0 ? open.splice(i, 1) : [];
    return { guest, keptId: kept?.id ?? null };
  });
  return { list, removedIds: open.map((g) => g.id) };
}
