import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import {
  deliver,
  invoice,
  SECRET_KEY,
  stripeEvent,
  subscription,
  WEBHOOK_SECRET,
} from './support/stripe-events';
import { startStripeServer, type StripeServer } from './support/stripe-server';

// Issue 33 (Stripe): POST /api/billing/webhook. Signed events set the member's plan and the date
// it is paid through; each event id is applied once; an older event changes nothing; a failed
// renewal is past due and, 7 days later, the member books as `none` until paid.

let stripe: StripeServer;
let h: Harness;

beforeAll(async () => {
  stripe = await startStripeServer();
  h = await startHarness({
    RATE_LIMITS: 'off',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  await stripe.seedPrices();
});
afterEach(() => {
  h.clock.now = new Date('2026-11-23T15:00:00Z');
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

/** A member who went through Checkout: their session cookie, id and Stripe customer. */
async function subscriber() {
  const { cookie, email } = await registerMember(h.app);
  expect((await post(h.app, '/api/billing/checkout', { plan: 'pro' }, cookie)).statusCode).toBe(
    200,
  );
  const row = await h.t.db
    .selectFrom('users')
    .select(['id', 'stripeCustomerId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { cookie, id: row.id, customer: row.stripeCustomerId ?? '' };
}

const planOf = async (cookie: string) => (await get(h.app, '/api/billing/plan', cookie)).json();
const me = async (cookie: string) => (await get(h.app, '/api/user', cookie)).json();
const storedEvents = (id: string) =>
  h.t.db.selectFrom('stripeEvents').selectAll().where('id', '=', id).execute();

describe('each event type', () => {
  it('checkout.session.completed, then the subscription sets the plan and its renewal', async () => {
    const m = await subscriber();
    const completed = stripeEvent(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: m.customer,
        client_reference_id: String(m.id),
        status: 'complete',
      },
      '2026-11-28T18:00:00Z',
    );
    expect((await deliver(h.app, completed)).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    const created = stripeEvent(
      'customer.subscription.created',
      subscription({
        customer: m.customer,
        plan: 'pro_monthly',
        periodEnd: '2026-12-28T18:00:00Z',
      }),
      '2026-11-28T18:00:01Z',
    );
    expect((await deliver(h.app, created)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await planOf(m.cookie)).toEqual({
      membershipType: 'pro',
      status: 'active',
      paidThrough: '2026-12-28T18:00:00.000Z',
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      canManage: true,
    });
    expect((await me(m.cookie)).membershipType).toBe('pro');
    expect(await storedEvents(created.id)).toMatchObject([{ userId: m.id, outcome: 'applied' }]);
  });

  it('an update changes the plan; cancel at period end keeps it until then; deleted ends it', async () => {
    const m = await subscriber();
    const sub = (over: Partial<Parameters<typeof subscription>[0]>) =>
      subscription({ customer: m.customer, periodEnd: '2026-12-08T18:00:00Z', ...over });
    await deliver(
      h.app,
      stripeEvent('customer.subscription.created', sub({}), '2026-11-23T16:00:00Z'),
    );
    await deliver(
      h.app,
      stripeEvent(
        'customer.subscription.updated',
        sub({ plan: 'elite_monthly' }),
        '2026-11-24T10:00:00Z',
      ),
    );
    expect((await planOf(m.cookie)).membershipType).toBe('elite');

    await deliver(
      h.app,
      stripeEvent(
        'customer.subscription.updated',
        sub({ plan: 'elite_monthly', cancelAtPeriodEnd: true }),
        '2026-11-25T10:00:00Z',
      ),
    );
    h.clock.now = new Date('2026-12-08T17:59:00Z');
    expect(await planOf(m.cookie)).toMatchObject({
      membershipType: 'elite',
      cancelAtPeriodEnd: true,
    });
    h.clock.now = new Date('2026-12-08T18:00:00Z');
    expect((await me(m.cookie)).membershipType).toBe('none');

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      sub({ status: 'canceled' }),
      '2026-12-08T18:00:05Z',
    );
    expect((await deliver(h.app, deleted)).json().outcome).toBe('applied');
    expect(await planOf(m.cookie)).toMatchObject({ membershipType: 'none', status: 'canceled' });
  });

  it('invoice.payment_failed is past due, 7 days of grace, then none until invoice.paid', async () => {
    const m = await subscriber();
    await deliver(
      h.app,
      stripeEvent(
        'customer.subscription.created',
        subscription({ customer: m.customer, periodEnd: '2026-12-01T18:00:00Z' }),
        '2026-11-23T16:00:00Z',
      ),
    );
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice(m.customer, '2027-01-01T18:00:00Z', 'open'),
      '2026-12-01T19:00:00Z',
    );
    expect((await deliver(h.app, failed)).json().outcome).toBe('applied');
    // 7 days later at the same time in the club's zone (San Antonio)
    expect(await planOf(m.cookie)).toMatchObject({
      status: 'past_due',
      graceEndsAt: '2026-12-08T19:00:00.000Z',
    });

    h.clock.now = new Date('2026-12-08T18:59:59Z');
    expect((await me(m.cookie)).membershipType).toBe('pro');
    h.clock.now = new Date('2026-12-08T19:00:00Z');
    expect((await me(m.cookie)).membershipType).toBe('none');
    expect((await planOf(m.cookie)).membershipType).toBe('none');

    const paid = stripeEvent(
      'invoice.paid',
      invoice(m.customer, '2027-01-01T18:00:00Z'),
      '2026-12-08T20:00:00Z',
    );
    expect((await deliver(h.app, paid)).json().outcome).toBe('applied');
    expect(await planOf(m.cookie)).toMatchObject({
      membershipType: 'pro',
      status: 'active',
      graceEndsAt: null,
      paidThrough: '2027-01-01T18:00:00.000Z',
    });
  });
});

describe('once, in order, signed', () => {
  it('a replayed event changes nothing and answers 200', async () => {
    const m = await subscriber();
    const created = stripeEvent(
      'customer.subscription.created',
      subscription({ customer: m.customer, periodEnd: '2026-12-28T18:00:00Z' }),
      '2026-11-28T18:00:00Z',
    );
    await deliver(h.app, created);
    // the admin sets another plan by hand; the replay must not undo it
    await h.t.db
      .updateTable('users')
      .set({ membershipType: 'starter' })
      .where('id', '=', m.id)
      .execute();
    const again = await deliver(h.app, created);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await planOf(m.cookie)).membershipType).toBe('starter');
    expect(await storedEvents(created.id)).toHaveLength(1);
  });

  it('events out of order never move the state backwards', async () => {
    const m = await subscriber();
    const sub = (over: Partial<Parameters<typeof subscription>[0]>) =>
      subscription({ customer: m.customer, periodEnd: '2027-01-28T18:00:00Z', ...over });
    const newer = stripeEvent(
      'customer.subscription.updated',
      sub({ plan: 'elite_monthly' }),
      '2026-12-29T10:00:00Z',
    );
    const older = stripeEvent(
      'customer.subscription.updated',
      sub({ plan: 'starter_monthly' }),
      '2026-12-29T09:00:00Z',
    );
    const earlierPeriod = stripeEvent(
      'customer.subscription.updated',
      sub({ plan: 'starter_monthly', periodEnd: '2026-12-28T18:00:00Z' }),
      '2026-12-30T09:00:00Z',
    );
    const failedBefore = stripeEvent(
      'invoice.payment_failed',
      invoice(m.customer, '2027-01-28T18:00:00Z', 'open'),
      '2026-12-28T19:00:00Z',
    );
    expect((await deliver(h.app, newer)).json().outcome).toBe('applied');
    for (const stale of [older, earlierPeriod])
      expect((await deliver(h.app, stale)).json().outcome).toBe('stale');
    expect((await deliver(h.app, failedBefore)).json().outcome).toBe('stale');
    expect(await planOf(m.cookie)).toMatchObject({
      membershipType: 'elite',
      status: 'active',
      paidThrough: '2027-01-28T18:00:00.000Z',
    });
  });

  it('a bad signature answers 400 in the envelope and stores nothing', async () => {
    const m = await subscriber();
    const event = stripeEvent(
      'customer.subscription.created',
      subscription({ customer: m.customer, periodEnd: '2026-12-28T18:00:00Z' }),
      '2026-11-28T18:00:00Z',
    );
    for (const res of [
      await deliver(h.app, event, 'whsec_someone_else'),
      await post(h.app, '/api/billing/webhook', event),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_SIGNATURE',
        error: 'The Stripe signature of this request is not valid.',
        message: 'The Stripe signature of this request is not valid.',
      });
    }
    expect(await storedEvents(event.id)).toHaveLength(0);
    expect((await planOf(m.cookie)).status).toBeNull();
  });

  it('an event for an unknown customer is stored and answered 200', async () => {
    const event = stripeEvent(
      'invoice.paid',
      invoice('cus_nobody_here', '2026-12-28T18:00:00Z'),
      '2026-11-28T18:00:00Z',
    );
    const res = await deliver(h.app, event);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_customer');
    expect(await storedEvents(event.id)).toMatchObject([
      { outcome: 'unknown_customer', userId: null, stripeCustomerId: 'cus_nobody_here' },
    ]);
  });

  it('20 deliveries of one event at once apply it once', async () => {
    const m = await subscriber();
    await deliver(
      h.app,
      stripeEvent(
        'customer.subscription.created',
        subscription({ customer: m.customer, periodEnd: '2026-12-28T18:00:00Z' }),
        '2026-11-28T18:00:00Z',
      ),
    );
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice(m.customer, '2027-01-28T18:00:00Z', 'open'),
      '2026-12-01T19:00:00Z',
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(h.app, failed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => a.json().outcome as string).sort();
    expect(outcomes).toEqual(['applied', ...Array(19).fill('replayed')]);
    expect(await storedEvents(failed.id)).toHaveLength(1);
    expect(await planOf(m.cookie)).toMatchObject({
      status: 'past_due',
      graceEndsAt: '2026-12-08T19:00:00.000Z',
    });
  });
});
