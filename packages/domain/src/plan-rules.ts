// Plans that mean something (DECISIONS.md, Plans mean something): what each tier's plan covers,
// one function a rule. A session belongs to the calendar month, in the club's zone, of its start.
import type { MembershipType } from './enums';
import { adminPriceCents, memberPriceCents } from './pricing';
import { addDays, BOOKING_WINDOW_DAYS, localDateOf, startOfLocalDay, type Instant } from './time';

/** Plan minutes a month by tier: null is unlimited; `none` has no plan. */
const PLAN_MINUTES: Record<MembershipType, number | null> = {
  none: 0,
  member: null,
  starter: 5 * 60,
  pro: 12 * 60,
  elite: null,
};

/** Coaching lessons a plan includes each month (DECISIONS.md: Pro 1, Elite 2). */
const INCLUDED_LESSONS: Record<MembershipType, number> = {
  none: 0,
  member: 0,
  starter: 0,
  pro: 1,
  elite: 2,
};

/** How a tier reads on the screens and in the admin's filter. */
export const PLAN_NAMES: Record<MembershipType, string> = {
  none: 'No plan',
  member: 'Member',
  starter: 'Starter',
  pro: 'Pro',
  elite: 'Elite',
};

/** Hours left as the screens say them: '10.5 h left this month', or 'Unlimited hours'. */
export function planHoursText(hours: number | null): string {
  return hours === null ? 'Unlimited hours' : `${hours.toLocaleString('en-US')} h left this month`;
}

/** Elite books 7 days before everyone else's 14. */
export const ELITE_BOOKING_WINDOW_DAYS = 21;

export const PLAN_MESSAGES = {
  offPeakOnly: /*i18n*/ 'Your Starter plan books off-peak times only.',
  membersOnly: /*i18n*/ 'Bookings are for members. Book a free demo or choose a plan to join.',
} as const;

/**
 * Members-only booking (a club setting): an account without a plan cannot book, join a waitlist
 * or register for a league. The refusal's text, or null when allowed.
 */
export function membersOnlyViolation(membersOnly: boolean, tier: MembershipType): string | null {
  return membersOnly && tier === 'none' ? PLAN_MESSAGES.membersOnly : null;
}

/** The plan's minutes a month (null: unlimited). */
export function planMinutesPerMonth(tier: MembershipType): number | null {
  return PLAN_MINUTES[tier];
}

/** The calendar month of an instant in the club's zone, as the instants it runs between. */
export interface PlanMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** The first instant of the month (local midnight of the 1st). */
  from: Date;
  /** The first instant of the next month: when the plan's hours renew. */
  to: Date;
}

/** The month a session starting at `start` draws on, in `zone` (DST months included). */
export function planMonthOf(start: Instant, zone: string): PlanMonth {
  const day = localDateOf(start, zone);
  const first = `${day.slice(0, 7)}-01`;
  // the 1st plus 31 days is always in the next month; its 1st is the renewal
  const next = `${addDays(first, 31).slice(0, 7)}-01`;
  return {
    month: day.slice(0, 7),
    from: startOfLocalDay(first, zone),
    to: startOfLocalDay(next, zone),
  };
}

/** Minutes left in the month after `usedMinutes` of confirmed sessions: null when unlimited. */
export function planMinutesLeft(tier: MembershipType, usedMinutes: number): number | null {
  const allowance = PLAN_MINUTES[tier];
  return allowance === null ? null : Math.max(0, allowance - usedMinutes);
}

/** What the current-user object calls `hoursRemaining`: hours left (null unlimited, 0 for none). */
export function hoursRemaining(tier: MembershipType, usedMinutes: number): number | null {
  const left = planMinutesLeft(tier, usedMinutes);
  return left === null ? null : left / 60;
}

/** The part of a session the plan covers ($0) and the part charged, in minutes. */
export interface PlanCover {
  coveredMinutes: number;
  chargedMinutes: number;
}

/**
 * A session of `durationMinutes` against `minutesLeft` of plan (null unlimited): covered first,
 * the rest charged. Plan minutes are spent in whole 30-minute steps, as sessions are booked.
 */
export function coverSession(durationMinutes: number, minutesLeft: number | null): PlanCover {
  const covered = minutesLeft === null ? durationMinutes : Math.min(durationMinutes, minutesLeft);
  const coveredMinutes = Math.max(0, covered - (covered % 30));
  return { coveredMinutes, chargedMinutes: durationMinutes - coveredMinutes };
}

/**
 * The price of a session a plan covers in part: the charged part priced as a session of that
 * length by the schedule that prices the booking (a 90 min member booking with 1 h left is
 * charged as a 30 min session, $35).
 */
export function planPriceCents(
  cover: PlanCover,
  isPeak: boolean,
  schedule: 'member' | 'admin',
): number {
  if (cover.chargedMinutes === 0) return 0;
  return schedule === 'member'
    ? memberPriceCents(cover.chargedMinutes, isPeak)
    : adminPriceCents(cover.chargedMinutes, isPeak);
}

/** Starter books off-peak starts only. */
export function booksOffPeakOnly(tier: MembershipType): boolean {
  return tier === 'starter';
}

/** Starter books off-peak starts only: the refusal's text, or null when the start is allowed. */
export function offPeakOnlyViolation(tier: MembershipType, isPeak: boolean): string | null {
  return booksOffPeakOnly(tier) && isPeak ? PLAN_MESSAGES.offPeakOnly : null;
}

/** How many local days ahead (today included) a tier may book: Elite 21, everyone else 14. */
export function bookingWindowDaysFor(tier: MembershipType): number {
  return tier === 'elite' ? ELITE_BOOKING_WINDOW_DAYS : BOOKING_WINDOW_DAYS;
}

/** Elite's league entry is included (fee $0, payment 'included'). */
export function leagueEntryIncluded(tier: MembershipType): boolean {
  return tier === 'elite';
}

/** Coaching lessons the plan includes each month. */
export function includedLessonsPerMonth(tier: MembershipType): number {
  return INCLUDED_LESSONS[tier];
}

/** Minutes as the screens say them: '1 h', '1.5 h', '30 min'. */
function hoursText(minutes: number): string {
  return minutes < 60 ? `${minutes} min` : `${(minutes / 60).toLocaleString('en-US')} h`;
}

/**
 * What the booking wizard says a plan covers before the member confirms: 'Included in your Pro
 * plan: 1 h of 1 h left this month' (null when the plan covers nothing of it).
 */
export function planCoverLine(
  tier: MembershipType,
  cover: PlanCover,
  minutesLeft: number | null,
): string | null {
  if (cover.coveredMinutes === 0) return null;
  const plan = `Included in your ${PLAN_NAMES[tier]} plan`;
  if (minutesLeft === null) return plan;
  return `${plan}: ${hoursText(cover.coveredMinutes)} of ${hoursText(minutesLeft)} left this month`;
}

/** A session confirmed together with others (waitlist promotions), in order. */
export interface PlanSession {
  userId: number;
  tier: MembershipType;
  /** The plan month it draws on (planMonthOf(start).month). */
  month: string;
  minutes: number;
  isPeak: boolean;
}

/** A session's price under its member's plan, and the plan minutes it spends (kept on the booking). */
export interface PlanPrice {
  priceCents: number;
  /** The covered minutes: what the session takes from the month's plan hours. */
  planMinutes: number;
}

/**
 * A session priced by its member's plan: covered first from `minutesLeft` (null unlimited), the
 * rest charged by `schedule`. A booking stores `planMinutes`: a month's use is their sum.
 */
export function priceByPlan(
  durationMinutes: number,
  minutesLeft: number | null,
  isPeak: boolean,
  schedule: 'member' | 'admin',
): PlanPrice {
  const cover = coverSession(durationMinutes, minutesLeft);
  return { priceCents: planPriceCents(cover, isPeak, schedule), planMinutes: cover.coveredMinutes };
}

/**
 * Member-schedule prices of sessions confirmed one after another: each draws on what its
 * member's plan has left in its month after `usedBefore` (by `userId|month`) and the covered part
 * of the sessions before it in the list (a charged part uses no plan time); the rest is charged.
 */
export function priceSessionsInOrder(
  sessions: readonly PlanSession[],
  usedBefore: ReadonlyMap<string, number>,
): PlanPrice[] {
  const used = new Map(usedBefore);
  return sessions.map((s) => {
    const key = `${s.userId}|${s.month}`;
    const before = used.get(key) ?? 0;
    const price = priceByPlan(s.minutes, planMinutesLeft(s.tier, before), s.isPeak, 'member');
    used.set(key, before + price.planMinutes);
    return price;
  });
}
