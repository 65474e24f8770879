import { AuthScreen } from '../support/auth-page';
import { expect, newUser, test } from '../support/fixtures';

test('the login form shows every validation message for bad input', async ({ page }) => {
  const auth = new AuthScreen(page);
  await auth.open();
  const form = auth.panel('Login');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('the register form shows every validation message for bad input', async ({ page }) => {
  const auth = new AuthScreen(page);
  await auth.open();
  await auth
    .panel('Login')
    .getByRole('button', { name: "Don't have an account? Register" })
    .click();
  const form = auth.panel('Register');
  await form.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Password must be at least 8 characters',
    'Confirm password is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  // Every register call the page makes, with what it sent.
  const sent: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/trpc/auth.register')) sent.push(req.postDataJSON());
  });
  const user = newUser();
  await auth.register(user, `${user.password}-typo`);
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  // Then the same form, corrected: exactly one call reaches the server, the corrected one. Had the
  // mismatched form been sent too, its call would have been seen before this one.
  await form.getByLabel('Confirm Password').fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible();
  // (httpBatchLink sends each input under its index in the batch)
  expect(sent).toEqual([
    {
      0: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        password: user.password,
        phone: null,
      },
    },
  ]);
});

test('the reset steps validate the e-mail and the code', async ({ page }) => {
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.tab('Reset Password').click();
  const reset = auth.panel('Reset Password');
  await reset.getByLabel('Email').fill('nobody@');
  await reset.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(reset.getByText('Please enter a valid email address')).toBeVisible();

  await reset.getByLabel('Email').fill(newUser().email);
  await reset.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(reset.getByText('Step 2 of 3')).toBeVisible();
  await auth.enterResetCode('123');
  await reset.getByRole('button', { name: 'Verify Code' }).click();
  await expect(reset.getByText('Reset code must be 6 digits')).toBeVisible();
});
