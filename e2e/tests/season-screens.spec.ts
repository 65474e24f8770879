import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { openSection } from '../support/admin-panel';
import { ADMIN, loginViaApi, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

// Not assertions: PNGs of the lesson, account and league-season screens for a person to look at
// (`pnpm --filter @club/e2e screens`).
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');
const PRO = { email: 'pro@inside9golf.com', password: 'Inside9-Member!' };

async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${info.project.name}-${name}.png`),
    fullPage,
  });
}

test('screens: lessons and My Account', { tag: '@screens' }, async ({ page }, info) => {
  await loginViaApi(page, PRO.email, PRO.password);
  await page.goto('/lessons');
  await page.getByRole('heading', { name: 'Book A Lesson' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, info, 'lessons');
  for (const tab of ['Lessons', 'My game', 'Profile']) {
    await page.goto('/account');
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await shot(page, info, `account-${tab.toLowerCase().replace(' ', '-')}`);
  }
});

test('screens: coaches and leagues (admin)', { tag: '@screens' }, async ({ page }, info) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Coaches');
  await page.waitForLoadState('networkidle');
  await shot(page, info, 'admin-coaches');
  await openSection(page, 'League Management');
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await shot(page, info, 'admin-league-edit', false);
});
