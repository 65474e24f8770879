import { createFake } from '@seamapi/fake-seam-connect';
import { SeamHttp } from '@seamapi/http/connect';
import { Webhook } from 'svix';
import { afterAll, beforeAll, expect } from 'vitest';
import { saveClubSettings, startAdminWorld, type AdminWorld } from '../admin-support';

// Door access tests (issue 34): Seam's own fake (`@seamapi/fake-seam-connect`) started by the test
// file, its seeded workspace's API key, the app reaching it through SEAM_ENDPOINT, and the front
// door chosen in Club Settings as an admin does.

/** A webhook signing secret as Seam Console shows one (`whsec_` + base64). */
export const SEAM_WEBHOOK_SECRET = `whsec_${Buffer.from('door-webhook-secret-for-tests').toString('base64')}`;
export const FRONT_DOOR = 'august_device_1';

type Fake = Awaited<ReturnType<typeof createFake>>;

export interface DoorWorld {
  w: AdminWorld;
  fake: Fake;
  /** The fake's own client: what the lock holds, as Seam would answer. */
  seam: SeamHttp;
  env: Record<string, string>;
}

/** Seam's fake with its seed, and an admin world whose club chose the front door's lock. */
export function useDoorWorld() {
  const ctx = {} as DoorWorld;
  beforeAll(async () => {
    ctx.fake = await createFake();
    const seed = await ctx.fake.seed();
    await ctx.fake.startServer();
    const endpoint = ctx.fake.serverUrl ?? '';
    ctx.env = {
      DOOR_PROVIDER: 'seam',
      SEAM_API_KEY: seed.seam_apikey1_token,
      SEAM_WEBHOOK_SECRET,
      SEAM_ENDPOINT: endpoint,
    };
    ctx.seam = SeamHttp.fromApiKey(seed.seam_apikey1_token, { endpoint });
    ctx.w = await startAdminWorld(ctx.env);
    const saved = await saveClubSettings(ctx.w, { doorDeviceId: FRONT_DOOR });
    expect(saved).toMatchObject({ doorAccess: true, doorDeviceId: FRONT_DOOR });
  });
  afterAll(async () => {
    await ctx.w.h.close();
    await ctx.fake.stopServer();
  });
  return ctx;
}

/** The codes the fake's front door holds. */
export function codesOnTheDoor(d: DoorWorld) {
  return d.seam.accessCodes.list({ device_id: FRONT_DOOR });
}

/** Waits until `check` holds (the sync job runs in the app's worker). */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`not reached in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A Seam event body and its svix headers, signed as Seam's webhooks are (or with another secret). */
export function signedEvent(event: Record<string, unknown>, secret = SEAM_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const id = `msg_${String(event.event_id)}`;
  const now = new Date();
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(now.getTime() / 1000)),
      'svix-signature': new Webhook(secret).sign(id, now, payload),
    },
  };
}
