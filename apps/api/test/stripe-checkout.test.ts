import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPlanPrices } from '../src/services/billing/billing-setup';
import { billingFromEnv } from '../src/services/billing/stripe-billing';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { SECRET_KEY, WEBHOOK_SECRET } from './support/stripe-events';
import { startStripeServer, type StripeServer } from './support/stripe-server';

// Issue 33 (Stripe): Choose opens Checkout, Manage plan the Customer Portal, `pnpm billing:setup`
// creates the prices once; the official client reaches a local Stripe-compatible server.

let stripe: StripeServer;
let h: Harness;
const stripeEnv = () => ({
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
});
/** What `pnpm billing:setup` runs, on the client the command makes from the same settings. */
const billingSetup = async () => {
  const billing = billingFromEnv(stripeEnv());
  if (!billing) throw new Error('Stripe is not configured');
  return (await setUpPlanPrices(billing)).join('\n');
};

beforeAll(async () => {
  stripe = await startStripeServer();
  h = await startHarness({ RATE_LIMITS: 'off', ...stripeEnv() });
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

describe('pnpm billing:setup', () => {
  it('creates the three monthly prices and their products by lookup key, once', async () => {
    const first = await billingSetup();
    expect(first).toContain('starter_monthly: created');
    expect(stripe.prices.map((p) => [p.lookup_key, p.unit_amount, p.currency])).toEqual([
      ['starter_monthly', 9900, 'usd'],
      ['pro_monthly', 19900, 'usd'],
      ['elite_monthly', 34900, 'usd'],
    ]);
    expect(stripe.prices.map((p) => (p.recurring as { interval: string }).interval)).toEqual([
      'month',
      'month',
      'month',
    ]);
    expect(stripe.to('/v1/products')).toHaveLength(3);

    const second = await billingSetup();
    expect(second).toContain('elite_monthly: already set up');
    expect(stripe.to('/v1/products')).toHaveLength(3);
    expect(stripe.to('/v1/prices').filter((r) => r.method === 'POST')).toHaveLength(3);
  });
});

describe('Choose and Manage plan', () => {
  it('the club says card payments are on', async () => {
    await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
    const clubs = (await get(h.app, '/api/locations')).json<{ cardPayments: boolean }[]>();
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((club) => club.cardPayments)).toBe(true);
  });

  it('Choose opens Checkout in subscription mode for the price, with one customer per member', async () => {
    const { cookie, email } = await registerMember(h.app);
    const res = await post(h.app, '/api/billing/checkout', { plan: 'pro' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);

    const customers = stripe.to('/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params).toMatchObject({ email });
    const pro = stripe.prices.find((p) => p.lookup_key === 'pro_monthly');
    const [session] = stripe.to('/v1/checkout/sessions');
    const user = await h.t.db
      .selectFrom('users')
      .select(['id', 'stripeCustomerId'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.stripeCustomerId).toMatch(/^cus_/);
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      customer: user.stripeCustomerId,
      client_reference_id: String(user.id),
      line_items: [{ price: pro?.id, quantity: '1' }],
      success_url: 'http://localhost:3000/account?checkout=done',
      cancel_url: 'http://localhost:3000/memberships',
    });

    // a second Choose (another plan) reuses the member's customer
    expect((await post(h.app, '/api/billing/checkout', { plan: 'elite' }, cookie)).statusCode).toBe(
      200,
    );
    expect(stripe.to('/v1/customers')).toHaveLength(1);
    const elite = stripe.prices.find((p) => p.lookup_key === 'elite_monthly');
    expect(stripe.to('/v1/checkout/sessions')[1]?.params).toMatchObject({
      customer: user.stripeCustomerId,
      line_items: [{ price: elite?.id }],
    });

    // Manage plan: the Customer Portal for that customer, back to My Account
    const portal = await post(h.app, '/api/billing/portal', {}, cookie);
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripe.to('/v1/billing_portal/sessions')[0]?.params).toEqual({
      customer: user.stripeCustomerId,
      return_url: 'http://localhost:3000/account',
    });
  });

  it('refuses a plan that is not sold, Manage plan before any Checkout, and anyone signed out', async () => {
    const { cookie } = await registerMember(h.app);
    const bad = await post(h.app, '/api/billing/checkout', { plan: 'member' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose Starter, Pro or Elite');
    const portal = await post(h.app, '/api/billing/portal', {}, cookie);
    expect(portal.statusCode).toBe(409);
    expect(portal.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'You have no plan paid by card to manage yet.',
    });
    expect((await post(h.app, '/api/billing/checkout', { plan: 'pro' })).statusCode).toBe(401);
  });

  it('a member already paying by card is sent to Manage plan, not to a second subscription', async () => {
    const { cookie, email } = await registerMember(h.app);
    await h.t.db
      .updateTable('users')
      .set({ planStatus: 'active', membershipType: 'pro' })
      .where('email', '=', email)
      .execute();
    const res = await post(h.app, '/api/billing/checkout', { plan: 'elite' }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'You already pay for a plan by card: use Manage plan to change it.',
    );
  });
});

describe('without Stripe configured (the local default)', () => {
  let plain: Harness;
  beforeAll(async () => {
    plain = await startHarness({ RATE_LIMITS: 'off' });
  });
  afterAll(() => plain.close());

  it('card payments are off, and Checkout, the Portal and the webhook answer 404', async () => {
    const { cookie } = await registerMember(plain.app);
    const res = await post(plain.app, '/api/billing/checkout', { plan: 'pro' }, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Card payments are not set up for this club.',
    });
    expect((await post(plain.app, '/api/billing/portal', {}, cookie)).statusCode).toBe(404);
    expect((await post(plain.app, '/api/billing/webhook', {})).statusCode).toBe(404);
    const plan = await get(plain.app, '/api/billing/plan', cookie);
    expect(plan.json()).toEqual({
      membershipType: 'none',
      status: null,
      paidThrough: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      canManage: false,
    });
  });

  it('refuses half a configuration at start', async () => {
    const { testEnv } = await import('./test-env');
    expect(() => testEnv({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      /Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
  });
});
