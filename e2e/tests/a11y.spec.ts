import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { userMenuButton } from '../support/auth-page';
import { ADMIN, expect, loginViaApi, registerViaApi, test } from '../support/fixtures';

/** The serious and critical violations axe finds on the page as it is now (header and portals included). */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of ['/', '/auth', '/memberships', '/nowhere']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page, path)).toEqual([]);
  });
}

// Three scans of a full page: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the signed-in bar and the open user menu have no serious accessibility violations', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What a member's bar holds, so the scan below is of the signed-in bar and not the visitor's.
  const bar = page.getByRole('banner');
  await expect(userMenuButton(page, user)).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
  expect(await seriousViolations(page, 'bar')).toEqual([]);

  // Opened from the keyboard, the menu takes the focus to its first item.
  await userMenuButton(page, user).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Account Overview' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(userMenuButton(page, user)).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page, 'menu')).toEqual([]);
  // The menu itself, on its own: axe refuses a context that matches nothing, so it must be open.
  const { violations } = await new AxeBuilder({ page }).include('[role="menu"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Bookings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(userMenuButton(page, user)).toBeFocused();
});

test("an admin's bar, with the Admin Panel button, has no serious accessibility violations", async ({
  page,
}) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  expect(await seriousViolations(page, 'admin bar')).toEqual([]);
});
