import type { TMemberPlan } from '@club/contract';

function day(iso: string, zone: string, withYear: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: zone,
  }).format(new Date(iso));
}

/**
 * What a plan paid by card says next to it, in the club's zone: "Renews Dec 28, 2026", "Ends Dec
 * 28, 2026" (cancelled at the period's end), "Payment failed: please update your card by Dec 5";
 * null when Stripe does not manage the plan (or it has ended).
 */
export function planStateLine(plan: TMemberPlan, zone: string): string | null {
  if (plan.status === 'past_due' && plan.graceEndsAt)
    return `Payment failed: please update your card by ${day(plan.graceEndsAt, zone, false)}`;
  if (plan.status !== 'active' || !plan.paidThrough) return null;
  return `${plan.cancelAtPeriodEnd ? 'Ends' : 'Renews'} ${day(plan.paidThrough, zone, true)}`;
}
