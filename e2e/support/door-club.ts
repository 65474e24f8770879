import { startSeamFake, type SeamFake } from '../../apps/api/test/support/seam-fake';
import { OWN_CLUB_FIXTURE, ownClubTest, withOwnClub } from './own-club';

/**
 * A club of its own with door codes (support/own-club.ts): its API reaches Seam's own fake
 * (`@seamapi/fake-seam-connect`, started first with its seeded locks), one per worker.
 */
export const doorClubTest = ownClubTest.extend<object, { seam: SeamFake }>({
  seam: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const seam = await startSeamFake();
      try {
        await use(seam);
      } finally {
        await seam.close();
      }
    },
    { scope: 'worker' },
  ],
  ownClub: [async ({ seam }, use) => withOwnClub(seam.env, use), OWN_CLUB_FIXTURE],
});
