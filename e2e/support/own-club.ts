import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from './fixtures';
import { startApi, startSmtp, stopProcess, type ApiServer } from './servers';

export type OwnClub = ApiServer & { mailDir: string };

/**
 * Starts a club of its own (an API on a fresh data folder with the demo data and its own mail),
 * with `env` added to the API's environment, hands it to `use`, then stops it.
 */
export async function withOwnClub(
  env: Record<string, string>,
  use: (club: OwnClub) => Promise<void>,
): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'inside9-own-club-'));
  // its own mail too: read with waitForMail(to, subject, { dir: ownClub.mailDir })
  const mailDir = path.join(workDir, 'mail');
  const smtp = await startSmtp(mailDir);
  const api = await startApi({ smtpPort: smtp.port, workDir, env });
  try {
    await use({ ...api, mailDir });
  } finally {
    await stopProcess(api.process);
    await smtp.close();
  }
}

/** The own club's fixture options: a fresh embedded PostgreSQL and its demo data on a busy machine. */
export const OWN_CLUB_FIXTURE = { scope: 'worker', timeout: 120_000 } as const;

/**
 * For a test that changes the whole club rather than taking a band of its time
 * (support/time-bands.md): a club of its own, an API on a fresh data folder with the demo data
 * (one per worker that runs such a test), and the page's baseURL pointing at it. A bay turned on
 * in the shared club, for instance, takes the waitlisted bookings of other tests at any hour.
 * support/stripe-club.ts extends it with card payments.
 */
export const ownClubTest = test.extend<object, { ownClub: OwnClub }>({
  ownClub: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => withOwnClub({}, use),
    OWN_CLUB_FIXTURE,
  ],
  baseURL: async ({ ownClub }, use) => {
    await use(ownClub.baseURL);
  },
});
