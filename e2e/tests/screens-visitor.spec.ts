import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { toast } from '../support/auth-page';
import { addDays, clubDate, DemoScreen, newVisitor } from '../support/demo-page';
import { registerViaApi, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

// Not assertions: PNGs of the visitor pages for a person to look at (`pnpm --filter @club/e2e screens`).
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  // The bar is fixed: a full-page shot taken while scrolled would paint it mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${info.project.name}-${name}.png`),
    fullPage,
  });
}

test('screens: home, plans and demo', { tag: '@screens' }, async ({ page }, info) => {
  await page.goto('/');
  await page.getByTestId('hero-video').waitFor();
  await shot(page, info, 'home-hero', false);
  await shot(page, info, 'home');
  await page.goto('/memberships');
  await page.getByRole('heading', { name: 'Membership FAQ' }).waitFor();
  await page.getByRole('button', { name: 'Do unused hours roll over?' }).click();
  await shot(page, info, 'plans');

  await page.goto('/demo-booking');
  const demo = new DemoScreen(page);
  await shot(page, info, 'demo');
  await demo.submit();
  await demo.form.getByText('First name is required').waitFor();
  await demo.form.scrollIntoViewIfNeeded();
  await shot(page, info, 'demo-errors', false);
  await demo.fill(newVisitor(), addDays(clubDate(), 4));
  await demo.field('Preferred Date').click();
  await page.getByRole('button', { name: 'Next month' }).waitFor();
  await shot(page, info, 'demo-calendar', false);
  await page.keyboard.press('Escape');
  await demo.submit();
  await toast(page, 'Demo Request Submitted').waitFor();
  await page.getByRole('heading', { name: 'Demo Request Successful!' }).waitFor();
  await shot(page, info, 'demo-success', false);
});

test('screens: plans signed in', { tag: '@screens' }, async ({ page }, info) => {
  await registerViaApi(page);
  await page.goto('/memberships');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Online payment' });
  await alert.waitFor();
  // shot once it has slid in (its transition done), not after a guessed pause
  await alert.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  await shot(page, info, 'plans-alert', false);
});
