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
import { AddBookingModal } from './AddBookingModal';
import { fillAddBooking, SLOW } from './addBookingTesting';
import { AdminSchedule } from './AdminSchedule';
import { MoveBookingModal } from './MoveBookingModal';
import { gridModel } from './scheduleView';

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
    guests: [],
    firstName: 'Ana',
    lastName: `Member${id}`,
    email: `ana${id}@example.com`,
    createdByAdmin: true,
    checkedInAt: null,
    checkedInBy: null,
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

describe('Add Booking and Move Booking', () => {
  const place = { bays: [bay(1), bay(2)], zone: 'America/Chicago', today: '2026-11-24' };
  const members = ok([{ id: 12, firstName: 'Lena', lastName: 'Links', email: 'lena@example.com' }]);
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const fill = fillAddBooking;

  it('Add Booking asks for every field, shows the admin price and creates the booking', async () => {
    const api = fakeApi({ 'adminBookings.members': members, 'adminBookings.create': ok({}) });
    const created = vi.fn();
    const rendered = renderWithProviders(
      <AddBookingModal {...place} date="2026-11-23" onClose={vi.fn()} onCreated={created} />,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Booking' }, SLOW);
    const create = within(dialog).getByRole('button', { name: 'Create Booking' });
    await rendered.user.click(create);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    await fill(rendered, dialog, 'Bay 2');
    expect(within(dialog).getByText(/^Price:/)).toHaveTextContent('(off-peak)');
    await rendered.user.click(create);
    expect(await screen.findByText('Booking Created', {}, SLOW)).toBeVisible();
    // a day before today opens on today
    expect(api.inputsOf('adminBookings.create')).toEqual([
      {
        userId: 12,
        bayId: 2,
        startTime: '2026-11-24T16:00:00.000Z',
        durationMinutes: 60,
        guests: [],
      },
    ]);
    expect(created).toHaveBeenCalledOnce();
  });

  it('Add Booking shows the server’s refusal', async () => {
    const api = fakeApi({
      'adminBookings.members': members,
      'adminBookings.create': failWith(409, { message: 'That bay is taken.', code: 'OVERLAP' }),
    });
    const rendered = renderWithProviders(
      <AddBookingModal {...place} date="2026-11-24" onClose={vi.fn()} onCreated={vi.fn()} />,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Booking' }, SLOW);
    await fill(rendered, dialog, 'Bay 1');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'That bay is taken.',
    );
  });

  it('Move Booking starts from the booking, waits for a start on a new day and sends the move', async () => {
    const moving = booking(9, '2026-11-24T16:00:00.000Z');
    const api = fakeApi({
      'adminInsights.history': ok([]),
      'adminBookings.move': ok({ booking: moving, promotedBookingIds: [4] }),
    });
    const moved = vi.fn();
    const { user } = renderWithProviders(
      <MoveBookingModal {...place} booking={moving} onClose={vi.fn()} onMoved={moved} />,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking for Ana Member9' }, SLOW);
    expect(within(dialog).getByRole('combobox', { name: 'Bay' })).toHaveValue('Bay 1');
    expect(within(dialog).getByRole('combobox', { name: 'Start Time' })).toHaveValue('10:00 AM');
    expect(within(dialog).getByRole('combobox', { name: 'Duration' })).toHaveValue('1.5 hours');
    expect(within(dialog).getByText(/^New price:/)).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'History' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Date' }));
    await user.click(screen.getByRole('button', { name: '26 November 2026' }));
    const submit = within(dialog).getByRole('button', { name: 'Move Booking' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Start Time' }));
    await user.click(screen.getByRole('option', { name: '11:30 AM' }));
    await user.click(submit);
    expect(await screen.findByText('1 waitlisted booking(s) confirmed.', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBookings.move')).toEqual([
      { id: 9, bayId: 1, startTime: '2026-11-26T17:30:00.000Z', durationMinutes: 90 },
    ]);
    expect(moved).toHaveBeenCalledOnce();
  });
});
