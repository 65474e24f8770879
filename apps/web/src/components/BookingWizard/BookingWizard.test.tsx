import type { TAvailability } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, member, ok, renderWithProviders, screen, waitFor } from '../../test-utils';
import { BookingWizard } from './BookingWizard';

// Monday 23 November 2026, noon in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T18:00:00.000Z');

const AVAILABILITY: TAvailability = {
  locationId: 1,
  timeZone: 'America/Chicago',
  date: '2026-11-23',
  bookableDays: ['2026-11-23', '2026-11-24'],
  bookedMinutes: 0,
  dailyLimitReached: false,
  plan: { tier: 'elite', minutesLeft: null },
  guestCharges: [
    {
      kind: 'pass',
      priceCents: 0,
      passNumber: 1,
      passesLeft: 1,
      text: 'Guest pass (1 of 1 left this month)',
    },
    { kind: 'fee', priceCents: 2000, text: 'Guest fee $20' },
    { kind: 'fee', priceCents: 2000, text: 'Guest fee $20' },
  ],
  slots: [
    {
      start: '2026-11-23T20:00:00.000Z',
      end: '2026-11-23T21:00:00.000Z',
      label: '2:00 PM',
      status: 'offPeak',
      bayId: 1,
      priceCents: 4000,
      reason: null,
    },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('BookingWizard guests', () => {
  it("shows each guest's cost, adds the fees to the total and sends the guests", async () => {
    const api = fakeApi({
      'auth.me': ok(member({ membershipType: 'elite' })),
      'bookings.availability': ok(AVAILABILITY),
      'bookings.mine': ok([]),
      'bookings.create': () =>
        ok({
          id: 9,
          userId: 7,
          locationId: 1,
          bayId: 1,
          bayName: 'Bay 1',
          startTime: '2026-11-23T20:00:00.000Z',
          endTime: '2026-11-23T21:00:00.000Z',
          price: 40,
          priceCents: 4000,
          isPeak: false,
          status: 'confirmed',
          waitlistPosition: null,
          createdAt: NOW.toISOString(),
          guests: [],
          isWaitlisted: false,
        }),
    });
    const { user } = renderWithProviders(<BookingWizard />, { api });
    await user.click(await screen.findByRole('button', { name: /^2:00 PM/ }));
    await user.click(screen.getByRole('button', { name: /Confirm Time/ }));

    await user.click(await screen.findByRole('button', { name: 'Add guest' }));
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByText('Guest pass (1 of 1 left this month)')).toBeVisible();
    expect(screen.getByText('Guest fee $20')).toBeVisible();
    expect(screen.getByText(/Total with guests/)).toHaveTextContent('Total with guests: $60');

    // a guest without a name is not sent
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findAllByText("Guest's first name is required")).toHaveLength(2);
    expect(api.inputsOf('bookings.create')).toEqual([]);

    await user.type(screen.getByLabelText('Guest 1 first name'), 'Sam');
    await user.type(screen.getByLabelText('Guest 1 e-mail'), 'sam@example.com');
    await user.type(screen.getByLabelText('Guest 2 first name'), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(api.inputsOf('bookings.create')).toEqual([
        {
          startTime: '2026-11-23T20:00:00.000Z',
          durationMinutes: 60,
          joinWaitlist: false,
          guests: [
            { firstName: 'Sam', email: 'sam@example.com' },
            { firstName: 'Alex', email: '' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Booking confirmed!')).toBeVisible();
  });
});
