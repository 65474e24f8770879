import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';
import { applyDoorEvent } from '../services/door/door-checkin';
import type { ServiceDeps } from '../services/shared/deps';

export const DOOR_WEBHOOK_PATH = '/api/door/webhook';
export const BAD_DOOR_SIGNATURE = 'The Seam signature of this request is not valid.';
export const DOOR_NOT_CONFIGURED = 'Door access is not set up on this server.';

/** Header values as the signature check reads them (one string each). */
function flatHeaders(headers: Record<string, string | string[] | undefined>) {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

/**
 * Seam's webhook (delivered by Svix): the signature is checked on the raw body with Seam's own
 * helper, so this route alone reads JSON as bytes (an encapsulated content-type parser, as the
 * Stripe webhook does). Each event id is stored once; the work is one short transaction.
 */
export async function registerDoorWebhook(app: FastifyInstance, deps: ServiceDeps) {
  await app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(DOOR_WEBHOOK_PATH, { bodyLimit: 256 * 1024 }, async (req, reply) => {
      if (!deps.door)
        return reply.status(404).send(errorEnvelope(DOOR_NOT_CONFIGURED, 'NOT_FOUND'));
      let event;
      try {
        if (!Buffer.isBuffer(req.body)) throw new Error('no body');
        event = deps.door.verifiedEvent(req.body.toString('utf8'), flatHeaders(req.headers));
      } catch {
        return reply.status(400).send(errorEnvelope(BAD_DOOR_SIGNATURE, 'INVALID_SIGNATURE'));
      }
      const outcome = await applyDoorEvent(deps, event);
      return reply.send({ received: true, outcome });
    });
    done();
  });
}

const envelope = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
};

/** The webhook's OpenAPI operation (no procedure: its body is Seam's signed event). */
export const DOOR_WEBHOOK_OPERATION = {
  post: {
    summary:
      "Seam's webhook: a signed lock event (svix-id, svix-timestamp, svix-signature, checked on the raw body); a keypad unlock with a member's code checks its booking or lesson in, each event id once",
    description:
      'Access: Seam (the signature made with SEAM_WEBHOOK_SECRET). Events handled: lock.unlocked; others are stored and answered 200.',
    tags: ['Door access'],
    operationId: 'post_door_webhook',
    parameters: ['svix-id', 'svix-timestamp', 'svix-signature'].map((name) => ({
      name,
      in: 'header',
      required: true,
      schema: { type: 'string' },
    })),
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: { type: 'object', description: 'A Seam event' } },
      },
    },
    responses: {
      200: {
        description:
          'Received: checked_in, already (checked in before), ignored (not an unlock by one of our codes), or replayed (already stored)',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['received', 'outcome'],
              properties: {
                received: { type: 'boolean' },
                outcome: { type: 'string', enum: ['checked_in', 'already', 'ignored', 'replayed'] },
              },
            },
          },
        },
      },
      400: { description: `${BAD_DOOR_SIGNATURE} (code INVALID_SIGNATURE)`, content: envelope },
      404: { description: DOOR_NOT_CONFIGURED, content: envelope },
      413: { description: 'The request body is too large.', content: envelope },
      415: { description: 'Unsupported content type: send application/json.', content: envelope },
    },
  },
};
