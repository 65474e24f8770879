import {
  firstLocation,
  lockUserByStripeCustomer,
  markStripeEvent,
  planBillingOf,
  savePlanBilling,
  storeStripeEvent,
  type StripeEventOutcome,
} from '@club/db';
import {
  applyBillingChange,
  DEFAULT_TIME_ZONE,
  graceEndsAt,
  planOfLookupKey,
  type BillingChange,
} from '@club/domain';
import type Stripe from 'stripe';
import type { ServiceDeps } from '../shared/deps';
import { moneyOf, writeStripeMoney } from './stripe-money';

// Stripe's webhook events (DECISIONS.md, Card payments are Stripe's): each event id is stored once,
// in the transaction that applies it, with the member's row locked: a replay, or 20 deliveries of
// one event at once, apply it once; an event older than the state changes nothing. No call to
// Stripe is made here, so the answer is fast without a job.

const seconds = (s: number) => new Date(s * 1000);
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The subscription's period end: on its first item (API 2025-03-31 and later), else its own. */
function periodEndOf(sub: Stripe.Subscription): Date | null {
  const legacy: unknown = Reflect.get(sub, 'current_period_end');
  const end = sub.items.data[0]?.current_period_end ?? legacy;
  return typeof end === 'number' ? seconds(end) : null;
}

/** What an event says about a customer's plan (null: nothing, e.g. a one-time Checkout). */
function changeOf(
  event: Stripe.Event,
  at: Date,
  grace: Date,
): { customer: string | null; change: BillingChange | null } {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const periodEnd = periodEndOf(sub);
      const change: BillingChange | null = periodEnd && {
        kind: 'subscription',
        at,
        stripeStatus: sub.status,
        plan: planOfLookupKey(sub.items.data[0]?.price.lookup_key),
        periodEnd,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
        graceEndsAt: grace,
      };
      return { customer: idOf(sub.customer), change };
    }
    case 'customer.subscription.deleted':
      return {
        customer: idOf(event.data.object.customer),
        change: { kind: 'subscriptionEnded', at },
      };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const ends = invoice.lines.data.map((line) => line.period.end);
      const periodEnd = ends.length ? seconds(Math.max(...ends)) : null;
      return { customer: idOf(invoice.customer), change: { kind: 'invoicePaid', at, periodEnd } };
    }
    case 'invoice.payment_failed':
      return {
        customer: idOf(event.data.object.customer),
        change: { kind: 'invoiceFailed', at, graceEndsAt: grace },
      };
    case 'checkout.session.completed':
      // the customer is the member's own (made before Checkout); the subscription's events set the plan
      return { customer: idOf(event.data.object.customer), change: null };
    default:
      return { customer: null, change: null };
  }
}

/** Applies one verified event once; answers what it did. */
export async function applyStripeEvent(
  deps: ServiceDeps,
  event: Stripe.Event,
): Promise<StripeEventOutcome | 'replayed'> {
  const at = seconds(event.created);
  const zone = (await firstLocation(deps.db))?.timeZone ?? DEFAULT_TIME_ZONE;
  const { customer, change } = changeOf(event, at, graceEndsAt(at, zone));
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const stored = await storeStripeEvent(trx, {
      id: event.id,
      type: event.type,
      createdAt: at,
      receivedAt: deps.now(),
    });
    if (!stored) return 'replayed' as const;
    const member = customer ? await lockUserByStripeCustomer(trx, customer) : undefined;
    let result: StripeEventOutcome = 'ignored';
    if (customer && !member) result = 'unknown_customer';
    const money = moneyOf(event);
    if (member && money) {
      await writeStripeMoney(trx, { userId: member.id, eventId: event.id, money, now: deps.now() });
      result = 'applied';
    }
    if (member && change) {
      const next = applyBillingChange(planBillingOf(member), change);
      if (next) await savePlanBilling(trx, member.id, next);
      result = next ? 'applied' : 'stale';
    }
    await markStripeEvent(trx, event.id, {
      outcome: result,
      stripeCustomerId: customer,
      userId: member?.id ?? null,
    });
    return { result, userId: member?.id };
  });
  if (outcome === 'replayed') return outcome;
  if (outcome.userId !== undefined) deps.caches.forget(`user:${outcome.userId}`);
  return outcome.result;
}
