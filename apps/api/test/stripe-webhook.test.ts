import { describe, expect, it } from 'vitest';
import { seedLocalDefaults } from '@club/db';
import { post } from './harness';
import { useStripeHarness } from './support/stripe-harness';
import { deliver, invoice, stripeEvent, subscription } from './support/stripe-events';

// Issue 33 (Stripe): POST /api/billing/webhook. Signed events set the member's plan and the date
// it is paid through; cancelling keeps it until the period's end; a failed renewal is past due
// and, 7 days later, the member books as `none` until paid. (Once, order, signature:
// stripe-webhook-order.test.ts.)

const { ctx, subscriber, planOf, me, storedEvents } = useStripeHarness();

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
    expect((await deliver(ctx.h.app, completed)).json()).toEqual({
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
    expect((await deliver(ctx.h.app, created)).json()).toEqual({
      received: true,
      outcome: 'applied',
    });
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
      ctx.h.app,
      stripeEvent('customer.subscription.created', sub({}), '2026-11-23T16:00:00Z'),
    );
    await deliver(
      ctx.h.app,
      stripeEvent(
        'customer.subscription.updated',
        sub({ plan: 'elite_monthly' }),
        '2026-11-24T10:00:00Z',
      ),
    );
    expect((await planOf(m.cookie)).membershipType).toBe('elite');

    await deliver(
      ctx.h.app,
      stripeEvent(
        'customer.subscription.updated',
        sub({ plan: 'elite_monthly', cancelAtPeriodEnd: true }),
        '2026-11-25T10:00:00Z',
      ),
    );
    ctx.h.clock.now = new Date('2026-12-08T17:59:00Z');
    expect(await planOf(m.cookie)).toMatchObject({
      membershipType: 'elite',
      cancelAtPeriodEnd: true,
    });
    ctx.h.clock.now = new Date('2026-12-08T18:00:00Z');
    expect((await me(m.cookie)).membershipType).toBe('none');

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      sub({ status: 'canceled' }),
      '2026-12-08T18:00:05Z',
    );
    expect((await deliver(ctx.h.app, deleted)).json().outcome).toBe('applied');
    expect(await planOf(m.cookie)).toMatchObject({ membershipType: 'none', status: 'canceled' });
  });

  it('invoice.payment_failed is past due, 7 days of grace, then none until invoice.paid', async () => {
    const m = await subscriber();
    await deliver(
      ctx.h.app,
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
    expect((await deliver(ctx.h.app, failed)).json().outcome).toBe('applied');
    // 7 days later at the same time in the club's zone (San Antonio)
    expect(await planOf(m.cookie)).toMatchObject({
      status: 'past_due',
      graceEndsAt: '2026-12-08T19:00:00.000Z',
    });

    ctx.h.clock.now = new Date('2026-12-08T18:59:59Z');
    expect((await me(m.cookie)).membershipType).toBe('pro');
    ctx.h.clock.now = new Date('2026-12-08T19:00:00Z');
    expect((await me(m.cookie)).membershipType).toBe('none');
    expect((await planOf(m.cookie)).membershipType).toBe('none');
    // a members-only club refuses the booking: the member books as `none` until paid
    await seedLocalDefaults(ctx.h.t.db, { today: '2026-12-08' });
    await ctx.h.t.db.updateTable('locations').set({ membersOnly: true }).execute();
    const booking = { startTime: '2026-12-09T16:00:00Z', durationMinutes: 60 };
    const refused = await post(ctx.h.app, '/api/bookings', booking, m.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MEMBERSHIP_REQUIRED');

    const paid = stripeEvent(
      'invoice.paid',
      invoice(m.customer, '2027-01-01T18:00:00Z'),
      '2026-12-08T20:00:00Z',
    );
    expect((await deliver(ctx.h.app, paid)).json().outcome).toBe('applied');
    expect(await planOf(m.cookie)).toMatchObject({
      membershipType: 'pro',
      status: 'active',
      graceEndsAt: null,
      paidThrough: '2027-01-01T18:00:00.000Z',
    });
    expect((await post(ctx.h.app, '/api/bookings', booking, m.cookie)).statusCode).toBe(201);
  });
});
