import { BILLING_MESSAGES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { applyStripeEvent } from '../services/billing/stripe-events';
import type { ServiceDeps } from '../services/shared/deps';
import { registerSignedWebhook, webhookOperation } from './signed-webhook';

export const WEBHOOK_PATH = '/api/billing/webhook';
export const BAD_SIGNATURE = /*i18n*/ 'The Stripe signature of this request is not valid.';
/** The events the club's webhook endpoint in Stripe sends (README, Connecting Stripe). */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** Stripe's webhook: the `Stripe-Signature` header checked on the raw body by Stripe's SDK. */
export function registerStripeWebhook(app: FastifyInstance, deps: ServiceDeps) {
  return registerSignedWebhook(app, {
    path: WEBHOOK_PATH,
    bodyLimit: 1024 * 1024,
    notConfigured: BILLING_MESSAGES.notConfigured,
    badSignature: BAD_SIGNATURE,
    configured: () => deps.billing !== null,
    verify: (raw, headers) => {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !deps.billing) throw new Error('unsigned');
      return deps.billing.verifiedEvent(raw, signature);
    },
    apply: (event) => applyStripeEvent(deps, event),
  });
}

export const WEBHOOK_OPERATION = webhookOperation({
  summary:
    "Stripe's webhook: a signed event (Stripe-Signature header, checked on the raw body); each event id is applied once, and an event older than the plan's state changes nothing",
  description: `Access: Stripe (the signature made with STRIPE_WEBHOOK_SECRET). Events handled: ${STRIPE_EVENTS.join(', ')}; others are stored and answered 200.`,
  tag: 'Card payments',
  operationId: 'post_billing_webhook',
  headers: ['Stripe-Signature'],
  event: 'A Stripe event',
  outcomes: ['applied', 'stale', 'ignored', 'unknown_customer', 'replayed'],
  received:
    'Received: applied, stale (older than the state), ignored, unknown_customer (stored, nothing changed), or replayed (already stored)',
  badSignature: BAD_SIGNATURE,
  notConfigured: BILLING_MESSAGES.notConfigured,
});
