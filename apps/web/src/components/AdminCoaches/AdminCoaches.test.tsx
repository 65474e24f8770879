import { describe, expect, it } from 'vitest';
import { fakeApi, ok, renderWithProviders, screen, within } from '../../test-utils';
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
      'adminLessons.setHours': ok(MAYA),
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
});
