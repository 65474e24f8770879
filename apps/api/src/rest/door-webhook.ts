import type { FastifyInstance } from 'fastify';
import { applyDoorEvent } from '../services/door/door-checkin';
import type { ServiceDeps } from '../services/shared/deps';
import { registerSignedWebhook, webhookOperation } from './signed-webhook';

export const DOOR_WEBHOOK_PATH = '/api/door/webhook';
export const BAD_DOOR_SIGNATURE = /*i18n*/ 'The Seam signature of this request is not valid.';
export const DOOR_NOT_CONFIGURED = /*i18n*/ 'Door access is not set up on this server.';

/** Header values as the signature check reads them (one string each). */
function flatHeaders(headers: Record<string, string | string[] | undefined>) {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

/**
 * Seam's webhook (delivered by Svix): the signature checked on the raw body with Seam's own
 * helper. Each event id is stored once; the work is one short transaction.
 */
export function registerDoorWebhook(app: FastifyInstance, deps: ServiceDeps) {
  return registerSignedWebhook(app, {
    path: DOOR_WEBHOOK_PATH,
    bodyLimit: 256 * 1024,
    notConfigured: DOOR_NOT_CONFIGURED,
    badSignature: BAD_DOOR_SIGNATURE,
    configured: () => deps.door !== null,
    verify: (raw, headers) => {
      if (!deps.door) throw new Error('not configured');
      return deps.door.verifiedEvent(raw.toString('utf8'), flatHeaders(headers));
    },
    apply: (event) => applyDoorEvent(deps, event),
  });
}

export const DOOR_WEBHOOK_OPERATION = webhookOperation({
  summary:
    "Seam's webhook: a signed lock event (svix-id, svix-timestamp, svix-signature, checked on the raw body); a keypad unlock with a member's code checks its booking or lesson in, each event id once",
  description:
    'Access: Seam (the signature made with SEAM_WEBHOOK_SECRET). Events handled: lock.unlocked; others are stored and answered 200.',
  tag: 'Door access',
  operationId: 'post_door_webhook',
  headers: ['svix-id', 'svix-timestamp', 'svix-signature'],
  event: 'A Seam event',
  outcomes: ['checked_in', 'already', 'ignored', 'replayed'],
  received:
    'Received: checked_in, already (checked in before), ignored (not an unlock by one of our codes), or replayed (already stored)',
  badSignature: BAD_DOOR_SIGNATURE,
  notConfigured: DOOR_NOT_CONFIGURED,
});
