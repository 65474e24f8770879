import { seedLocalDefaults } from '@club/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './harness';
import { useStripeHarness } from './support/stripe-harness';
import { deliver, invoice, stripeEvent } from './support/stripe-events';

// Issue 33: Stripe's money in the account book. Pay balance opens Checkout in payment mode for
// what the member owes; its completion is a card payment on their account, once; a paid invoice
// is the plan's charge and its card payment.

const { ctx, subscriber } = useStripeHarness();
beforeAll(() => seedLocalDefaults(ctx.h.t.db, { today: '2026-11-23' }));

interface Billing {
  balanceCents: number;
  entries: { kind: string; item: string; amountCents: number; method: string | null }[];
}
const billingOf = async (cookie: string) =>
  (await get(ctx.h.app, '/api/account/billing', cookie)).json<Billing>();

/** A subscriber who owes one charged session: their cookie, customer and the amount. */
async function owing(start: string) {
  const m = await subscriber();
  const booked = await post(
    ctx.h.app,
    '/api/bookings',
    { startTime: start, durationMinutes: 60 },
    m.cookie,
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const { priceCents } = booked.json<{ priceCents: number }>();
  expect(priceCents).toBeGreaterThan(0);
  return { ...m, priceCents };
}

const balancePaid = (m: { id: number; customer: string }, cents: number) =>
  stripeEvent(
    'checkout.session.completed',
    {
      id: `cs_pay_${m.id}`,
      object: 'checkout.session',
      mode: 'payment',
      customer: m.customer,
      client_reference_id: String(m.id),
      status: 'complete',
      payment_status: 'paid',
      amount_total: cents,
      currency: 'usd',
      metadata: { userId: String(m.id), purpose: 'balance' },
    },
    '2026-11-23T16:00:00Z',
  );

describe('Pay balance', () => {
  it('opens Checkout in payment mode for the open balance; its completion pays it, once', async () => {
    const m = await owing('2026-11-24T16:00:00Z');
    expect((await billingOf(m.cookie)).balanceCents).toBe(m.priceCents);

    const res = await post(ctx.h.app, '/api/billing/pay-balance', {}, m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const asked = ctx.stripe.to('/v1/checkout/sessions').at(-1)?.params;
    expect(asked).toMatchObject({
      mode: 'payment',
      customer: m.customer,
      line_items: [
        { price_data: { currency: 'usd', unit_amount: String(m.priceCents) }, quantity: '1' },
      ],
      metadata: { purpose: 'balance', userId: String(m.id) },
    });

    const event = balancePaid(m, m.priceCents);
    expect((await deliver(ctx.h.app, event)).json()).toMatchObject({ outcome: 'applied' });
    const paid = await billingOf(m.cookie);
    expect(paid.balanceCents).toBe(0);
    expect(paid.entries[0]).toMatchObject({
      kind: 'payment',
      method: 'stripe',
      amountCents: m.priceCents,
    });

    expect((await deliver(ctx.h.app, event)).json()).toMatchObject({ outcome: 'replayed' });
    const again = await billingOf(m.cookie);
    expect(again.balanceCents).toBe(0);
    expect(again.entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('20 deliveries of one completion at once pay it once', async () => {
    const m = await owing('2026-11-24T17:00:00Z');
    const event = balancePaid(m, m.priceCents);
    await Promise.all(Array.from({ length: 20 }, () => deliver(ctx.h.app, event)));
    const paid = await billingOf(m.cookie);
    expect(paid.balanceCents).toBe(0);
    expect(paid.entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('says there is nothing to pay when the balance is paid, and opens no Checkout', async () => {
    const m = await subscriber();
    const before = ctx.stripe.to('/v1/checkout/sessions').length;
    const res = await post(ctx.h.app, '/api/billing/pay-balance', {}, m.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'Your balance is paid: there is nothing to pay.',
    });
    expect(ctx.stripe.to('/v1/checkout/sessions')).toHaveLength(before);
  });
});

describe('a paid invoice', () => {
  it("is the plan's charge and its card payment: the statement shows both, the balance stays", async () => {
    const m = await owing('2026-11-24T18:00:00Z');
    const event = stripeEvent(
      'invoice.paid',
      invoice(m.customer, '2026-12-23T18:00:00Z'),
      '2026-11-23T18:00:00Z',
    );
    expect((await deliver(ctx.h.app, event)).statusCode).toBe(200);
    const after = await billingOf(m.cookie);
    expect(after.balanceCents).toBe(m.priceCents);
    expect(after.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'stripe', amountCents: 19900 }),
      expect.objectContaining({ kind: 'charge', item: 'plan', amountCents: 19900 }),
    ]);
    await deliver(ctx.h.app, event);
    expect((await billingOf(m.cookie)).entries).toHaveLength(after.entries.length);
  });
});
