import type { TMemberPlan } from '@club/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLUB_LOCATION, fakeApi, member, ok, renderWithProviders, screen } from '../../test-utils';
import { MemberPlanBilling } from './MemberPlanBilling';
import { planStateLine } from './planStateLine';

const ZONE = 'America/Chicago';
const ACTIVE: TMemberPlan = {
  membershipType: 'pro',
  status: 'active',
  paidThrough: '2026-12-28T18:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  canManage: true,
};

describe('planStateLine', () => {
  it.each<[string, TMemberPlan, string | null]>([
    ['renewing', ACTIVE, 'Renews Dec 28, 2026'],
    ['cancelled at the period end', { ...ACTIVE, cancelAtPeriodEnd: true }, 'Ends Dec 28, 2026'],
    [
      'past due',
      { ...ACTIVE, status: 'past_due', graceEndsAt: '2026-12-05T18:00:00.000Z' },
      'Payment failed: please update your card by Dec 5',
    ],
    // 11:30 PM on Dec 31 in San Antonio is already Jan 1 in UTC: the club's day counts
    [
      'at the year end, in club time',
      { ...ACTIVE, paidThrough: '2027-01-01T05:30:00.000Z' },
      'Renews Dec 31, 2026',
    ],
    ['ended', { ...ACTIVE, membershipType: 'none', status: 'canceled' }, null],
    ['set by the club', { ...ACTIVE, status: null, paidThrough: null, canManage: false }, null],
  ])('%s', (_, plan, line) => expect(planStateLine(plan, ZONE)).toBe(line));
});

function api(plan: TMemberPlan, cardPayments = true) {
  return fakeApi({
    'auth.me': ok(member({ membershipType: 'pro' })),
    'locations.list': ok([{ ...CLUB_LOCATION, cardPayments }]),
    'billing.plan': ok(plan),
    'billing.portal': ok({ url: 'https://billing.stripe.com/p/session/bps_1' }),
  });
}

describe('MemberPlanBilling', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the next renewal, and Manage plan opens the Customer Portal', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fake = api(ACTIVE);
    const { user } = renderWithProviders(<MemberPlanBilling />, { api: fake });
    expect(await screen.findByText('Renews Dec 28, 2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Manage plan' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/bps_1'),
    );
    expect(fake.inputsOf('billing.portal')).toHaveLength(1);
  });

  it('asks a past-due member to update their card by the last day of grace', async () => {
    renderWithProviders(<MemberPlanBilling />, {
      api: api({ ...ACTIVE, status: 'past_due', graceEndsAt: '2026-12-05T18:00:00.000Z' }),
    });
    expect(
      await screen.findByText('Payment failed: please update your card by Dec 5'),
    ).toBeVisible();
  });

  it('says nothing of Stripe when the club takes no cards', async () => {
    const fake = api(ACTIVE, false);
    renderWithProviders(<MemberPlanBilling />, { api: fake });
    await vi.waitFor(() => expect(fake.calls.some((c) => c.path === 'locations.list')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Plan payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage plan' })).not.toBeInTheDocument();
    expect(fake.inputsOf('billing.plan')).toEqual([]);
  });
});
