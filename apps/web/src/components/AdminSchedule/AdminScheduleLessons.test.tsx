import type { TAdminDay } from '@club/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminSchedule } from './AdminSchedule';

const SLOW = { timeout: 8000 };
// Tuesday 24 November 2026, 9 AM in San Antonio (CST, UTC-6).
const NOW = new Date('2026-11-24T15:00:00.000Z');

const DAY: TAdminDay = {
  date: '2026-11-24',
  timeZone: 'America/Chicago',
  locationId: 1,
  bays: [
    { id: 1, name: 'Bay 1', type: 'Standard', locationId: 1, features: ['x'], isActive: true },
  ],
  bookings: [],
  lessons: [
    {
      id: 7,
      userId: 12,
      bayId: 1,
      coachId: 3,
      coachName: 'Maya Swing',
      firstName: 'Lena',
      lastName: 'Links',
      startTime: '2026-11-24T17:00:00.000Z',
      endTime: '2026-11-24T18:00:00.000Z',
      checkedInAt: null,
      checkedInBy: null,
    },
  ],
  leagues: [],
};

const COACH = {
  id: 3,
  firstName: 'Maya',
  lastName: 'Swing',
  name: 'Maya Swing',
  email: null,
  bio: null,
  hourlyRate: 80,
  isActive: true,
  hours: [],
};

function lessonApi() {
  return fakeApi({
    'adminBookings.day': ok(DAY),
    'adminBookings.members': ok([
      { id: 12, firstName: 'Lena', lastName: 'Links', email: 'lena@example.com' },
    ]),
    'adminLessons.coaches': ok([COACH]),
    'adminLessons.create': ok({}),
    'adminLessons.move': ok({}),
  });
}

describe('AdminSchedule lessons', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows who teaches whom, and cancels a lesson after the admin confirms', async () => {
    let day = DAY;
    const api = fakeApi({
      'adminBookings.day': () => ok(day),
      'adminBookings.members': ok([]),
      'adminLessons.cancel': () => {
        day = { ...DAY, lessons: [] };
        return ok({});
      },
    });
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    const grid = await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    expect(within(grid).getByText('Lesson with Maya Swing')).toBeVisible();
    expect(within(grid).getByText('Lena Links')).toBeVisible();
    await user.click(within(grid).getByRole('button', { name: 'Cancel lesson for Lena Links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this lesson?' });
    expect(dialog).toHaveTextContent("Lena Links's lesson with Maya Swing, 11:00 AM - 12:00 PM.");
    expect(api.inputsOf('adminLessons.cancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Lesson' }));
    expect(api.inputsOf('adminLessons.cancel')).toEqual([{ id: 7 }]);
    expect(await screen.findByText('Lesson cancelled')).toBeVisible();
    expect(within(grid).queryByText('Lesson with Maya Swing')).not.toBeInTheDocument();
  });

  it('books a lesson for a member from the schedule', async () => {
    const api = lessonApi();
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Lesson' }));
    const add = await screen.findByRole('dialog', { name: 'Add Lesson' });
    await user.click(within(add).getByRole('button', { name: 'Book Lesson' }));
    expect(within(add).getByRole('alert')).toHaveTextContent(
      'Please choose a member, a coach and a start time',
    );
    await user.click(within(add).getByRole('combobox', { name: 'Member' }));
    await user.click(await screen.findByRole('option', { name: /Lena Links/ }));
    await user.click(within(add).getByRole('combobox', { name: 'Coach' }));
    await user.click(await screen.findByRole('option', { name: 'Maya Swing' }));
    await user.click(within(add).getByRole('combobox', { name: 'Start Time' }));
    await user.click(await screen.findByRole('option', { name: '9:00 AM' }));
    await user.click(within(add).getByRole('button', { name: 'Book Lesson' }));
    expect(await screen.findByText('Lesson Booked')).toBeVisible();
    expect(api.inputsOf('adminLessons.create')).toEqual([
      { userId: 12, coachId: 3, startTime: '2026-11-24T15:00:00.000Z', durationMinutes: 60 },
    ]);
  });

  it('moves a lesson from the schedule', async () => {
    const api = lessonApi();
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    const grid = screen.getByRole('region', { name: 'Schedule grid' });
    await user.click(within(grid).getByRole('button', { name: 'Edit lesson for Lena Links' }));
    const move = await screen.findByRole('dialog', { name: 'Move Lesson of Lena Links' });
    await user.click(within(move).getByRole('combobox', { name: 'Start Time' }));
    await user.click(await screen.findByRole('option', { name: '1:00 PM' }));
    await user.click(within(move).getByRole('button', { name: 'Move Lesson' }));
    expect(await screen.findByText('Lesson Moved')).toBeVisible();
    expect(api.inputsOf('adminLessons.move')).toEqual([
      { id: 7, coachId: 3, bayId: 1, startTime: '2026-11-24T19:00:00.000Z', durationMinutes: 60 },
    ]);
  });

  it('moves a lesson to another day picked in the dialog; days before today are not offered', async () => {
    const api = lessonApi();
    const { user } = renderWithProviders(<AdminSchedule />, { api });
    await screen.findByRole('region', { name: 'Schedule grid' }, SLOW);
    const grid = screen.getByRole('region', { name: 'Schedule grid' });
    await user.click(within(grid).getByRole('button', { name: 'Edit lesson for Lena Links' }));
    const move = await screen.findByRole('dialog', { name: 'Move Lesson of Lena Links' });
    await user.click(within(move).getByRole('button', { name: 'Date' }));
    expect(await screen.findByRole('button', { name: '23 November 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '26 November 2026' }));
    // the old start belonged to the old day: a new one is asked for
    await user.click(within(move).getByRole('button', { name: 'Move Lesson' }));
    expect(within(move).getByRole('alert')).toHaveTextContent(
      'Please choose a member, a coach and a start time',
    );
    await user.click(within(move).getByRole('combobox', { name: 'Start Time' }));
    await user.click(await screen.findByRole('option', { name: '10:00 AM' }));
    await user.click(within(move).getByRole('button', { name: 'Move Lesson' }));
    expect(await screen.findByText('Lesson Moved')).toBeVisible();
    expect(api.inputsOf('adminLessons.move')).toEqual([
      { id: 7, coachId: 3, bayId: 1, startTime: '2026-11-26T16:00:00.000Z', durationMinutes: 60 },
    ]);
  });
});
