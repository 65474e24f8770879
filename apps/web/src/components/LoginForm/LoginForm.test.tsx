import { describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { failWith, fakeApi, member, ok, renderWithProviders, screen } from '../../test-utils';
import { LoginForm } from './LoginForm';

/** What the bar shows once the current user is set. */
function SignedInAs() {
  const { user } = useCurrentUser();
  return <p>{user ? `Signed in as ${user.firstName} ${user.lastName}` : 'Signed out'}</p>;
}

function renderLogin(api = fakeApi()) {
  const props = { onForgotPassword: vi.fn(), onRegister: vi.fn() };
  const view = renderWithProviders(
    <>
      <SignedInAs />
      <LoginForm {...props} />
    </>,
    { api },
  );
  const fill = async (email: string, password: string) => {
    for (const [field, value] of [
      [screen.getByRole('textbox', { name: /^Email/ }), email],
      [screen.getByLabelText(/^Password/), password],
    ] as const) {
      if (!value) continue;
      await view.user.click(field);
      await view.user.paste(value);
    }
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
  };
  return { ...view, props, fill };
}

describe('LoginForm', () => {
  it('shows the messages of the spec and sends nothing while the input is invalid', async () => {
    const { fill, api } = renderLogin();
    await fill('', '');
    expect(await screen.findByText('Please enter a valid email')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();

    // typing clears a field's message; sending checks again
    await fill('not-an-email', '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.inputsOf('auth.login')).toEqual([]);
  });

  it('sends the e-mail as username with the password, and signs the member in', async () => {
    const api = fakeApi({ 'auth.login': ok(member()) });
    const { fill } = renderLogin(api);
    expect(await screen.findByText('Signed out')).toBeVisible();
    await fill('casey@example.com', 'Tee-Time-123');
    expect(await screen.findByText('Signed in as Casey Fairway')).toBeVisible();
    expect(api.inputsOf('auth.login')).toEqual([
      { username: 'casey@example.com', password: 'Tee-Time-123' },
    ]);
  });

  it("shows 'Login failed' with the server's reason", async () => {
    const api = fakeApi({
      'auth.login': failWith(401, {
        message: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      }),
    });
    const { fill } = renderLogin(api);
    await fill('casey@example.com', 'not-the-password');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(screen.getByText('Signed out')).toBeVisible();
  });

  it('leads to the reset flow and to registration', async () => {
    const { user, props } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(props.onForgotPassword).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Register" }));
    expect(props.onRegister).toHaveBeenCalledOnce();
  });
});
