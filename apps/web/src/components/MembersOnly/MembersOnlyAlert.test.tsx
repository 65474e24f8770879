import { describe, expect, it } from 'vitest';
import BookingPage from '../../pages/BookingPage';
import LeaguesPage from '../../pages/LeaguesPage';
import {
  CLUB_LOCATION,
  fakeApi,
  member,
  never,
  ok,
  renderWithProviders,
  screen,
} from '../../test-utils';

const SLOW = { timeout: 8000 };
const MESSAGE = 'Bookings are for members. Book a free demo or choose a plan to join.';

function club(membersOnly: boolean, tier: 'none' | 'pro') {
  return fakeApi({
    'auth.me': ok(member({ membershipType: tier })),
    'locations.list': ok([{ ...CLUB_LOCATION, membersOnly }]),
    'bookings.availability': never,
    'leagues.list': never,
    'leagues.myEntries': never,
  });
}

describe('members-only booking on the screens', () => {
  it('tells an account without a plan before it tries, with the ways in, in place of the wizard', async () => {
    renderWithProviders(<BookingPage />, { api: club(true, 'none') });
    expect(await screen.findByText(MESSAGE, {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a Free Demo' })).toHaveAttribute(
      'href',
      '/demo-booking',
    );
    expect(screen.getByRole('link', { name: 'See Membership Plans' })).toHaveAttribute(
      'href',
      '/memberships',
    );
    expect(screen.queryByText('Select Time')).toBeNull();
  });

  it('shows the wizard to a member with a plan, and to everyone while the setting is off', async () => {
    const { unmount } = renderWithProviders(<BookingPage />, { api: club(true, 'pro') });
    expect(await screen.findByText('Select Time', {}, SLOW)).toBeVisible();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    unmount();
    renderWithProviders(<BookingPage />, { api: club(false, 'none') });
    expect(await screen.findByText('Select Time', {}, SLOW)).toBeVisible();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('says it on the leagues page too', async () => {
    renderWithProviders(<LeaguesPage />, { api: club(true, 'none') });
    expect(await screen.findByText(MESSAGE, {}, SLOW)).toBeVisible();
  });
});
