import { BILLING_MESSAGES } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';
import { applyStripeEvent } from '../services/billing/stripe-events';
import type { ServiceDeps } from '../services/shared/deps';

export const WEBHOOK_PATH = '/api/billing/webhook';
export const BAD_SIGNATURE = 'The Stripe signature of this request is not valid.';
/** The events the club's webhook endpoint in Stripe sends (README, Connecting Stripe). */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * Stripe's webhook: the signature is checked on the raw body, so this route alone reads JSON as
 * bytes (a content-type parser in its own encapsulated context, as Fastify documents).
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: ServiceDeps) {
  await app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(WEBHOOK_PATH, { bodyLimit: 1024 * 1024 }, async (req, reply) => {
      if (!deps.billing)
        return reply.status(404).send(errorEnvelope(BILLING_MESSAGES.notConfigured, 'NOT_FOUND'));
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
          throw new Error('unsigned');
        event = deps.billing.verifiedEvent(req.body, signature);
      } catch {
        return reply.status(400).send(errorEnvelope(BAD_SIGNATURE, 'INVALID_SIGNATURE'));
      }
      const outcome = await applyStripeEvent(deps, event);
      return reply.send({ received: true, outcome });
    });
    done();
  });
}

const envelope = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
};

/** The webhook's OpenAPI operation (it has no procedure: its body is Stripe's signed event). */
export const WEBHOOK_OPERATION = {
  post: {
    summary:
      "Stripe's webhook: a signed event (Stripe-Signature header, checked on the raw body); each event id is applied once, and an event older than the plan's state changes nothing",
    description: `Access: Stripe (the signature made with STRIPE_WEBHOOK_SECRET). Events handled: ${STRIPE_EVENTS.join(', ')}; others are stored and answered 200.`,
    tags: ['Card payments'],
    operationId: 'post_billing_webhook',
    parameters: [
      { name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } },
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: { type: 'object', description: 'A Stripe event' } },
      },
    },
    responses: {
      200: {
        description:
          'Received: applied, stale (older than the state), ignored, unknown_customer (stored, nothing changed), or replayed (already stored)',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['received', 'outcome'],
              properties: {
                received: { type: 'boolean' },
                outcome: {
                  type: 'string',
                  enum: ['applied', 'stale', 'ignored', 'unknown_customer', 'replayed'],
                },
              },
            },
          },
        },
      },
      400: { description: `${BAD_SIGNATURE} (code INVALID_SIGNATURE)`, content: envelope },
      404: { description: BILLING_MESSAGES.notConfigured, content: envelope },
      413: { description: 'The request body is too large.', content: envelope },
      415: { description: 'Unsupported content type: send application/json.', content: envelope },
    },
  },
};
