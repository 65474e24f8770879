import { createFake } from '@seamapi/fake-seam-connect';

// Seam's own fake (`@seamapi/fake-seam-connect`) for a test that runs an API elsewhere (the
// browser tests' own club): started with its seed; the env an API needs to reach it.

export const SEAM_FAKE_WEBHOOK_SECRET = `whsec_${Buffer.from('door-webhook-secret-for-tests').toString('base64')}`;
export const SEAM_FAKE_FRONT_DOOR = 'august_device_1';

export interface SeamFake {
  /** DOOR_PROVIDER, SEAM_API_KEY, SEAM_WEBHOOK_SECRET and SEAM_ENDPOINT for an API process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startSeamFake(): Promise<SeamFake> {
  const fake = await createFake();
  const seed = await fake.seed();
  await fake.startServer();
  return {
    env: {
      DOOR_PROVIDER: 'seam',
      SEAM_API_KEY: seed.seam_apikey1_token,
      SEAM_WEBHOOK_SECRET: SEAM_FAKE_WEBHOOK_SECRET,
      SEAM_ENDPOINT: fake.serverUrl ?? '',
    },
    close: () => fake.stopServer(),
  };
}
