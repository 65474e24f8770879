import type { TBooking } from '@club/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../../test-utils';
import { AccountBookingItem } from '../AccountBookings/AccountBookingItem';
import { AccountLeagueItem } from '../AccountLeagues/AccountLeagueItem';
import { leagueFixture, participationFixture } from '../LeagueDisplay/leagueFixtures';

// My Account's door code (issue 34): the digits and the time they open the front door once the
// lock has them, "Your door code is on its way" while it is being made, nothing without door access.

const NOW = Date.parse('2026-11-23T15:00:00.000Z');

function booking(extra: Partial<TBooking>): TBooking {
  return {
    id: 3,
    userId: 7,
    locationId: 1,
    bayId: 1,
    bayName: 'Bay 1',
    startTime: '2026-11-25T16:00:00.000Z',
    endTime: '2026-11-25T17:30:00.000Z',
    price: 40,
    priceCents: 4000,
    isPeak: false,
    status: 'confirmed',
    waitlistPosition: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    guests: [],
    ...extra,
  };
}

const show = (b: TBooking) =>
  renderWithProviders(
    <AccountBookingItem booking={b} zone="America/Chicago" now={NOW} onCancel={vi.fn()} />,
  );

const opening = { startsAt: '2026-11-25T15:45:00.000Z', endsAt: '2026-11-25T17:30:00.000Z' };

describe('the door code on a My Account booking', () => {
  it('shows the code and the time it opens the door once the lock has it', async () => {
    show(booking({ doorCode: { status: 'active', code: '048213', ...opening } }));
    expect(await screen.findByTestId('door-code')).toHaveTextContent('048213');
    expect(screen.getByText(/opens the front door 9:45 AM - 11:30 AM/)).toBeVisible();
    expect(screen.queryByText('Your door code is on its way')).toBeNull();
  });

  it('says it is on its way while it is being made, without digits', async () => {
    show(booking({ doorCode: { status: 'pending', code: null, ...opening } }));
    expect(await screen.findByText('Your door code is on its way')).toBeVisible();
    expect(screen.queryByTestId('door-code')).toBeNull();
  });

  it('says nothing about codes without door access', async () => {
    show(booking({}));
    expect(await screen.findByText('Bay 1')).toBeVisible();
    expect(screen.queryByText(/door code/i)).toBeNull();
  });
});

describe('the door code on a My Account league entry', () => {
  it("shows the next night's code", async () => {
    const league = leagueFixture({ id: 3, name: 'Monday Night Stroke League' });
    const entry = participationFixture(league, {
      doorCode: {
        status: 'active',
        code: '731904',
        startsAt: '2026-11-30T23:45:00.000Z',
        endsAt: '2026-12-01T02:00:00.000Z',
      },
    });
    renderWithProviders(<AccountLeagueItem entry={entry} zone="America/Chicago" />);
    expect(await screen.findByTestId('door-code')).toHaveTextContent('731904');
    expect(screen.getByText(/opens the front door 5:45 PM - 8:00 PM/)).toBeVisible();
  });
});
