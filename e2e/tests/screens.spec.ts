import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { AuthScreen, toast } from '../support/auth-page';
import { ADMIN, loginViaApi, newUser, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

// Not assertions: PNGs of the main screens for a person to look at (`pnpm --filter @club/e2e screens`).
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${info.project.name}-${name}.png`),
    fullPage,
  });
}

test('screens: visitor pages', { tag: '@screens' }, async ({ page }, info) => {
  await page.goto('/');
  await shot(page, info, 'home');
  await page.goto('/auth');
  await shot(page, info, 'auth-login');
  const auth = new AuthScreen(page);
  await auth.panel('Login').getByRole('button', { name: 'Login', exact: true }).click();
  await shot(page, info, 'auth-login-errors', false);
  await auth.login('someone@example.com', 'wrong-password');
  await toast(page, 'Login failed').waitFor();
  await shot(page, info, 'toast-login-failed', false);
  await auth.tab('Register').click();
  await shot(page, info, 'auth-register');
  await auth.tab('Reset Password').click();
  const reset = auth.panel('Reset Password');
  await reset.getByLabel('Email').fill('someone@example.com');
  await reset.getByRole('button', { name: 'Send Reset Code' }).click();
  await reset.getByText('Step 2 of 3').waitFor();
  await shot(page, info, 'auth-reset-verify');
  await page.goto('/memberships');
  await shot(page, info, 'plans');
  await page.goto('/nowhere');
  await shot(page, info, 'not-found');
  if (info.project.name === 'phone') {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await shot(page, info, 'menu-visitor', false);
  }
});

test('screens: member pages', { tag: '@screens' }, async ({ page }, info) => {
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.register(newUser({ firstName: 'Jordan', lastName: 'Spiethman' }));
  await page.getByRole('heading', { name: 'Registration Complete!' }).waitFor();
  await shot(page, info, 'registration-complete');
  await page.goto('/booking');
  // the page, not its loader
  await page.getByRole('button', { name: 'Confirm Time' }).waitFor();
  await shot(page, info, 'booking');
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await shot(page, info, 'menu-member', false);
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Jordan Spiethman' }).click();
    await shot(page, info, 'user-menu', false);
  }
});

test('screens: admin', { tag: '@screens' }, async ({ page }, info) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
  await shot(page, info, 'admin');
});
