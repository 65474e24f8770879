import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from '../harness';
import { SECRET_KEY, WEBHOOK_SECRET } from './stripe-events';
import { startStripeServer, type StripeServer } from './stripe-server';

export const HARNESS_NOW = new Date('2026-11-23T15:00:00Z');

/**
 * A test file's app with Stripe configured against the local Stripe-compatible server (its prices
 * set up); the clock goes back to HARNESS_NOW after each test. Call at the top of a file.
 */
export function useStripeHarness() {
  const ctx = {} as { h: Harness; stripe: StripeServer };
  beforeAll(async () => {
    ctx.stripe = await startStripeServer();
    ctx.h = await startHarness({
      RATE_LIMITS: 'off',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: ctx.stripe.url,
    });
    await ctx.stripe.seedPrices();
  });
  afterEach(() => {
    ctx.h.clock.now = HARNESS_NOW;
  });
  afterAll(async () => {
    await ctx.h.close();
    await ctx.stripe.close();
  });

  return {
    ctx,
    /** A member who went through Checkout: their session cookie, id and Stripe customer. */
    subscriber: async () => {
      const { h } = ctx;
      const { cookie, email } = await registerMember(h.app);
      const checkout = await post(h.app, '/api/billing/checkout', { plan: 'pro' }, cookie);
      expect(checkout.statusCode).toBe(200);
      const row = await h.t.db
        .selectFrom('users')
        .select(['id', 'stripeCustomerId'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { cookie, id: row.id, customer: row.stripeCustomerId ?? '' };
    },
    /** GET /api/billing/plan as the member. */
    planOf: async (cookie: string) => (await get(ctx.h.app, '/api/billing/plan', cookie)).json(),
    /** GET /api/user as the member (the plan they book with). */
    me: async (cookie: string) => (await get(ctx.h.app, '/api/user', cookie)).json(),
    storedEvents: (id: string) =>
      ctx.h.t.db.selectFrom('stripeEvents').selectAll().where('id', '=', id).execute(),
  };
}
