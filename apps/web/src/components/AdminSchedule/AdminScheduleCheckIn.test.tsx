import type { TAdminBooking, TAdminDay, TAdminLesson } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { SLOW } from './addBookingTesting';
import { AdminSchedule } from './AdminSchedule';

// Check-in from the schedule (issue 34; DECISIONS.md, Check-in and no-shows). Tuesday 24 November
// 2026, 9 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-24T15:00:00.000Z');

const BOOKING: TAdminBooking = {
  id: 1,
  userId: 11,
  locationId: 1,
  bayId: 1,
  bayName: 'Bay 1',
  startTime: '2026-11-24T16:00:00.000Z',
  endTime: '2026-11-24T17:00:00.000Z',
  price: 40,
  priceCents: 4000,
  isPeak: false,
  status: 'confirmed',
  waitlistPosition: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  guests: [],
  firstName: 'Ana',
  lastName: 'Lee',
  email: 'ana@example.com',
  createdByAdmin: true,
  checkedInAt: null,
  checkedInBy: null,
};

const LESSON: TAdminLesson = {
  id: 7,
  userId: 12,
  bayId: 2,
  coachId: 3,
  coachName: 'Maya Swing',
  firstName: 'Lena',
  lastName: 'Links',
  startTime: '2026-11-24T16:00:00.000Z',
  endTime: '2026-11-24T17:00:00.000Z',
  // by her code at 9:55 AM
  checkedInAt: '2026-11-24T15:55:00.000Z',
  checkedInBy: 'door',
};

const day = (booking: Partial<TAdminBooking> = {}): TAdminDay => ({
  date: '2026-11-24',
  timeZone: 'America/Chicago',
  locationId: 1,
  bays: [1, 2].map((id) => ({
    id,
    name: `Bay ${id}`,
    type: 'Standard' as const,
    locationId: 1,
    features: ['x'],
    isActive: true,
  })),
  bookings: [{ ...BOOKING, ...booking }],
  lessons: [LESSON],
  leagues: [],
});

describe('AdminSchedule check-in', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('checks a booking in from its block, then shows it checked in with Undo', async () => {
    let checkedIn = false;
    const api = fakeApi({
      'adminBookings.day': () =>
        ok(day(checkedIn ? { checkedInAt: NOW.toISOString(), checkedInBy: 'admin' } : {})),
      'adminCheckIn.booking': () => {
        checkedIn = true;
        return ok({ id: 1, checkedInAt: NOW.toISOString(), checkedInBy: 'admin' });
      },
    });
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    const grid = await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    expect(within(grid).queryByLabelText(/^Checked in .* by an admin$/)).toBeNull();
    // the lesson's member came through the door at 9:55
    expect(within(grid).getByLabelText('Checked in 9:55 AM by door code')).toBeVisible();
    expect(
      within(grid).getByRole('button', { name: 'Undo check-in for Lena Links' }),
    ).toBeVisible();

    await user.click(within(grid).getByRole('button', { name: 'Check in Ana Lee' }));
    expect(await screen.findByText('Ana Lee checked in')).toBeVisible();
    expect(api.inputsOf('adminCheckIn.booking')).toEqual([{ id: 1 }]);
    expect(
      await within(grid).findByLabelText('Checked in 9:00 AM by an admin', {}, SLOW),
    ).toBeVisible();
    expect(within(grid).getByRole('button', { name: 'Undo check-in for Ana Lee' })).toBeVisible();
  });

  it("undoes a lesson's check-in, and shows the API's refusal of a released session", async () => {
    const api = fakeApi({
      'adminBookings.day': ok(day()),
      'adminCheckIn.undoLesson': ok({ id: 7, checkedInAt: null, checkedInBy: null }),
      'adminCheckIn.booking': failWith(409, {
        message: 'This session was released as a no-show.',
        code: 'CONFLICT',
      }),
    });
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    const grid = await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    await user.click(within(grid).getByRole('button', { name: 'Undo check-in for Lena Links' }));
    expect(await screen.findByText('Check-in undone')).toBeVisible();
    expect(api.inputsOf('adminCheckIn.undoLesson')).toEqual([{ id: 7 }]);

    await user.click(within(grid).getByRole('button', { name: 'Check in Ana Lee' }));
    expect(await screen.findByText('This session was released as a no-show.')).toBeVisible();
  });
});
