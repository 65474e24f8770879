import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { post } from './harness';
import { useStripeHarness } from './support/stripe-harness';
import { deliver, invoice, stripeEvent, subscription } from './support/stripe-events';

// Issue 33 (Stripe): POST /api/billing/webhook applies each event once (a replay, 20 deliveries
// at once), never moves state backwards (events out of order), refuses a bad signature (400) and
// stores an event for a customer the club does not know.

const { ctx, subscriber, planOf, storedEvents } = useStripeHarness();

describe('once, in order, signed', () => {
  it('a replayed event changes nothing and answers 200', async () => {
    const m = await subscriber();
    const created = stripeEvent(
      'customer.subscription.created',
      subscription({ customer: m.customer, periodEnd: '2026-12-28T18:00:00Z' }),
      '2026-11-28T18:00:00Z',
    );
    await deliver(ctx.h.app, created);
    // the admin sets another plan by hand; the replay must not undo it
    await ctx.h.t.db
      .updateTable('users')
      .set({ membershipType: 'starter' })
      .where('id', '=', m.id)
      .execute();
    const again = await deliver(ctx.h.app, created);
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
    expect((await deliver(ctx.h.app, newer)).json().outcome).toBe('applied');
    for (const stale of [older, earlierPeriod])
      expect((await deliver(ctx.h.app, stale)).json().outcome).toBe('stale');
    expect((await deliver(ctx.h.app, failedBefore)).json().outcome).toBe('stale');
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
      await deliver(ctx.h.app, event, 'whsec_someone_else'),
      await post(ctx.h.app, '/api/billing/webhook', event),
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
    const res = await deliver(ctx.h.app, event);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_customer');
    expect(await storedEvents(event.id)).toMatchObject([
      { outcome: 'unknown_customer', userId: null, stripeCustomerId: 'cus_nobody_here' },
    ]);
  });

  it('20 deliveries of one event at once apply it once', async () => {
    const m = await subscriber();
    await deliver(
      ctx.h.app,
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
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(ctx.h.app, failed)));
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

describe('hostile deliveries', () => {
  const hostile = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('', 'null', '{"id":"evt_\\u0000"}', '[]', 'x'.repeat(5000)),
  );
  it('an unsigned, badly signed or unreadable body never answers 5xx, always the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.string({ maxLength: 120 }), async (payload, signature) => {
        const res = await ctx.h.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
      }),
      { numRuns: 60 },
    );
  });

  it('a signed event of a type the club does not handle is stored and answered 200', async () => {
    const event = stripeEvent(
      'charge.refunded',
      { id: 'ch_1', object: 'charge' },
      '2026-11-23T16:00:00Z',
    );
    expect((await deliver(ctx.h.app, event)).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
  });
});
