import type { MembershipType } from './enums';
import { addDays } from './time';
import { instantOfLocal, localParts } from './zone-clock';

// A membership paid by card (DECISIONS.md, Card payments are Stripe's, when the club configures it):
// the plan Stripe's events set, the date it is paid through, a failed renewal's grace, and the plan
// a member books with. Pure: the API turns each Stripe event into a BillingChange and stores the
// state this returns.

/** The plans sold by card and the lookup key of each one's monthly price. */
export const PLAN_LOOKUP_KEYS = {
  starter: 'starter_monthly',
  pro: 'pro_monthly',
  elite: 'elite_monthly',
} as const;
export type PaidPlan = keyof typeof PLAN_LOOKUP_KEYS;
export const PAID_PLANS = Object.keys(PLAN_LOOKUP_KEYS) as PaidPlan[];

/** The plan whose monthly price has this lookup key; null for any other price. */
export function planOfLookupKey(key: string | null | undefined): PaidPlan | null {
  return PAID_PLANS.find((plan) => PLAN_LOOKUP_KEYS[plan] === key) ?? null;
}

/** Days a member keeps booking with their plan after a renewal fails. */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * When a failed renewal's grace ends: the same wall-clock time in the club's zone 7 calendar days
 * later (167 or 169 hours across a clock change; Jan 28 + 7 = Feb 4).
 */
export function graceEndsAt(failedAt: Date, zone: string): Date {
  const ms = failedAt.getTime();
  const wall = localParts(ms, zone);
  const date = addDays(
    `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`,
    PAST_DUE_GRACE_DAYS,
  );
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = instantOfLocal({ year, month, day, hour: wall.hour, minute: wall.minute }, zone);
  return new Date(start + wall.second * 1000 + wall.millisecond);
}

export const PLAN_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** A member's plan as Stripe last told it (status null: Stripe never managed it). */
export interface PlanBilling {
  plan: MembershipType;
  status: PlanStatus | null;
  /** The end of the period paid for (the subscription's current_period_end). */
  paidThrough: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Past due: when the member starts booking as `none`. */
  graceEndsAt: Date | null;
  /** The time of the latest event applied: an older one changes nothing. */
  stateAt: Date | null;
}

/** What one Stripe event says about a member's plan. */
export type BillingChange =
  | {
      kind: 'subscription';
      at: Date;
      /** Stripe's subscription status ('active', 'past_due', 'canceled', …). */
      stripeStatus: string;
      plan: PaidPlan | null;
      periodEnd: Date;
      cancelAtPeriodEnd: boolean;
      graceEndsAt: Date;
    }
  | { kind: 'subscriptionEnded'; at: Date }
  | { kind: 'invoicePaid'; at: Date; periodEnd: Date | null }
  | { kind: 'invoiceFailed'; at: Date; graceEndsAt: Date };

/** Stripe's subscription statuses as the club's: null for one that changes nothing (incomplete). */
export function planStatusOf(stripeStatus: string): PlanStatus | null {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid') return 'past_due';
  if (stripeStatus === 'canceled' || stripeStatus === 'incomplete_expired') return 'canceled';
  return null;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

const ENDED: Pick<PlanBilling, 'plan' | 'status' | 'cancelAtPeriodEnd' | 'graceEndsAt'> = {
  plan: 'none',
  status: 'canceled',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
};

/**
 * The state after a change, or null when it changes nothing: an event older than the last one
 * applied, a subscription update for an earlier period, or one that says nothing new. Events come
 * in any order and more than once; state never moves backwards.
 */
export function applyBillingChange(state: PlanBilling, change: BillingChange): PlanBilling | null {
  if (state.stateAt && change.at < state.stateAt) return null;
  const stateAt = later(state.stateAt, change.at);
  switch (change.kind) {
    case 'subscriptionEnded':
      return { ...state, ...ENDED, stateAt };
    case 'subscription': {
      const status = planStatusOf(change.stripeStatus);
      if (status === null || (state.paidThrough && change.periodEnd < state.paidThrough))
        return null;
      if (status === 'canceled') return { ...state, ...ENDED, stateAt };
      const pastDue = status === 'past_due';
      return {
        plan: change.plan ?? state.plan,
        status,
        paidThrough: change.periodEnd,
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        graceEndsAt: pastDue ? (state.graceEndsAt ?? change.graceEndsAt) : null,
        stateAt,
      };
    }
    case 'invoicePaid':
      if (state.status === 'canceled' || state.status === null) return null;
      return {
        ...state,
        status: 'active',
        graceEndsAt: null,
        paidThrough: later(state.paidThrough, change.periodEnd),
        stateAt,
      };
    case 'invoiceFailed':
      if (state.status !== 'active' && state.status !== 'past_due') return null;
      return {
        ...state,
        status: 'past_due',
        graceEndsAt: state.graceEndsAt ?? change.graceEndsAt,
        stateAt,
      };
  }
}

/**
 * The plan a member books with at `now`: their plan, except `none` once a failed renewal's grace
 * has ended or a plan cancelled at its period's end has reached it.
 */
export function effectivePlan(
  billing: Pick<
    PlanBilling,
    'plan' | 'status' | 'paidThrough' | 'cancelAtPeriodEnd' | 'graceEndsAt'
  >,
  now: Date,
): MembershipType {
  if (billing.status === 'past_due' && billing.graceEndsAt && now >= billing.graceEndsAt)
    return 'none';
  if (billing.cancelAtPeriodEnd && billing.paidThrough && now >= billing.paidThrough) return 'none';
  return billing.plan;
}
