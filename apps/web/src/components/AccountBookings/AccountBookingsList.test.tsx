import type { TBooking } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../test-utils';
import {
  failWith,
  fakeApi,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { AccountBookingsList } from './AccountBookingsList';

// Monday 23 November 2026, noon in San Antonio (CST, UTC-6); the machine runs in UTC.
const NOW = new Date('2026-11-23T18:00:00.000Z');

function booking(id: number, start: string, extra: Partial<TBooking> = {}): TBooking {
  return {
    id,
    userId: 7,
    locationId: 1,
    bayId: 2,
    bayName: 'Bay 2',
    startTime: start,
    endTime: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
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

const FUTURE_PEAK = booking(4, '2026-11-25T23:00:00.000Z', {
  isPeak: true,
  price: 50,
  priceCents: 5000,
});
const FUTURE_WAITLISTED = booking(3, '2026-11-24T15:00:00.000Z', {
  status: 'waitlisted',
  bayId: null,
  bayName: null,
  waitlistPosition: 2,
});
const FUTURE_CANCELLED = booking(2, '2026-11-26T13:00:00.000Z', { status: 'cancelled' });
const PAST = booking(1, '2026-11-23T15:00:00.000Z');

function renderList(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  return { ...renderWithProviders(<AccountBookingsList />, { api }), api };
}

/** The list item of the booking on a day ('11/25/26'). */
function item(day: string) {
  return screen.getByRole('listitem', { name: `Booking on ${day}` });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('AccountBookingsList', () => {
  it("invites a member without bookings to 'Book Now'", async () => {
    renderList({ 'bookings.mine': ok([]) });
    expect(await screen.findByText('No bookings yet')).toBeVisible();
    expect(screen.getByText('Reserve a bay and your sessions will show up here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking');
  });

  it('says when the bookings could not be loaded', async () => {
    renderList({
      'bookings.mine': failWith(500, {
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      }),
    });
    expect(await screen.findByText('Bookings could not be loaded')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch bookings');
  });

  it("shows each booking in the club's time, with its status, bay and price", async () => {
    renderList({ 'bookings.mine': ok([FUTURE_PEAK, FUTURE_WAITLISTED, FUTURE_CANCELLED, PAST]) });
    const list = await screen.findByRole('list', { name: 'My bookings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const peak = item('11/25/26');
    expect(peak).toHaveTextContent('11/25/26 · 5:00 PM - 6:00 PM');
    expect(within(peak).getByText('Confirmed')).toBeVisible();
    expect(within(peak).getByText('Peak Time')).toBeVisible();
    expect(peak).toHaveTextContent('Bay 2');
    expect(peak).toHaveTextContent('$50');

    const waiting = item('11/24/26');
    expect(waiting).toHaveTextContent('Waitlisted #2');
    expect(waiting).toHaveTextContent('Bay assigned when confirmed');
    expect(waiting).toHaveTextContent('9:00 AM - 10:00 AM');

    // Peak Time only where the booking is peak.
    expect(screen.getAllByText('Peak Time')).toHaveLength(1);
  });

  it('offers Cancel only on bookings that have not started and are not cancelled', async () => {
    renderList({ 'bookings.mine': ok([FUTURE_PEAK, FUTURE_WAITLISTED, FUTURE_CANCELLED, PAST]) });
    await screen.findByRole('list', { name: 'My bookings' });
    expect(within(item('11/25/26')).getByRole('button', { name: 'Cancel' })).toBeVisible();
    // A waitlisted place may be given up too (DECISIONS.md, Cancellation).
    expect(within(item('11/24/26')).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(item('11/26/26')).getByText('Cancelled')).toBeVisible();
    expect(within(item('11/26/26')).queryByRole('button')).not.toBeInTheDocument();
    // This morning's session has already started.
    expect(within(item('11/23/26')).getByText('Confirmed')).toBeVisible();
    expect(within(item('11/23/26')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels after the member confirms, then shows the fresh list', async () => {
    let list = [FUTURE_PEAK];
    const { user, api } = renderList({
      'bookings.mine': () => ok(list),
      'bookings.cancel': () => {
        list = [{ ...FUTURE_PEAK, status: 'cancelled' }];
        return ok(list[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'Your session on 11/25/26, 5:00 PM - 6:00 PM on Bay 2 is released for other members.',
    );
    expect(api.inputsOf('bookings.cancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Booking Cancelled');
    expect(toast).toHaveTextContent('Your booking has been cancelled.');
    expect(api.inputsOf('bookings.cancel')).toEqual([{ id: 4 }]);
    await waitFor(() => expect(within(item('11/25/26')).getByText('Cancelled')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('keeps the booking and tells why when cancelling fails', async () => {
    const { user } = renderList({
      'bookings.mine': ok([FUTURE_PEAK]),
      'bookings.cancel': failWith(400, {
        message: 'Only bookings that have not started yet can be cancelled.',
        code: 'BOOKING_RULE',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Cancellation failed');
    expect(toast).toHaveTextContent(
      'There was a problem cancelling your booking. Only bookings that have not started yet can be cancelled.',
    );
    expect(within(item('11/25/26')).getByText('Confirmed')).toBeVisible();
  });
});
