import { AuthScreen, toast, userMenuButton } from '../support/auth-page';
import { expect, newUser, test } from '../support/fixtures';
import { resetCodeFrom, waitForMail } from '../support/mail';

test('a visitor registers, sees their name in the bar, logs out and logs back in', async ({
  page,
}) => {
  const user = newUser();
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.register(user);

  await expect(page.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible();
  await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
  await expect(toast(page, 'Registration successful')).toBeVisible();
  await expect(userMenuButton(page, user)).toBeVisible();
  // The view says a welcome message is on its way: it is.
  await waitForMail(user.email, 'Welcome');

  await userMenuButton(page, user).click();
  await expect(page.getByRole('menu').getByText('My Account')).toBeVisible();
  for (const item of ['Account Overview', 'My Bookings', 'My Leagues']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Member Login' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Become a Member' })).toBeVisible();
  await expect(userMenuButton(page, user)).toHaveCount(0);

  await bar.getByRole('link', { name: 'Member Login' }).click();
  await auth.login(user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, user)).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Leagues' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
});

test('a wrong password shows the Login failed toast with the reason', async ({ page, request }) => {
  const user = newUser();
  // the account exists, so the refusal is the password's
  expect((await request.post('/trpc/auth.register', { data: user })).status()).toBe(200);
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.login(user.email, 'not-the-password');
  await expect(toast(page, 'Login failed')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('registering an e-mail that is taken shows Registration failed', async ({ page, request }) => {
  const user = newUser();
  await request.post('/trpc/auth.register', { data: user });
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.register(user);
  await expect(toast(page, 'Registration failed')).toContainText(
    'An account with this email already exists',
  );
  await expect(page.getByRole('heading', { name: 'Registration Complete!' })).toHaveCount(0);
  await expect(auth.tab('Register')).toHaveAttribute('aria-selected', 'true');
});

test('a member resets a forgotten password with the e-mailed code, then logs in with it', async ({
  page,
  request,
}) => {
  const user = newUser();
  const res = await request.post('/trpc/auth.register', { data: user });
  expect(res.status()).toBe(200);
  const auth = new AuthScreen(page);
  await auth.open();

  await auth.panel('Login').getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(auth.tab('Reset Password')).toHaveAttribute('aria-selected', 'true');
  const reset = auth.panel('Reset Password');
  await expect(reset.getByText('Step 1 of 3')).toBeVisible();
  await reset.getByLabel('Email').fill(user.email);
  await reset.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(toast(page, 'Reset code sent')).toContainText(
    'If an account exists with this email, a reset code has been sent. Please check your inbox.',
  );
  await expect(reset.getByText('Step 2 of 3')).toBeVisible();

  // A wrong code first.
  await auth.enterResetCode('000000');
  await reset.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Invalid code')).toContainText(
    'The reset code is invalid or has expired. Please try again.',
  );

  const code = resetCodeFrom(await waitForMail(user.email, /reset/i));
  await auth.enterResetCode(code);
  await reset.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Code verified')).toBeVisible();
  await expect(reset.getByText('Step 3 of 3')).toBeVisible();

  // Validation of the new-password step.
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('New password must be at least 8 characters')).toBeVisible();
  await expect(reset.getByText('Please confirm your new password')).toBeVisible();
  await reset.getByRole('textbox', { name: 'New Password', exact: true }).fill('Brand-New-456');
  await reset.getByLabel('Confirm New Password').fill('Brand-New-457');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Passwords do not match')).toBeVisible();

  await reset.getByLabel('Confirm New Password').fill('Brand-New-456');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset successful')).toContainText(
    'Your password has been reset. You can now log in with your new password.',
  );
  await expect(auth.tab('Login')).toHaveAttribute('aria-selected', 'true');

  // The reset flow starts over, empty.
  await auth.tab('Reset Password').click();
  await expect(reset.getByText('Step 1 of 3')).toBeVisible();
  await expect(reset.getByLabel('Email')).toHaveValue('');
  await auth.tab('Login').click();

  // The old password is refused (the Login failed toast has its own test above).
  const old = await request.post('/api/login', {
    data: { username: user.email, password: user.password },
  });
  expect(old.status()).toBe(401);
  await auth.login(user.email, 'Brand-New-456');
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, user)).toBeVisible();
});

test('the reset flow goes back a step and returns to login', async ({ page }) => {
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.tab('Reset Password').click();
  const reset = auth.panel('Reset Password');
  await reset.getByLabel('Email').fill(newUser().email);
  await reset.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(reset.getByText('Step 2 of 3')).toBeVisible();
  await reset.getByRole('button', { name: 'Back' }).click();
  await expect(reset.getByText('Step 1 of 3')).toBeVisible();
  await reset.getByRole('button', { name: 'Remember your password? Login' }).click();
  await expect(auth.tab('Login')).toHaveAttribute('aria-selected', 'true');
});
