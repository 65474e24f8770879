import { describe, expect, it } from 'vitest';
import {
  CLUB_LOCATION,
  failWith,
  fakeApi,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { AdminBays } from './AdminBays';

const SLOW = { timeout: 8000 };
const BAY = {
  id: 3,
  name: 'Bay 3',
  type: 'Premium' as const,
  locationId: CLUB_LOCATION.id,
  features: ['Bar service'],
  isActive: true,
};

describe('AdminBays', () => {
  it('shows the bays with their type labels, and asks before a switch-off that strands bookings', async () => {
    let calls = 0;
    const api = fakeApi({
      'bays.list': ok([BAY]),
      'adminBays.update': (input) => {
        calls += 1;
        const forced =
          typeof input === 'object' && input !== null && Reflect.get(input, 'force') === true;
        return forced
          ? ok({ ...BAY, isActive: false, cancelledBookings: 2, promotedBookings: 0 })
          : failWith(409, {
              message:
                'This change would leave 2 confirmed upcoming bookings without a bay. Confirm to cancel them and e-mail the members.',
              code: 'STRANDS_BOOKINGS',
              strandedBookings: 2,
            });
      },
    });
    const { user } = renderWithProviders(<AdminBays />, { api });
    const table = await screen.findByRole('table', { name: 'Bays' }, SLOW);
    expect(within(table).getByText('Premium Suite')).toBeVisible();
    await user.click(within(table).getByRole('switch', { name: 'Bay 3 active' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel bookings?' }, SLOW);
    expect(within(confirm).getByText(/leave 2 confirmed upcoming bookings/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel them and continue' }));
    expect(await screen.findByText('2 booking(s) cancelled', {}, SLOW)).toBeVisible();
    expect(calls).toBe(2);
    expect(api.inputsOf('adminBays.update').at(-1)).toMatchObject({
      id: 3,
      isActive: false,
      force: true,
    });
  });

  it('edits a bay: its history, the form’s check, the values sent, and the change in the history next time', async () => {
    const entry = (id: number, action: string, before: object | null, after: object | null) => ({
      id,
      action,
      entityType: 'bay',
      entityId: 3,
      actorId: 1,
      actorName: 'Dana Desk',
      before,
      after,
      createdAt: '2026-11-23T20:15:00.000Z',
    });
    const api = fakeApi({
      'bays.list': ok([BAY]),
      'adminInsights.history': ok([
        entry(12, 'hours.add', { hours: [] }, { hours: ['Monday 09:00-21:00 peak'] }),
        entry(11, 'bay.update', { ...BAY, name: 'Bay Three' }, BAY),
        entry(10, 'bay.create', null, { ...BAY, name: 'Bay Three' }),
      ]),
      'adminBays.update': ok({
        ...BAY,
        name: 'Bay 3 Lounge',
        cancelledBookings: 0,
        promotedBookings: 0,
      }),
    });
    const { user } = renderWithProviders(<AdminBays />, { api });
    await user.click(await screen.findByRole('button', { name: 'Edit Bay 3' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bay' }, SLOW);
    const history = await within(dialog).findByRole('list', { name: 'History' }, SLOW);
    const items = within(history).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Hours added by Dana Desk, 11/23/26 2:15 PMhours: — → Monday 09:00-21:00 peak',
      'Bay edited by Dana Desk, 11/23/26 2:15 PMname: Bay Three → Bay 3',
      'Bay added by Dana Desk, 11/23/26 2:15 PM',
    ]);
    expect(api.inputsOf('adminInsights.history')).toEqual([{ entityType: 'bay', entityId: 3 }]);

    const name = within(dialog).getByRole('textbox', { name: 'Bay Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Bay' }));
    expect(await within(dialog).findByText('Bay name is required')).toBeVisible();
    await user.type(name, 'Bay 3 Lounge');
    await user.click(within(dialog).getByRole('button', { name: 'Save Bay' }));
    expect(await screen.findByText('Bay Updated', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminBays.update')).toEqual([
      { ...BAY, name: 'Bay 3 Lounge', force: false },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Bay 3' }, SLOW));
    await screen.findByRole('dialog', { name: 'Edit Bay' }, SLOW);
    await waitFor(() => expect(api.inputsOf('adminInsights.history')).toHaveLength(2));
  });
});
