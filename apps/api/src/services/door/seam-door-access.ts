import { SeamHttp, isSeamHttpApiError, type AccessCode } from '@seamapi/http/connect';
import { SeamWebhook } from '@seamapi/webhook';
import type { Env } from '../../env';
import { DoorCodeTakenError, type DoorAccess, type DoorCodeOnLock } from './door-access';

export interface SeamSettings {
  apiKey: string;
  webhookSecret: string;
  /** Tests only: Seam's fake; undefined is the SDK's own endpoint. */
  endpoint?: string;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

function onLock(code: AccessCode): DoorCodeOnLock {
  return {
    accessCodeId: code.access_code_id,
    name: code.name ?? null,
    code: code.code ?? null,
    startsAt: date('starts_at' in code ? code.starts_at : null),
    endsAt: date('ends_at' in code ? code.ends_at : null),
  };
}

/** DoorAccess on Seam's official client (`@seamapi/http`) and webhook check (`@seamapi/webhook`). */
export function seamDoorAccess(settings: SeamSettings): DoorAccess {
  const seam = SeamHttp.fromApiKey(settings.apiKey, {
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
  const webhook = new SeamWebhook(settings.webhookSecret);

  return {
    async listLocks() {
      const locks = await seam.locks.list();
      return locks
        .filter((l) => l.can_program_online_access_codes !== false)
        .map((l) => ({
          deviceId: l.device_id,
          name: l.properties.name || l.display_name || l.device_id,
        }));
    },

    async listCodes(deviceId) {
      return (await seam.accessCodes.list({ device_id: deviceId })).map(onLock);
    },

    async createCode(deviceId, spec) {
      try {
        // a POST: the SDK tries it once; the sync job's retry (pg-boss) is the retry
        const made = await seam.accessCodes.create({
          device_id: deviceId,
          name: spec.name,
          code: spec.code,
          starts_at: spec.startsAt.toISOString(),
          ends_at: spec.endsAt.toISOString(),
        });
        return onLock(made);
      } catch (err) {
        if (isSeamHttpApiError(err) && err.code === 'duplicate_access_code')
          throw new DoorCodeTakenError();
        throw err;
      }
    },

    async deleteCode(accessCodeId) {
      try {
        // Seam's endpoints are POST; the SDK's `accessCodes.delete` sends DELETE with a query,
        // which Seam's fake does not read, so the documented Axios client posts it (README,
        // "Using the Axios Client"). Seam answers an action attempt; it is not awaited.
        await seam.client.post('/access_codes/delete', { access_code_id: accessCodeId });
      } catch (err) {
        if (isSeamHttpApiError(err) && err.code === 'access_code_not_found') return;
        throw err;
      }
    },

    verifiedEvent(rawBody, headers) {
      const event = webhook.verify(rawBody, headers);
      const unlock =
        event.event_type === 'lock.unlocked'
          ? {
              deviceId: event.device_id ?? null,
              method: event.method,
              accessCodeId: event.access_code_id ?? null,
              occurredAt: new Date(event.occurred_at),
            }
          : null;
      return { eventId: event.event_id, type: event.event_type, unlock };
    },
  };
}

/** The club's DoorAccess from the environment, or null without a provider (the local default). */
export function doorAccessFromEnv(env: Env): DoorAccess | null {
  if (env.DOOR_PROVIDER !== 'seam' || !env.SEAM_API_KEY || !env.SEAM_WEBHOOK_SECRET) return null;
  return seamDoorAccess({
    apiKey: env.SEAM_API_KEY,
    webhookSecret: env.SEAM_WEBHOOK_SECRET,
    endpoint: env.SEAM_ENDPOINT,
  });
}
