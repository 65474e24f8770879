import { DomainError } from './errors';
import { isPeakStart } from './operating-hours';
import type { OperatingHoursEntry } from './operating-hours';
import { SLOT_MINUTES, wallClock } from './time';
import type { Instant } from './time';

/** Member schedule (spec 9): whole dollars per hour. */
export const MEMBER_RATES = { offPeak: 40, peak: 50 } as const;
/** Member schedule: a 30-minute session costs this flat, peak or not. */
export const MEMBER_HALF_HOUR_FLAT = 35;
/** Admin schedule (spec 9): whole dollars per hour. */
export const ADMIN_RATES = { offPeak: 45, peak: 55 } as const;

/** A price in integer cents with the peak flag it was computed from. */
export interface PriceQuote {
  priceCents: number;
  isPeak: boolean;
}

function assertPricedDuration(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes <= 0 || minutes % SLOT_MINUTES !== 0) {
    throw new DomainError('VALIDATION', /*i18n*/ 'Durations are whole 30-minute steps.');
  }
}

/** Percent of the hourly total charged: 100 up to 1 h, 95 to 2 h, 90 to 3 h, 85 beyond. */
export function durationFactorPercent(minutes: number): number {
  if (minutes <= 60) return 100;
  if (minutes <= 120) return 95;
  if (minutes <= 180) return 90;
  return 85;
}

/** rate * minutes/60 * percent/100, rounded half up to whole dollars, in integer arithmetic. */
function roundedDollars(rate: number, minutes: number, percent: number): number {
  const numerator = rate * minutes * percent;
  const denominator = 60 * 100;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Member price in cents: 30 min = $35 flat; otherwise rate x hours x factor, whole dollars. */
export function memberPriceCents(durationMinutes: number, isPeak: boolean): number {
  assertPricedDuration(durationMinutes);
  if (durationMinutes === SLOT_MINUTES) return MEMBER_HALF_HOUR_FLAT * 100;
  const rate = isPeak ? MEMBER_RATES.peak : MEMBER_RATES.offPeak;
  return roundedDollars(rate, durationMinutes, durationFactorPercent(durationMinutes)) * 100;
}

/** Admin peak by the clock: local start hour >= 16, or 12 <= hour < 16 on Saturday and Sunday. */
export function isAdminPeak(start: Instant, zone: string): boolean {
  const local = wallClock(start, zone);
  const weekend = local.weekday === 6 || local.weekday === 0;
  return local.hour >= 16 || (weekend && local.hour >= 12);
}

/** Admin price in cents: $45/$55 per hour less 5/10/15 % past 1, 2, 3 hours, whole dollars. */
export function adminPriceCents(durationMinutes: number, isPeak: boolean): number {
  assertPricedDuration(durationMinutes);
  const rate = isPeak ? ADMIN_RATES.peak : ADMIN_RATES.offPeak;
  return roundedDollars(rate, durationMinutes, durationFactorPercent(durationMinutes)) * 100;
}

/** The member schedule for a session on a bay: peak from the bay's windows for the start. */
export function quoteMemberBooking(input: {
  start: Instant;
  durationMinutes: number;
  zone: string;
  hours: readonly OperatingHoursEntry[];
}): PriceQuote {
  const isPeak = isPeakStart(input.start, input.zone, input.hours);
  return { isPeak, priceCents: memberPriceCents(input.durationMinutes, isPeak) };
}

/** The admin schedule for a session an admin creates: peak from the clock rule. */
export function quoteAdminBooking(input: {
  start: Instant;
  durationMinutes: number;
  zone: string;
}): PriceQuote {
  const isPeak = isAdminPeak(input.start, input.zone);
  return { isPeak, priceCents: adminPriceCents(input.durationMinutes, isPeak) };
}

/** Display of cents as dollars: 5700 -> '$57', 2250 -> '$22.50'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const whole = dollars.toLocaleString('en-US');
  return rest === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rest).padStart(2, '0')}`;
}

/** A dollar amount typed into a money field as integer cents: 20 -> 2000, 12.345 -> 1235. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents as the dollar amount a money field shows: 2000 -> 20, 1250 -> 12.5. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
