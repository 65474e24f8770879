import type { TAdminBooking, TAdminDay } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AddBookingModal } from './AddBookingModal';
import { fillAddBooking, SLOW } from './addBookingTesting';
import { AdminSchedule } from './AdminSchedule';
import { MoveBookingModal } from './MoveBookingModal';

// Tuesday 24 November 2026, 9 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-24T15:00:00.000Z');
const BAY = {
  id: 1,
  name: 'Bay 1',
  type: 'Standard' as const,
  locationId: 1,
  features: ['x'],
  isActive: true,
};

const WITH_GUESTS: TAdminBooking = {
  id: 1,
  userId: 11,
  locationId: 1,
  bayId: 1,
  bayName: 'Bay 1',
  startTime: '2026-11-24T16:00:00.000Z',
  endTime: '2026-11-24T17:30:00.000Z',
  price: 64,
  priceCents: 6400,
  isPeak: false,
  status: 'confirmed',
  waitlistPosition: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  guests: [
    { id: 21, firstName: 'Sam', email: 'sam@example.com', usesPass: true, feeCents: 0 },
    { id: 22, firstName: 'Alex', email: null, usesPass: false, feeCents: 2000 },
  ],
  firstName: 'Ana',
  lastName: 'Member1',
  email: 'ana1@example.com',
  createdByAdmin: false,
  checkedInAt: null,
  checkedInBy: null,
};
const WITHOUT_GUESTS: TAdminBooking = {
  ...WITH_GUESTS,
  id: 2,
  startTime: '2026-11-24T19:00:00.000Z',
  endTime: '2026-11-24T20:00:00.000Z',
  guests: [],
  lastName: 'Member2',
};
const DAY: TAdminDay = {
  date: '2026-11-24',
  timeZone: 'America/Chicago',
  locationId: 1,
  bays: [BAY],
  bookings: [WITH_GUESTS, WITHOUT_GUESTS],
  lessons: [],
  leagues: [],
};
const place = { bays: [BAY], zone: 'America/Chicago', today: '2026-11-24' };

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('guests on the admin schedule', () => {
  it("shows a guest count on a booking's block, naming the guests", async () => {
    renderWithProviders(<AdminSchedule />, { api: fakeApi({ 'adminBookings.day': ok(DAY) }) });
    const grid = await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    const badge = within(grid).getByLabelText('2 guests: Sam, Alex');
    expect(badge).toHaveTextContent('+2');
    expect(within(grid).getByText('Ana Member2')).toBeVisible();
    expect(within(grid).getAllByText(/^\+\d$/)).toHaveLength(1);
  });

  it("shows the guests with pass or fee in the booking's details, and Move keeps them", async () => {
    const api = fakeApi({
      'adminInsights.history': ok([]),
      'adminBookings.move': ok({ booking: WITH_GUESTS, promotedBookingIds: [] }),
    });
    const { user } = renderWithProviders(
      <MoveBookingModal {...place} booking={WITH_GUESTS} onClose={vi.fn()} onMoved={vi.fn()} />,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking for Ana Member1' }, SLOW);
    expect(within(dialog).getByLabelText('Guest 1 first name')).toHaveValue('Sam');
    expect(within(dialog).getByLabelText('Guest 1 e-mail')).toHaveValue('sam@example.com');
    expect(within(dialog).getByLabelText('Guest 2 first name')).toHaveValue('Alex');
    expect(within(dialog).getByText('Guest pass')).toBeVisible();
    expect(within(dialog).getByText('Guest fee $20')).toBeVisible();
    // the waiver is off: nothing is said of it
    expect(within(dialog).queryByText(/Waiver/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move Booking' }));
    expect(await screen.findByText('Booking Moved', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBookings.move')[0]).not.toHaveProperty('guests');
  });

  it("shows each guest's waiver while it is on, and Move Booking sends the edited guests", async () => {
    const booking: TAdminBooking = {
      ...WITH_GUESTS,
      guests: WITH_GUESTS.guests.map((g, i) => ({ ...g, waiverAccepted: i === 0 })),
    };
    const api = fakeApi({
      'adminInsights.history': ok([]),
      'adminBookings.move': ok({ booking, promotedBookingIds: [] }),
    });
    const { user } = renderWithProviders(
      <MoveBookingModal {...place} booking={booking} onClose={vi.fn()} onMoved={vi.fn()} />,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking for Ana Member1' }, SLOW);
    expect(within(dialog).getByText('Guest pass · Waiver accepted')).toBeVisible();
    expect(within(dialog).getByText('Guest fee $20 · Waiver not accepted')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove guest 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    await user.type(within(dialog).getByLabelText('Guest 2 first name'), 'Kai');
    await user.type(within(dialog).getByLabelText('Guest 2 e-mail'), 'kai@example.com');
    expect(within(dialog).getByText('New guest: invited when an e-mail is given')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Move Booking' }));
    expect(await screen.findByText('Booking Moved', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBookings.move')).toEqual([
      {
        id: 1,
        bayId: 1,
        startTime: '2026-11-24T16:00:00.000Z',
        durationMinutes: 90,
        guests: [
          { firstName: 'Sam', email: 'sam@example.com' },
          { firstName: 'Kai', email: 'kai@example.com' },
        ],
      },
    ]);
  });

  it('Add Booking takes guests with the shared fields and sends them', async () => {
    const api = fakeApi({
      'adminBookings.members': ok([
        { id: 12, firstName: 'Lena', lastName: 'Links', email: 'lena@example.com' },
      ]),
      'adminBookings.create': ok({}),
    });
    const { user } = renderWithProviders(
      <AddBookingModal {...place} date="2026-11-24" onClose={vi.fn()} onCreated={vi.fn()} />,
      { api },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Booking' }, SLOW);
    await fillAddBooking({ user }, dialog, 'Bay 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    expect(await within(dialog).findByText("Guest's first name is required")).toBeVisible();
    expect(api.inputsOf('adminBookings.create')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Guest 1 first name'), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('Booking Created', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBookings.create')).toEqual([
      {
        userId: 12,
        bayId: 1,
        startTime: '2026-11-24T16:00:00.000Z',
        durationMinutes: 60,
        guests: [{ firstName: 'Sam', email: '' }],
      },
    ]);
  });
});
