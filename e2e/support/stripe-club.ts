import { SECRET_KEY, WEBHOOK_SECRET } from '../../apps/api/test/support/stripe-events';
import { startStripeServer, type StripeServer } from '../../apps/api/test/support/stripe-server';
import { OWN_CLUB_FIXTURE, ownClubTest, withOwnClub } from './own-club';

export type { StripeServer };

/**
 * A club of its own that takes card payments (support/own-club.ts): its API reaches the local
 * Stripe-compatible server of the API tests (apps/api/test/support/stripe-server.ts), started
 * first with the three monthly prices `pnpm billing:setup` leaves. `stripe` records what the API
 * asked Stripe for. One of each per worker: a test compares the requests before and after.
 */
export const stripeClubTest = ownClubTest.extend<object, { stripe: StripeServer }>({
  stripe: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stripe = await startStripeServer();
      await stripe.seedPrices();
      try {
        await use(stripe);
      } finally {
        await stripe.close();
      }
    },
    { scope: 'worker' },
  ],
  ownClub: [
    async ({ stripe }, use) =>
      withOwnClub(
        {
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: stripe.url,
        },
        use,
      ),
    OWN_CLUB_FIXTURE,
  ],
});
