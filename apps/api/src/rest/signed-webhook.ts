import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../errors';

/** A vendor's signed webhook (Stripe, Seam): its route, messages and the vendor's own check. */
export interface SignedWebhook<E> {
  path: string;
  bodyLimit: number;
  /** 404's message while the vendor is not configured on this server. */
  notConfigured: string;
  /** 400's message when the signature is missing or does not match. */
  badSignature: string;
  configured: () => boolean;
  /** The vendor's helper checking the signature on the raw body: the event, or a throw. */
  verify: (raw: Buffer, headers: FastifyRequest['headers']) => E;
  /** Applies the event once (its id stored): answers the outcome. */
  apply: (event: E) => Promise<string>;
}

/**
 * Registers a signed webhook. The signature is checked on the raw body, so the route alone reads
 * JSON as bytes: a content-type parser in its own encapsulated context, as Fastify documents.
 */
export async function registerSignedWebhook<E>(app: FastifyInstance, hook: SignedWebhook<E>) {
  await app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(hook.path, { bodyLimit: hook.bodyLimit }, async (req, reply) => {
      if (!hook.configured())
        return reply.status(404).send(errorEnvelope(hook.notConfigured, 'NOT_FOUND'));
      let event: E;
      try {
        if (!Buffer.isBuffer(req.body)) throw new Error('no body');
        event = hook.verify(req.body, req.headers);
      } catch {
        return reply.status(400).send(errorEnvelope(hook.badSignature, 'INVALID_SIGNATURE'));
      }
      return reply.send({ received: true, outcome: await hook.apply(event) });
    });
    done();
  });
}

const envelope = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
};

/** A signed webhook's OpenAPI operation (no procedure: its body is the vendor's signed event). */
export function webhookOperation(op: {
  summary: string;
  description: string;
  tag: string;
  operationId: string;
  /** The signature's headers. */
  headers: readonly string[];
  /** What the body is ("A Stripe event"). */
  event: string;
  outcomes: readonly string[];
  /** The 200 answer's description, naming the outcomes. */
  received: string;
  badSignature: string;
  notConfigured: string;
}) {
  return {
    post: {
      summary: op.summary,
      description: op.description,
      tags: [op.tag],
      operationId: op.operationId,
      parameters: op.headers.map((name) => ({
        name,
        in: 'header',
        required: true,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', description: op.event } } },
      },
      responses: {
        200: {
          description: op.received,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['received', 'outcome'],
                properties: {
                  received: { type: 'boolean' },
                  outcome: { type: 'string', enum: [...op.outcomes] },
                },
              },
            },
          },
        },
        400: { description: `${op.badSignature} (code INVALID_SIGNATURE)`, content: envelope },
        404: { description: op.notConfigured, content: envelope },
        413: { description: 'The request body is too large.', content: envelope },
        415: { description: 'Unsupported content type: send application/json.', content: envelope },
      },
    },
  };
}
