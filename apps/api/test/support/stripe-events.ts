import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// Stripe events as Stripe sends them (the fields the product reads, in the SDK's API version's
// shapes), signed with the SDK's own generateTestHeaderString.

export const WEBHOOK_SECRET = 'whsec_test_club_webhook_secret';
export const SECRET_KEY = 'sk_test_club_secret_key';
const sdk = new Stripe(SECRET_KEY);

let count = 0;
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A Stripe event of `type` about `object`, created at `at`. */
export function stripeEvent(type: string, object: Record<string, unknown>, at: string) {
  count += 1;
  return {
    id: `evt_test_${count}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: seconds(at),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export interface SubscriptionFields {
  customer: string;
  plan?: 'starter_monthly' | 'pro_monthly' | 'elite_monthly';
  status?: string;
  periodEnd: string;
  cancelAtPeriodEnd?: boolean;
}

/** A subscription object: its plan's price on its first item, the period on the item. */
export function subscription(f: SubscriptionFields) {
  const end = seconds(f.periodEnd);
  return {
    id: `sub_${f.customer}`,
    object: 'subscription',
    customer: f.customer,
    status: f.status ?? 'active',
    cancel_at_period_end: f.cancelAtPeriodEnd ?? false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${f.customer}`,
          object: 'subscription_item',
          current_period_start: end - 30 * 86400,
          current_period_end: end,
          price: {
            id: `price_${f.plan ?? 'pro_monthly'}`,
            object: 'price',
            lookup_key: f.plan ?? 'pro_monthly',
          },
          quantity: 1,
        },
      ],
    },
  };
}

/** An invoice of the customer's subscription for the period ending `periodEnd`. */
export function invoice(customer: string, periodEnd: string, status: 'paid' | 'open' = 'paid') {
  const end = seconds(periodEnd);
  return {
    id: `in_${customer}_${end}`,
    object: 'invoice',
    customer,
    status,
    amount_paid: status === 'paid' ? 19900 : 0,
    amount_due: 19900,
    currency: 'usd',
    lines: {
      object: 'list',
      data: [{ id: `il_${end}`, object: 'line_item', period: { start: end - 30 * 86400, end } }],
    },
  };
}

/** Delivers an event to the webhook as Stripe does: the raw JSON body, signed. */
export function deliver(app: FastifyInstance, event: object, secret: string = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}
