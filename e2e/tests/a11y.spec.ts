import type { Locator, Page } from '@playwright/test';
import { AuthScreen, userMenuButton } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { ADMIN, expect, loginViaApi, registerViaApi, test } from '../support/fixtures';

// Tests of one bar only: each project leaves out the other's (playwright.config.ts, grepInvert).
const DESKTOP = { tag: '@desktop-only' };
const PHONE = { tag: '@phone-only' };

// Every screen, on the desktop and on the phone (both projects run this file), scanned by axe once
// it shows what a person waits for: no serious or critical violations. A screen is scanned whole
// once; its states (an open menu, another tab, a dialog) only where they change it. Dialogs of
// the flows are scanned where the flows open them (leagues specs).

test.describe('visitor pages', () => {
  // /join-membership is /memberships at a second address (routing.spec.ts)
  for (const path of ['/', '/memberships', '/nowhere']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/demo-booking, with the form showing its messages, has no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto('/demo-booking');
    await page.getByRole('button', { name: 'Request My Free Demo' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/auth: login, register and reset have no serious accessibility violations', async ({
    page,
  }) => {
    const auth = new AuthScreen(page);
    await auth.open();
    expect(await seriousViolations(page), 'login').toEqual([]);
    // the other tabs change only their panel (hidden panels are out of axe's reach)
    await auth.tab('Register').click();
    await expect(auth.panel('Register').getByLabel('First Name')).toBeVisible();
    expect(await seriousViolations(page, '[role="tabpanel"]'), 'register').toEqual([]);
    await auth.tab('Reset Password').click();
    await expect(auth.panel('Reset Password').getByText('Step 1 of 3')).toBeVisible();
    expect(await seriousViolations(page, '[role="tabpanel"]'), 'reset').toEqual([]);
  });
});

test.describe('member pages', () => {
  // the phone has no user menu in its bar: its menu is checked below
  test(
    'the signed-in bar and the open user menu have no serious accessibility violations',
    DESKTOP,
    async ({ page }) => {
      const user = await registerViaApi(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // What a member's bar holds, so the scan below is of the signed-in bar and not the visitor's.
      const bar = page.getByRole('banner');
      await expect(userMenuButton(page, user)).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Book Now' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
      // the page under it is the visitor's home, scanned above
      expect(await seriousViolations(page, 'header'), 'bar').toEqual([]);

      // Opened from the keyboard, the menu takes the focus to its first item.
      await userMenuButton(page, user).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Account Overview' })).toBeFocused();
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expect(userMenuButton(page, user)).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page, '[role="menu"]'), 'menu').toEqual([]);

      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'My Bookings' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(userMenuButton(page, user)).toBeFocused();
    },
  );

  test(
    "the phone's open menu, signed in, has no serious accessibility violations",
    PHONE,
    async ({ page }) => {
      const user = await registerViaApi(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(await seriousViolations(page, 'header, #mobile-menu')).toEqual([]);
    },
  );

  test('the plans with the chosen-plan alert have no serious accessibility violations', async ({
    page,
  }) => {
    await registerViaApi(page);
    await page.goto('/memberships');
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(
      page.getByText('Online payment is not available yet.', { exact: false }),
    ).toBeVisible();
    // the page itself: its signed-in bar is checked above
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  /** What each member page shows once its data is in: axe should see that, not a loader. */
  const MEMBER_PAGES: [string, (page: Page) => Locator][] = [
    [
      // today's start times (earlier ones are hidden, so at any hour a slot or the alert)
      '/booking',
      (page) =>
        page
          .getByRole('button', { name: /Available \(|Waitlist/ })
          .or(page.getByText('No available times')),
    ],
    ['/account', (page) => page.getByText('No bookings yet')],
    [
      '/lessons',
      (page) =>
        page
          .getByRole('group', { name: 'Lesson start times' })
          .or(page.getByText('No lesson times on this day. Please choose another day or coach.')),
    ],
    [
      '/leagues',
      (page) => page.getByRole('article').or(page.getByText('No active leagues at the moment.')),
    ],
  ];
  for (const [path, loaded] of MEMBER_PAGES) {
    test(`${path}, with the signed-in bar, has no serious accessibility violations`, async ({
      page,
    }) => {
      await registerViaApi(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loaded(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('admin pages', () => {
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page, ADMIN.email, ADMIN.password);
  });

  // the phone's bar is the same for everyone: its menu is checked above
  test(
    "an admin's bar, with the Admin Panel button, has no serious accessibility violations",
    DESKTOP,
    async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Admin Panel' }),
      ).toBeVisible();
      expect(await seriousViolations(page, 'header')).toEqual([]);
    },
  );

  test('the admin menu and Today have no serious accessibility violations', async ({ page }) => {
    await page.goto('/admin');
    // the day's figures are counted over every booking: the slowest read of the suite under load
    await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  /** Each section, and what it shows once its data is in. */
  const SECTIONS: [string, string, (page: Page) => Locator][] = [
    ['schedule', 'Booking Schedule', (page) => page.getByRole('region', { name: 'Schedule grid' })],
    ['members', 'Member Management', (page) => page.getByRole('table', { name: 'Members' })],
    ['bays', 'Bay Management', (page) => page.getByRole('table', { name: 'Bays' })],
    ['leagues', 'League Management', (page) => page.getByRole('table', { name: 'Leagues' })],
    ['demo', 'Demo Requests', (page) => page.getByRole('table', { name: 'Demo requests' })],
    ['club', 'Club Settings', (page) => page.getByRole('button', { name: 'Save Settings' })],
  ];
  for (const [id, title, loaded] of SECTIONS) {
    test(`${title} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(`/admin?section=${id}`);
      // the browser tab names the open section
      await expect(page).toHaveTitle(`${title} | Admin Panel | Inside 9`);
      await expect(page.getByRole('button', { name: 'Back to Menu' })).toBeVisible();
      await expect(loaded(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
