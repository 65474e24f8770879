import type { TAdminBooking, TAdminDay } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failWith,
  fakeApi,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { AdminSchedule } from './AdminSchedule';
import { gridModel } from './scheduleView';

/** The first render loads Mantine, the query client and the grid: give a busy machine time. */
const SLOW = { timeout: 8000 };

// Tuesday 24 November 2026, 9 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-24T15:00:00.000Z');
const bay = (id: number) => ({
  id,
  name: `Bay ${id}`,
  type: 'Standard' as const,
  locationId: 1,
  features: ['x'],
  isActive: true,
});

function booking(id: number, start: string, extra: Partial<TAdminBooking> = {}): TAdminBooking {
  return {
    id,
    userId: 10 + id,
    locationId: 1,
    bayId: 1,
    bayName: 'Bay 1',
    startTime: start,
    endTime: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
    price: 64,
    priceCents: 6400,
    isPeak: false,
    status: 'confirmed',
    waitlistPosition: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    firstName: 'Ana',
    lastName: `Member${id}`,
    email: `ana${id}@example.com`,
    createdByAdmin: true,
    ...extra,
  };
}

const DAY: TAdminDay = {
  date: '2026-11-24',
  timeZone: 'America/Chicago',
  locationId: 1,
  bays: [bay(1), bay(2)],
  bookings: [
    booking(1, '2026-11-24T16:00:00.000Z'), // 10:00 AM, bay 1, three rows
    booking(2, '2026-11-24T16:00:00.000Z', {
      status: 'waitlisted',
      bayId: null,
      bayName: null,
      waitlistPosition: 1,
    }),
  ],
  lessons: [],
  leagues: [
    {
      id: 5,
      name: 'Tuesday League',
      startTime: '6:00 PM',
      endTime: '8:00 PM',
      numBays: 1,
      participants: 6,
      bayIds: [2],
      startsAt: '2026-11-25T00:00:00.000Z',
      endsAt: '2026-11-25T02:00:00.000Z',
    },
  ],
};

describe('gridModel', () => {
  it('places bookings and league nights on their bays, waitlisted bookings in the last column', () => {
    const model = gridModel(DAY);
    expect(model.rows).toHaveLength(48);
    expect(model.columns.map((c) => c.label)).toEqual(['Bay 1', 'Bay 2', 'Waitlist']);
    expect(model.items.map((i) => [i.kind, i.column, i.rowStart, i.rowSpan])).toEqual([
      ['booking', 0, 20, 3],
      ['waitlisted', 2, 20, 3],
      ['league', 1, 36, 4],
    ]);
  });
});

describe('AdminSchedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the day by bay, the legend and the waitlist; cancelling asks first and reports', async () => {
    const api = fakeApi({
      'adminBookings.day': ok(DAY),
      'adminBookings.cancel': ok({
        booking: { ...booking(1, '2026-11-24T16:00:00.000Z'), status: 'cancelled' },
        promotedBookingIds: [2],
      }),
    });
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    const grid = await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    expect(within(grid).getByText('Ana Member1')).toBeVisible();
    expect(within(grid).getByText('Tuesday League')).toBeVisible();
    expect(within(screen.getByLabelText('Legend')).getByText('Waitlisted')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Waitlisted Bookings' })).toBeVisible();
    expect(api.inputsOf('adminBookings.day')).toEqual([{ date: '2026-11-24', locationId: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking for Ana Member1' }));
    expect(api.inputsOf('adminBookings.cancel')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }, SLOW));
    expect(await screen.findByText('Booking canceled', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBookings.cancel')).toEqual([{ id: 1 }]);
  });

  it('moves between days with the arrows and says why a promotion failed', async () => {
    const api = fakeApi({
      'adminBookings.day': ok(DAY),
      'adminBookings.promote': failWith(409, {
        message: 'No bay is free for the whole of this booking, so it cannot be promoted yet.',
        code: 'BAYS_FULL',
      }),
    });
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(api.inputsOf('adminBookings.day')).toContainEqual({
        date: '2026-11-25',
        locationId: 1,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Promote Ana Member2' }));
    await user.click(await screen.findByRole('button', { name: 'Promote' }, SLOW));
    expect(
      await screen.findByText(
        'Failed to promote booking: No bay is free for the whole of this booking, so it cannot be promoted yet.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });

  it('says so when the location has no bays', async () => {
    renderWithProviders(<AdminSchedule />, {
      api: fakeApi({ 'adminBookings.day': ok({ ...DAY, bays: [], bookings: [], leagues: [] }) }),
    });
    expect(
      await screen.findByText('No simulator bays available at this location.', {}, SLOW),
    ).toBeVisible();
  });
});
