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

// Monday 23 November 2026, noon in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-23T18:00:00.000Z');

const SAM = { id: 11, firstName: 'Sam', email: null, usesPass: true, feeCents: 0 };
const ALEX = {
  id: 12,
  firstName: 'Alex',
  email: 'alex@example.com',
  usesPass: false,
  feeCents: 2000,
};

const UPCOMING: TBooking = {
  id: 4,
  userId: 7,
  locationId: 1,
  bayId: 2,
  bayName: 'Bay 2',
  startTime: '2026-11-25T23:00:00.000Z',
  endTime: '2026-11-26T00:00:00.000Z',
  price: 40,
  priceCents: 4000,
  isPeak: false,
  status: 'confirmed',
  waitlistPosition: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  guests: [SAM],
};
const PAST: TBooking = {
  ...UPCOMING,
  id: 1,
  startTime: '2026-11-23T15:00:00.000Z',
  endTime: '2026-11-23T16:00:00.000Z',
  guests: [{ ...ALEX, id: 13 }],
};

function renderList(handlers: Record<string, Handler>) {
  return renderWithProviders(<AccountBookingsList />, { api: fakeApi(handlers) });
}

const upcoming = () => screen.getByRole('listitem', { name: 'Booking on 11/25/26' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("My Account's guests", () => {
  it('lists the guests with pass or fee; only an upcoming booking offers add and remove', async () => {
    renderList({ 'bookings.mine': ok([UPCOMING, PAST]) });
    await screen.findByRole('list', { name: 'My bookings' });
    expect(upcoming()).toHaveTextContent('Sam · Guest pass');
    expect(within(upcoming()).getByRole('button', { name: 'Remove guest Sam' })).toBeVisible();
    expect(within(upcoming()).getByRole('button', { name: 'Add guest' })).toBeVisible();
    const past = screen.getByRole('listitem', { name: 'Booking on 11/23/26' });
    expect(past).toHaveTextContent('Alex · Guest fee $20');
    expect(within(past).queryByRole('button')).toBeNull();
  });

  it('adds a guest and shows the fresh list', async () => {
    let list = [UPCOMING];
    const api = fakeApi({
      'bookings.mine': () => ok(list),
      'bookings.availability': ok(null),
      'bookings.addGuest': () => {
        list = [{ ...UPCOMING, guests: [SAM, ALEX] }];
        return ok(list[0]);
      },
    });
    const { user } = renderWithProviders(<AccountBookingsList />, { api });
    await user.click(await screen.findByRole('button', { name: 'Add guest' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText("Guest's first name is required")).toBeVisible();
    await user.type(screen.getByLabelText('Guest first name'), 'Alex');
    await user.type(screen.getByLabelText('Guest e-mail'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guest added');
    expect(api.inputsOf('bookings.addGuest')).toEqual([
      { id: 4, firstName: 'Alex', email: 'alex@example.com' },
    ]);
    await waitFor(() => expect(upcoming()).toHaveTextContent('Alex · Guest fee $20'));
  });

  it("removes a guest after the member confirms, and tells the API's reason when it fails", async () => {
    const api = fakeApi({
      'bookings.mine': ok([UPCOMING]),
      'bookings.availability': ok(null),
      'bookings.removeGuest': failWith(400, {
        message: 'Guests can be added or removed only before the session starts.',
        code: 'BOOKING_RULE',
      }),
    });
    const { user } = renderWithProviders(<AccountBookingsList />, { api });
    await user.click(await screen.findByRole('button', { name: 'Remove guest Sam' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this guest?' });
    expect(api.inputsOf('bookings.removeGuest')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Guest' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to remove guest');
    expect(toast).toHaveTextContent(
      'Guests can be added or removed only before the session starts.',
    );
    expect(api.inputsOf('bookings.removeGuest')).toEqual([{ id: 4, guestId: 11 }]);
  });
});
