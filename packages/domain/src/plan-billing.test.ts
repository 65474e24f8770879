import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBillingChange,
  effectivePlan,
  graceEndsAt,
  planOfLookupKey,
  planStatusOf,
  type BillingChange,
  type PlanBilling,
} from './plan-billing';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);

const NEVER: PlanBilling = {
  plan: 'none',
  status: null,
  paidThrough: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  stateAt: null,
};
const ACTIVE: PlanBilling = {
  plan: 'pro',
  status: 'active',
  paidThrough: at('2026-12-28T18:00:00Z'),
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  stateAt: at('2026-11-28T18:00:00Z'),
};

function subscription(over: Partial<Extract<BillingChange, { kind: 'subscription' }>> = {}) {
  return {
    kind: 'subscription' as const,
    at: at('2026-11-28T18:00:00Z'),
    stripeStatus: 'active',
    plan: 'pro' as const,
    periodEnd: at('2026-12-28T18:00:00Z'),
    cancelAtPeriodEnd: false,
    graceEndsAt: at('2026-12-05T18:00:00Z'),
    ...over,
  };
}

describe('planOfLookupKey', () => {
  it.each([
    ['starter_monthly', 'starter'],
    ['pro_monthly', 'pro'],
    ['elite_monthly', 'elite'],
    ['pro_yearly', null],
    [null, null],
    [undefined, null],
  ])('%s is %s', (key, plan) => expect(planOfLookupKey(key)).toBe(plan));
});

describe('planStatusOf', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', null],
    ['paused', null],
  ])('%s is %s', (stripe, ours) => expect(planStatusOf(stripe)).toBe(ours));
});

describe('graceEndsAt: 7 days later at the same time in the club zone', () => {
  it.each([
    ['an ordinary week', '2026-11-28T18:00:00Z', '2026-12-05T18:00:00Z'],
    ['across a month end', '2027-01-28T15:30:00Z', '2027-02-04T15:30:00Z'],
    ['across February in a leap year', '2028-02-25T12:00:00Z', '2028-03-03T12:00:00Z'],
    ['across the year end', '2026-12-29T23:00:00Z', '2027-01-05T23:00:00Z'],
    // clocks go forward on Mar 8 2026: 10:00 CST is 16:00Z, 10:00 CDT is 15:00Z (167 hours)
    ['across spring forward', '2026-03-05T16:00:00Z', '2026-03-12T15:00:00Z'],
    // clocks go back on Nov 1 2026: 10:00 CDT is 15:00Z, 10:00 CST is 16:00Z (169 hours)
    ['across fall back', '2026-10-29T15:00:00Z', '2026-11-05T16:00:00Z'],
    // 23:30 on Jan 31 local is Feb 1 in UTC: the local day counts
    ['late on a month end locally', '2027-02-01T05:30:00Z', '2027-02-08T05:30:00Z'],
  ])('%s', (_, failed, ends) => {
    expect(graceEndsAt(at(failed), CHICAGO).toISOString()).toBe(at(ends).toISOString());
  });
});

describe('effectivePlan', () => {
  const grace = at('2026-12-05T18:00:00Z');
  const pastDue: PlanBilling = { ...ACTIVE, status: 'past_due', graceEndsAt: grace };
  it.each<[string, PlanBilling, string, string]>([
    ['set by hand (never Stripe)', { ...NEVER, plan: 'elite' }, '2030-01-01T00:00:00Z', 'elite'],
    ['active', ACTIVE, '2026-12-20T00:00:00Z', 'pro'],
    ['active past its period (renewal on its way)', ACTIVE, '2027-01-02T00:00:00Z', 'pro'],
    ['past due, before the grace ends', pastDue, '2026-12-05T17:59:59Z', 'pro'],
    ['past due, as the grace ends', pastDue, '2026-12-05T18:00:00Z', 'none'],
    ['past due, after the grace', pastDue, '2026-12-06T00:00:00Z', 'none'],
    [
      'cancelled at period end, before it',
      { ...ACTIVE, cancelAtPeriodEnd: true },
      '2026-12-28T17:59:59Z',
      'pro',
    ],
    [
      'cancelled at period end, at it',
      { ...ACTIVE, cancelAtPeriodEnd: true },
      '2026-12-28T18:00:00Z',
      'none',
    ],
  ])('%s', (_, billing, now, plan) => expect(effectivePlan(billing, at(now))).toBe(plan));
});

describe('applyBillingChange', () => {
  it('a new subscription sets the plan and its paid-through date', () => {
    expect(applyBillingChange(NEVER, subscription())).toEqual(ACTIVE);
  });

  it('cancel at period end keeps the plan until then', () => {
    const next = applyBillingChange(
      ACTIVE,
      subscription({ at: at('2026-11-30T00:00:00Z'), cancelAtPeriodEnd: true }),
    );
    expect(next).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: true });
  });

  it('a deleted subscription ends the plan', () => {
    const next = applyBillingChange(ACTIVE, {
      kind: 'subscriptionEnded',
      at: at('2026-12-28T18:00:01Z'),
    });
    expect(next).toMatchObject({ plan: 'none', status: 'canceled', graceEndsAt: null });
  });

  it('a failed renewal is past due with a grace; a second failure keeps the first grace', () => {
    const failed = applyBillingChange(ACTIVE, {
      kind: 'invoiceFailed',
      at: at('2026-12-28T18:05:00Z'),
      graceEndsAt: at('2027-01-04T18:05:00Z'),
    });
    expect(failed).toMatchObject({ plan: 'pro', status: 'past_due' });
    expect(failed?.graceEndsAt?.toISOString()).toBe('2027-01-04T18:05:00.000Z');
    const again = failed
      ? applyBillingChange(failed, {
          kind: 'invoiceFailed',
          at: at('2026-12-31T18:05:00Z'),
          graceEndsAt: at('2027-01-07T18:05:00Z'),
        })
      : null;
    expect(again?.graceEndsAt?.toISOString()).toBe('2027-01-04T18:05:00.000Z');
  });

  it('a paid invoice ends past due and extends the paid-through date', () => {
    const pastDue: PlanBilling = {
      ...ACTIVE,
      status: 'past_due',
      graceEndsAt: at('2027-01-04T18:00:00Z'),
    };
    const paid = applyBillingChange(pastDue, {
      kind: 'invoicePaid',
      at: at('2026-12-30T00:00:00Z'),
      periodEnd: at('2027-01-28T18:00:00Z'),
    });
    expect(paid).toMatchObject({ status: 'active', graceEndsAt: null });
    expect(paid?.paidThrough?.toISOString()).toBe('2027-01-28T18:00:00.000Z');
  });

  it.each<[string, PlanBilling, BillingChange]>([
    [
      'an event older than the last applied',
      ACTIVE,
      subscription({ at: at('2026-11-27T00:00:00Z'), plan: 'starter' }),
    ],
    [
      'an update for an earlier period',
      ACTIVE,
      subscription({ at: at('2026-12-01T00:00:00Z'), periodEnd: at('2026-11-28T18:00:00Z') }),
    ],
    [
      'an incomplete subscription (not paid yet)',
      NEVER,
      subscription({ stripeStatus: 'incomplete' }),
    ],
    [
      'a paid invoice before any subscription',
      NEVER,
      { kind: 'invoicePaid', at: at('2026-11-28T18:00:00Z'), periodEnd: null },
    ],
    [
      'a failed invoice for a plan set by hand',
      { ...NEVER, plan: 'pro' },
      {
        kind: 'invoiceFailed',
        at: at('2026-11-28T18:00:00Z'),
        graceEndsAt: at('2026-12-05T18:00:00Z'),
      },
    ],
  ])('changes nothing for %s', (_, state, change) => {
    expect(applyBillingChange(state, change)).toBeNull();
  });

  const changes = fc.array(
    fc.record({
      kind: fc.constantFrom('subscription', 'subscriptionEnded', 'invoicePaid', 'invoiceFailed'),
      second: fc.integer({ min: 0, max: 1000 }),
      status: fc.constantFrom('active', 'past_due', 'canceled'),
      period: fc.integer({ min: 1, max: 5 }),
    }),
    { maxLength: 12 },
  );
  const toChange = (c: {
    kind: string;
    second: number;
    status: string;
    period: number;
  }): BillingChange => {
    const when = new Date(Date.UTC(2026, 10, 28) + c.second * 1000);
    const periodEnd = new Date(Date.UTC(2026, 10 + c.period, 28));
    if (c.kind === 'subscriptionEnded') return { kind: 'subscriptionEnded', at: when };
    if (c.kind === 'invoicePaid') return { kind: 'invoicePaid', at: when, periodEnd };
    if (c.kind === 'invoiceFailed')
      return { kind: 'invoiceFailed', at: when, graceEndsAt: periodEnd };
    return subscription({ at: when, stripeStatus: c.status, periodEnd });
  };
  const run = (list: BillingChange[]) =>
    list.reduce((state, change) => applyBillingChange(state, change) ?? state, NEVER);

  it('never moves the time of the state backwards, and applying an event twice changes nothing', () => {
    fc.assert(
      fc.property(changes, (raw) => {
        let state = NEVER;
        for (const change of raw.map(toChange)) {
          const next = applyBillingChange(state, change) ?? state;
          if (state.stateAt && next.stateAt) expect(next.stateAt >= state.stateAt).toBe(true);
          const twice = applyBillingChange(next, change) ?? next;
          expect(twice).toEqual(next);
          state = next;
        }
      }),
    );
  });

  it('an event that arrives after a later one is ignored', () => {
    fc.assert(
      fc.property(changes, (raw) => {
        const list = raw.map(toChange);
        const newest = list.reduce<Date | null>((m, c) => (m && m > c.at ? m : c.at), null);
        const state = run(list);
        if (!newest || !state.stateAt) return;
        const stale = {
          kind: 'subscriptionEnded' as const,
          at: new Date(state.stateAt.getTime() - 1000),
        };
        expect(applyBillingChange(state, stale)).toBeNull();
      }),
    );
  });
});
