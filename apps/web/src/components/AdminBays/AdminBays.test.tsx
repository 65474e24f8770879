import { describe, expect, it } from 'vitest';
import {
  CLUB_LOCATION,
  failWith,
  fakeApi,
  ok,
  renderWithProviders,
  screen,
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
});
