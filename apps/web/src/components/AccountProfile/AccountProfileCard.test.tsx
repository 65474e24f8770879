import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, renderWithProviders, screen, within } from '../../test-utils';
import { AccountProfileCard } from './AccountProfileCard';

const ZONE = 'America/Chicago';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // the last evening of November in San Antonio (already December in UTC)
  vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function planFact() {
  const card = screen.getByRole('region', { name: 'Profile' });
  const term = within(card).getByText('Plan');
  return term.nextElementSibling?.textContent;
}

describe('AccountProfileCard', () => {
  it("shows a Pro member's hours left this month and the club's renewal day", () => {
    renderWithProviders(
      <AccountProfileCard
        user={member({ membershipType: 'pro', hoursRemaining: 10.5 })}
        zone={ZONE}
      />,
    );
    expect(planFact()).toBe('Pro10.5 h left this month, renews 12/1/26');
    expect(screen.getByText('Member')).toBeVisible();
  });

  it('says Elite hours are unlimited, and an account without a plan has none', () => {
    const { unmount } = renderWithProviders(
      <AccountProfileCard
        user={member({ membershipType: 'elite', hoursRemaining: null })}
        zone={ZONE}
      />,
    );
    expect(planFact()).toBe('EliteUnlimited hours');
    unmount();
    renderWithProviders(<AccountProfileCard user={member()} zone={ZONE} />);
    expect(planFact()).toBe('No plan');
    expect(screen.getByText('Non-Member')).toBeVisible();
  });

  it('shows the guest passes left this month when the plan gives them (Elite), else nothing', () => {
    const { unmount } = renderWithProviders(
      <AccountProfileCard
        user={member({
          membershipType: 'elite',
          hoursRemaining: null,
          guestPasses: { left: 1, perMonth: 2, text: 'Guest passes: 1 of 2 left this month' },
        })}
        zone={ZONE}
      />,
    );
    expect(planFact()).toBe('EliteUnlimited hoursGuest passes: 1 of 2 left this month');
    unmount();
    renderWithProviders(
      <AccountProfileCard
        user={member({ membershipType: 'pro', hoursRemaining: 3, guestPasses: null })}
        zone={ZONE}
      />,
    );
    expect(planFact()).not.toContain('Guest passes');
  });
});
