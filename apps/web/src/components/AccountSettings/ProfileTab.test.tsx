import { describe, expect, it } from 'vitest';
import type { Handler } from '../../test-utils';
import {
  failWith,
  fakeApi,
  member,
  ok,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '../../test-utils';
import { ProfileTab } from './ProfileTab';

const CASEY = member({ phone: '210-555-0100' });

function renderProfile(handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'auth.me': ok(CASEY),
    'account.settings': ok({ bookingReminders: true }),
    ...handlers,
  });
  return renderWithProviders(<ProfileTab />, { api, route: '/account?tab=profile' });
}

describe('ProfileTab', () => {
  it('saves the edited name and phone, and shows the saved values', async () => {
    const view = renderProfile({
      'account.updateProfile': (input) => ok({ ...CASEY, ...(input as object) }),
    });
    const details = await screen.findByRole('region', { name: 'Your details' });
    const first = within(details).getByLabelText(/^First Name/);
    expect(first).toHaveValue('Casey');
    await view.user.clear(first);
    await view.user.type(first, 'Lexi');
    await view.user.click(within(details).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(view.api.inputsOf('account.updateProfile')).toEqual([
      { firstName: 'Lexi', lastName: 'Fairway', phone: '210-555-0100' },
    ]);
  });

  it("refuses an empty first name with the contract's message and sends nothing", async () => {
    const view = renderProfile();
    const details = await screen.findByRole('region', { name: 'Your details' });
    await view.user.clear(within(details).getByLabelText(/^First Name/));
    await view.user.click(within(details).getByRole('button', { name: 'Save Profile' }));
    expect(await within(details).findByText('First name is required')).toBeVisible();
    expect(view.api.inputsOf('account.updateProfile')).toEqual([]);
  });

  it('switches reminders off', async () => {
    const view = renderProfile({
      'account.updateProfile': ok(CASEY),
    });
    const toggle = await screen.findByRole('switch', { name: /reminder 24 hours before/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await view.user.click(toggle);
    expect(await screen.findByText('Reminders off')).toBeVisible();
    expect(view.api.inputsOf('account.updateProfile')).toEqual([
      { firstName: 'Casey', lastName: 'Fairway', phone: '210-555-0100', bookingReminders: false },
    ]);
  });

  it("changes the password, and shows the server's word on a wrong current password", async () => {
    let tries = 0;
    const view = renderProfile({
      'account.changePassword': () =>
        ++tries === 1
          ? failWith(400, {
              message: 'Your current password is not correct.',
              code: 'VALIDATION',
              fieldErrors: { currentPassword: 'Your current password is not correct.' },
            })
          : ok({ ok: true, message: 'changed' }),
    });
    const form = await screen.findByRole('region', { name: 'Change password' });
    await view.user.type(within(form).getByLabelText(/^Current Password/), 'wrong-one');
    await view.user.type(within(form).getByLabelText(/^New Password/), 'Fairway-Birdie-42');
    await view.user.type(within(form).getByLabelText(/^Confirm New Password/), 'Fairway-Birdie-42');
    await view.user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Your current password is not correct.')).toBeVisible();
    await view.user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed')).toBeVisible();
    expect(view.api.inputsOf('account.changePassword')).toHaveLength(2);
  });

  it('refuses a short new password before sending', async () => {
    const view = renderProfile();
    const form = await screen.findByRole('region', { name: 'Change password' });
    await view.user.type(within(form).getByLabelText(/^Current Password/), 'secret123');
    await view.user.type(within(form).getByLabelText(/^New Password/), 'short');
    await view.user.type(within(form).getByLabelText(/^Confirm New Password/), 'short');
    await view.user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(form).findByText('New password must be at least 8 characters'),
    ).toBeVisible();
    expect(view.api.inputsOf('account.changePassword')).toEqual([]);
  });

  it('changes the e-mail in two steps: the code sent to the new address confirms it', async () => {
    const view = renderProfile({
      'account.requestEmailChange': ok({ ok: true, message: 'sent' }),
      'account.confirmEmailChange': (input) =>
        (input as { code: string }).code === '123456'
          ? ok({ ...CASEY, email: 'lexi@example.com', username: 'lexi@example.com' })
          : failWith(400, {
              message: 'The code is invalid or has expired. Please try again.',
              code: 'INVALID_RESET_CODE',
            }),
    });
    const form = await screen.findByRole('region', { name: 'Change email' });
    await view.user.type(within(form).getByLabelText(/^New Email/), 'lexi@example.com');
    await view.user.type(within(form).getByLabelText(/^Password/), 'secret123');
    await view.user.click(within(form).getByRole('button', { name: 'Send Code' }));
    expect(
      await within(form).findByText(/We sent a 6-digit code to lexi@example.com/),
    ).toBeVisible();
    await view.user.type(within(form).getByLabelText('Code digit 1'), '654321');
    await view.user.click(within(form).getByRole('button', { name: 'Confirm Email' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The code is invalid or has expired. Please try again.',
    );
    await view.user.clear(within(form).getByLabelText('Code digit 1'));
    await view.user.type(within(form).getByLabelText('Code digit 1'), '123456');
    await view.user.click(within(form).getByRole('button', { name: 'Confirm Email' }));
    expect(await screen.findByText('Email changed')).toBeVisible();
    expect(view.api.inputsOf('account.requestEmailChange')).toEqual([
      { newEmail: 'lexi@example.com', password: 'secret123' },
    ]);
  });

  it('deletes the account only with the password and the typed word', async () => {
    const view = renderProfile({
      'account.deleteAccount': ok({
        ok: true,
        message: 'gone',
        cancelledBookings: 0,
        freedLeaguePlaces: 0,
      }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await view.user.type(within(dialog).getByLabelText(/^Password/), 'secret123');
    await view.user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'delete');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Type DELETE to confirm/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(view.api.inputsOf('account.deleteAccount')).toEqual([]);
    await view.user.clear(within(dialog).getByLabelText(/^Type DELETE to confirm/));
    await view.user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'DELETE');
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account deleted')).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/');
  });
});
