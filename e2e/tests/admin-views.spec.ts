import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaApi, test } from '../support/fixtures';

// PNGs of every admin section at desktop and phone size for a person to look at
// (`pnpm --filter @club/e2e screens`). Axe: a11y.spec.ts. The phone flows: admin-mobile.spec.ts.
test.describe.configure({ timeout: 300_000 });

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');
const SECTIONS = [
  'Booking Schedule',
  'Member Management',
  'Bay Management',
  'League Management',
  'Demo Requests',
  'Club Settings',
];
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function openSection(page: Page, title: string) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: title })
    .click();
  await expect(page.getByRole('button', { name: 'Back to Menu' })).toBeVisible({ timeout: 30_000 });
  // the browser tab names the open section
  await expect(page).toHaveTitle(`${title} | Admin Panel | Inside 9`);
}

const slug = (title: string) => title.toLowerCase().replace(/\s+/g, '-');

for (const size of SIZES) {
  test.describe(`admin at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test(`screens: the admin panel (${size.name})`, { tag: '@screens' }, async ({ page }) => {
      await loginViaApi(page, ADMIN.email, ADMIN.password);
      const shot = async (name: string, fullPage = true) => {
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(SCREENS_DIR, `${size.name}-admin-${name}.png`),
          fullPage,
        });
      };
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await shot('menu');
      for (const title of SECTIONS) {
        await openSection(page, title);
        if (title === 'Booking Schedule') {
          await expect(page.getByRole('region', { name: 'Schedule grid' })).toBeVisible({
            timeout: 30_000,
          });
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await shot(slug(title), title !== 'Booking Schedule');
      }
      await openSection(page, 'Booking Schedule');
      await page.getByRole('button', { name: 'Add Booking' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Booking' })).toBeVisible();
      await shot('add-booking', false);
      await openSection(page, 'Bay Management');
      await page.getByRole('button', { name: 'Hours of Bay 1' }).click();
      await shot('bay-hours', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Edit Bay 1' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Bay' })).toBeVisible();
      await shot('bay-edit', false);
      await openSection(page, 'Member Management');
      await page.getByRole('button', { name: 'Add Member' }).click();
      await shot('add-member', false);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Member' })).toBeVisible();
      await shot('member-edit', false);
      await openSection(page, 'Demo Requests');
      const update = page.getByRole('button', { name: /^Update status of / }).first();
      if (await update.count()) {
        await update.click();
        await expect(page.getByRole('dialog', { name: 'Update Status' })).toBeVisible();
        await shot('demo-status', false);
      }
    });
  });
}
