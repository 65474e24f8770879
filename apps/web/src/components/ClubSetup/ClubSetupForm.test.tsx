import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminPage from '../../pages/AdminPage';
import {
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  waitFor,
} from '../../test-utils';

const SLOW = { timeout: 8000 };
const SET_UP = {
  id: 1,
  name: 'Inside 9 Alamo Heights',
  address: '5800 Broadway',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78209',
  timeZone: 'America/Chicago',
  phone: '(210) 555-0199',
  email: 'heights@inside9golf.com',
  membersOnly: false,
  guestFeeCents: 2000,
  waiverEnabled: false,
  noShowReleaseMinutes: null as number | null,
};

/** The admin panel of a club with no location yet, set up with `setup`'s answer. */
function firstRun(setup: () => ReturnType<typeof ok>) {
  let locations: unknown[] = [];
  return fakeApi({
    'auth.me': ok(member({ role: 'admin', firstName: 'Dana' })),
    'locations.list': () => ok(locations),
    'adminClub.setup': () => {
      const answer = setup();
      if (answer.kind === 'data') locations = [answer.data];
      return answer;
    },
    'adminInsights.dashboard': failWith(409, {
      message: 'The club is not set up yet.',
      code: 'NOT_SET_UP',
    }),
  });
}

/**
 * Fills the club's details as an admin pasting them from the club's records: one change a field.
 * Typed key by key, each of the 70 keys re-rendered the whole admin page (48 s for one case).
 */
async function fillClub(user: UserEvent) {
  const fields: [RegExp, string][] = [
    [/^Club name/, SET_UP.name],
    [/^Street address/, SET_UP.address],
    [/^City/, SET_UP.city],
    [/^State/, SET_UP.state],
    [/^ZIP code/, SET_UP.zipCode],
    [/^Phone/, SET_UP.phone],
    [/^E-mail/, SET_UP.email],
  ];
  for (const [name, value] of fields) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  }
}

/** The Club Settings card of a set-up club, whose save answers the club with `change`. */
function clubSettings(change: Partial<typeof SET_UP>) {
  const api = fakeApi({
    'auth.me': ok(member({ role: 'admin' })),
    'locations.list': ok([SET_UP]),
    'adminClub.update': () => ok({ ...SET_UP, ...change }),
  });
  const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=club', api });
  return { api, user };
}

// Each case renders the whole admin page (its first render loads every admin screen): 16 s alone
// on this machine kind, past the 20 s default on a loaded CI run.
describe('ClubSetupForm (first run)', { timeout: 60_000 }, () => {
  it('shows the set-up form instead of the panel, says what is wrong, sends the club, then opens the panel', async () => {
    const api = firstRun(() => ok(SET_UP));
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin', api });
    const form = await screen.findByRole('heading', { name: 'Set up your club' }, SLOW);
    expect(form).toBeVisible();
    expect(screen.queryByRole('button', { name: /Booking Schedule/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Set Up Club' }));
    expect(await screen.findByText('Club name is required')).toBeVisible();
    expect(screen.getByText('ZIP code must be 5 digits (or ZIP+4)')).toBeVisible();
    expect(api.inputsOf('adminClub.setup')).toEqual([]);

    await fillClub(user);
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue(
      'Central (America/Chicago)',
    );
    await user.click(screen.getByRole('button', { name: 'Set Up Club' }));

    await waitFor(() => expect(api.inputsOf('adminClub.setup')).toHaveLength(1));
    expect(api.inputsOf('adminClub.setup')[0]).toEqual({ ...SET_UP, id: undefined });
    // the panel opens: the menu of sections in place of the form
    const menu = await screen.findByRole('button', { name: /Bay Management/ }, SLOW);
    expect(menu).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Set up your club' })).toBeNull();
  });

  it('keeps the form and shows the API’s message when the set-up is refused', async () => {
    const api = firstRun(() =>
      failWith(409, { message: 'The club is already set up.', code: 'CONFLICT' }),
    );
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin', api });
    await screen.findByRole('heading', { name: 'Set up your club' }, SLOW);
    await fillClub(user);
    await user.click(screen.getByRole('button', { name: 'Set Up Club' }));
    expect(await screen.findByText('The club is already set up.', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Set up your club' })).toBeVisible();
  });

  it('is the Club Settings card afterwards: prefilled, it saves the changes and the members-only switch', async () => {
    const { user, api } = clubSettings({ phone: '(210) 555-0123', membersOnly: true });
    const phone = await screen.findByRole('textbox', { name: /^Phone/ }, SLOW);
    expect(phone).toHaveValue(SET_UP.phone);
    // no door provider on the server: nothing about locks or codes
    expect(screen.queryByRole('combobox', { name: /Front door lock/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Club name/ })).toHaveValue(SET_UP.name);
    await user.clear(phone);
    await user.type(phone, '(210) 555-0123');
    await user.click(screen.getByRole('switch', { name: /Members-only booking/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminClub.update')[0]).toEqual({
      ...SET_UP,
      id: undefined,
      phone: '(210) 555-0123',
      membersOnly: true,
    });
  });

  it('takes the guest fee in dollars and sends cents, with the waiver switch; refuses a fee past $1,000', async () => {
    const { user, api } = clubSettings({ guestFeeCents: 2550, waiverEnabled: true });
    const fee = await screen.findByRole('textbox', { name: /^Guest fee/ }, SLOW);
    expect(fee).toHaveValue('$20');
    const waiver = screen.getByRole('switch', { name: /Require the club waiver/ });
    expect(waiver).not.toBeChecked();

    await user.clear(fee);
    await user.type(fee, '1000.01');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('The guest fee must be from $0 to $1,000')).toBeVisible();
    expect(api.inputsOf('adminClub.update')).toEqual([]);

    await user.clear(fee);
    await user.type(fee, '25.50');
    await user.click(waiver);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminClub.update')[0]).toEqual({
      ...SET_UP,
      id: undefined,
      guestFeeCents: 2550,
      waiverEnabled: true,
    });
  });

  it('switches the no-show release on with a time from 10 to 60 minutes, refusing 9 with the message', async () => {
    const { user, api } = clubSettings({ noShowReleaseMinutes: 30 });
    const release = await screen.findByRole(
      'switch',
      { name: /Release sessions nobody checked in/ },
      SLOW,
    );
    expect(release).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /not checked in after/ })).toBeNull();

    await user.click(release);
    const minutes = screen.getByRole('textbox', { name: /not checked in after/ });
    expect(minutes).toHaveValue('15 minutes');
    await user.clear(minutes);
    await user.type(minutes, '9');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('The release time must be from 10 to 60 minutes, or off'),
    ).toBeVisible();
    expect(api.inputsOf('adminClub.update')).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminClub.update')[0]).toMatchObject({ noShowReleaseMinutes: 30 });
  });

  it("with door access, chooses the front door's lock among those Seam lists and saves it", async () => {
    const doorClub = { ...SET_UP, doorAccess: true, doorDeviceId: null };
    const api = fakeApi({
      'auth.me': ok(member({ role: 'admin' })),
      'locations.list': ok([doorClub]),
      'adminClub.doorLocks': ok([
        { deviceId: 'august_device_1', name: 'Front Door' },
        { deviceId: 'august_device_2', name: 'Back Door' },
      ]),
      'adminClub.update': () => ok({ ...doorClub, doorDeviceId: 'august_device_1' }),
    });
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=club', api });
    const lock = await screen.findByRole('combobox', { name: /Front door lock/ }, SLOW);
    await user.click(lock);
    await user.click(await screen.findByRole('option', { name: 'Front Door' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved', {}, SLOW)).toBeVisible();
    expect(api.inputsOf('adminClub.update')[0]).toMatchObject({ doorDeviceId: 'august_device_1' });
  });
});
