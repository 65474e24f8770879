import type { TAvailability, TBookingCreated } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../test-utils';
import {
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  within,
} from '../../test-utils';
import { BookingWizard } from './BookingWizard';

// The club waiver in front of Confirm Booking (DECISIONS.md, The club waiver).

// Monday 23 November 2026, 9:00 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T15:00:00.000Z');
const TEXT = 'Golf balls fly fast. Stand behind the line.';

const DAY: TAvailability = {
  locationId: 1,
  timeZone: 'America/Chicago',
  date: '2026-11-23',
  bookableDays: ['2026-11-23', '2026-11-24'],
  bookedMinutes: 0,
  dailyLimitReached: false,
  plan: { tier: 'none', minutesLeft: 0 },
  guestCharges: [],
  slots: [
    {
      start: '2026-11-23T16:00:00.000Z',
      end: '2026-11-23T17:00:00.000Z',
      label: '10:00 AM',
      status: 'offPeak',
      bayId: 1,
      priceCents: 4000,
      reason: null,
    },
  ],
};

const BOOKED: TBookingCreated = {
  id: 41,
  userId: 7,
  locationId: 1,
  bayId: 1,
  bayName: 'Bay 1',
  startTime: '2026-11-23T16:00:00.000Z',
  endTime: '2026-11-23T17:00:00.000Z',
  price: 40,
  priceCents: 4000,
  isPeak: false,
  status: 'confirmed',
  waitlistPosition: null,
  createdAt: '2026-11-23T15:00:00.000Z',
  guests: [],
  isWaitlisted: false,
};

const WAIVER_REQUIRED = failWith(403, {
  message: 'Please accept the club waiver before booking.',
  code: 'WAIVER_REQUIRED',
});

function renderWizard(handlers: Record<string, Handler>) {
  const api = fakeApi({
    'auth.me': ok(member()),
    'bookings.availability': ok(DAY),
    'bookings.mine': ok([]),
    'waiver.accept': ok({ version: 3, acceptedAt: NOW.toISOString() }),
    ...handlers,
  });
  return renderWithProviders(<BookingWizard />, { api });
}

async function confirmBooking(user: ReturnType<typeof renderWizard>['user']) {
  await user.click(await screen.findByRole('button', { name: /^10:00 AM, / }));
  await user.click(screen.getByRole('button', { name: 'Confirm Time' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the club waiver in the booking wizard', () => {
  it('shows the waiver first to a member who has not accepted it, and books after "I agree"', async () => {
    const { user, api } = renderWizard({
      'waiver.current': ok({ enabled: true, version: 3, text: TEXT, accepted: false }),
      'bookings.create': ok(BOOKED),
    });
    await confirmBooking(user);
    const dialog = await screen.findByRole('dialog', { name: 'Club waiver' });
    expect(within(dialog).getByRole('region', { name: 'Waiver text' })).toHaveTextContent(TEXT);
    expect(api.inputsOf('bookings.create')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Booking confirmed!')).toBeVisible();
    expect(api.inputsOf('waiver.accept')).toEqual([{ version: 3 }]);
    expect(api.inputsOf('bookings.create')).toEqual([
      {
        startTime: '2026-11-23T16:00:00.000Z',
        durationMinutes: 60,
        joinWaitlist: false,
        guests: [],
      },
    ]);
  });

  it('books nothing when the member cancels the waiver', async () => {
    const { user, api } = renderWizard({
      'waiver.current': ok({ enabled: true, version: 3, text: TEXT, accepted: false }),
      'bookings.create': ok(BOOKED),
    });
    await confirmBooking(user);
    const dialog = await screen.findByRole('dialog', { name: 'Club waiver' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.inputsOf('bookings.create')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
  });

  it('books at once when the waiver is off', async () => {
    const { user, api } = renderWizard({
      'waiver.current': ok({ enabled: false, version: 3, text: TEXT, accepted: false }),
      'bookings.create': ok(BOOKED),
    });
    await confirmBooking(user);
    expect(await screen.findByText('Booking confirmed!')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Club waiver' })).toBeNull();
    expect(api.inputsOf('bookings.create')).toHaveLength(1);
  });

  it('opens the waiver when the server asks for it (the text changed), then books again', async () => {
    let answers = 0;
    const { user, api } = renderWizard({
      'waiver.current': ok({ enabled: true, version: 3, text: TEXT, accepted: true }),
      'bookings.create': () => (answers++ === 0 ? WAIVER_REQUIRED : ok(BOOKED)),
    });
    await confirmBooking(user);
    const dialog = await screen.findByRole('dialog', { name: 'Club waiver' });
    await within(dialog).findByRole('region', { name: 'Waiver text' });
    expect(screen.queryByText('Please accept the club waiver before booking.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('Booking confirmed!')).toBeVisible();
    expect(api.inputsOf('bookings.create')).toHaveLength(2);
  });
});
