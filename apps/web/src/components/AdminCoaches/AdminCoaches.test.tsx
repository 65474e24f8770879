import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
import { AdminCoaches } from './AdminCoaches';

const SLOW = { timeout: 8000 };
const MAYA = {
  id: 3,
  firstName: 'Maya',
  lastName: 'Swing',
  name: 'Maya Swing',
  email: 'maya@example.com',
  bio: null,
  hourlyRate: 80,
  isActive: true,
  hours: [{ dayOfWeek: 2, startTime: '09:00', endTime: '12:00' }],
};

describe('AdminCoaches', () => {
  it('lists the coaches with their rate and weekly hours', async () => {
    renderWithProviders(<AdminCoaches />, {
      api: fakeApi({ 'adminLessons.coaches': ok([MAYA]) }),
    });
    const table = await screen.findByRole('table', { name: 'Coaches' }, SLOW);
    expect(within(table).getByText('Maya Swing')).toBeVisible();
    expect(table).toHaveTextContent('$80/h');
    expect(table).toHaveTextContent('Tuesday 9:00 AM - 12:00 PM');
  });

  it('adds a coach with the form, refusing a missing name with the form’s text', async () => {
    const api = fakeApi({
      'adminLessons.coaches': ok([]),
      'adminLessons.createCoach': ok({ ...MAYA, hours: [] }),
    });
    const { user } = renderWithProviders(<AdminCoaches />, { api });
    await user.click(await screen.findByRole('button', { name: 'Add Coach' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coach' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));
    expect(await within(dialog).findByText('First name is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Maya');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Swing');
    await user.click(within(dialog).getByRole('button', { name: 'Add Coach' }));
    expect(await screen.findByText('Coach Added')).toBeVisible();
    expect(api.inputsOf('adminLessons.createCoach')).toEqual([
      expect.objectContaining({ firstName: 'Maya', lastName: 'Swing', hourlyRate: 80 }),
    ]);
  });

  it('sets weekly hours: refuses an overlap, then saves the whole week', async () => {
    const api = fakeApi({
      'adminLessons.coaches': ok([MAYA]),
      'adminLessons.setHours': ok({ ...MAYA, cancelledLessons: 0, promotedBookings: 0 }),
    });
    const { user } = renderWithProviders(<AdminCoaches />, { api });
    await user.click(await screen.findByRole('button', { name: 'Hours of Maya Swing' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Hours of Maya Swing' });
    // Monday 09:00-17:00 is the add form's default
    await user.click(within(dialog).getByRole('button', { name: 'Add Hours' }));
    expect(within(dialog).getByRole('list', { name: 'Weekly hours' })).toHaveTextContent(
      'Monday 9:00 AM - 5:00 PM',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Hours' }));
    expect(
      within(dialog).getByText('These hours overlap hours the coach already has that day.'),
    ).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete Tuesday 9:00 AM - 12:00 PM' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByText('Hours Saved')).toBeVisible();
    expect(api.inputsOf('adminLessons.setHours')).toEqual([
      { id: 3, hours: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }] },
    ]);
  });

  it('asks before switching off a coach whose booked lessons would be stranded, then forces it', async () => {
    const STRANDED =
      'This change would leave 2 booked upcoming lessons without their coach (11/24/26 9:00 AM - ' +
      '10:00 AM; 11/25/26 10:00 AM - 10:30 AM). Confirm to cancel them and e-mail the members and the coach.';
    const api = fakeApi({
      'adminLessons.coaches': ok([MAYA]),
      'adminInsights.history': ok([]),
      'adminLessons.updateCoach': (input) =>
        typeof input === 'object' && input !== null && Reflect.get(input, 'force') === true
          ? ok({ ...MAYA, isActive: false, cancelledLessons: 2, promotedBookings: 1 })
          : failWith(409, { message: STRANDED, code: 'STRANDS_BOOKINGS', strandedLessons: 2 }),
    });
    const { user } = renderWithProviders(<AdminCoaches />, { api });
    await user.click(await screen.findByRole('button', { name: 'Edit Maya Swing' }, SLOW));
    const form = await screen.findByRole('dialog', { name: 'Edit Coach' }, SLOW);
    await user.click(within(form).getByRole('switch', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save Coach' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel lessons?' }, SLOW);
    expect(within(confirm).getByText(STRANDED)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel them and continue' }));
    expect(
      await screen.findByText('2 lesson(s) cancelled, 1 waitlisted booking(s) confirmed', {}, SLOW),
    ).toBeVisible();
    expect(api.inputsOf('adminLessons.updateCoach')).toEqual([
      expect.objectContaining({ id: 3, isActive: false }),
      expect.objectContaining({ id: 3, isActive: false, force: true }),
    ]);
    expect(api.inputsOf('adminLessons.updateCoach')[0]).not.toHaveProperty('force', true);
  });

  it('asks before new hours that strand lessons; going back changes nothing', async () => {
    const api = fakeApi({
      'adminLessons.coaches': ok([MAYA]),
      'adminLessons.setHours': failWith(409, {
        message:
          'This change would leave 1 booked upcoming lesson without their coach (11/24/26 9:00 AM - ' +
          '10:00 AM). Confirm to cancel it and e-mail the members and the coach.',
        code: 'STRANDS_BOOKINGS',
        strandedLessons: 1,
      }),
    });
    const { user } = renderWithProviders(<AdminCoaches />, { api });
    await user.click(await screen.findByRole('button', { name: 'Hours of Maya Swing' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Hours of Maya Swing' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete Tuesday 9:00 AM - 12:00 PM' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Hours' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel lessons?' }, SLOW);
    expect(within(confirm).getByText(/leave 1 booked upcoming lesson/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Go Back' }));
    expect(api.inputsOf('adminLessons.setHours')).toEqual([{ id: 3, hours: [] }]);
    // the hours dialog stays open with the admin's week, to change or to close
    expect(screen.getByRole('dialog', { name: 'Hours of Maya Swing' })).toBeVisible();
  });
});
