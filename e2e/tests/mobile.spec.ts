import { DemoScreen } from '../support/demo-page';
import { AuthScreen, toast } from '../support/auth-page';
import { expect, registerViaApi, test } from '../support/fixtures';

test('the phone menu for visitors offers login, membership and a demo, and closes on a choice', async ({
  page,
}) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Member Login' })).toBeHidden();
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Member Login' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Become a Member' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Book a Demo' })).toBeVisible();

  await menu.getByRole('link', { name: 'Book a Demo' }).click();
  await expect(page).toHaveURL(/\/demo-booking$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book a free demo today' }),
  ).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
});

test('the phone menu for members shows who they are and closes after logout', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  await expect(menu.getByText(user.email)).toBeVisible();
  for (const name of ['My Account', 'Book Now', 'Leagues']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(menu.getByRole('link', { name: 'Member Login' })).toBeVisible();
});

test('on a phone the toast appears at the top', async ({ page }) => {
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.login('nobody-here@example.com', 'whatever-123');
  // boundingBox() does not wait: read it once the toast is up
  const failed = toast(page, 'Login failed');
  await expect(failed).toBeVisible();
  const box = await failed.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y ?? 999).toBeLessThan(200);
});

test('nothing overflows sideways on a 360px-wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/auth', '/memberships', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});

test('on a phone the visitor menu leads to the demo form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Book a Demo' })
    .click();
  const demo = new DemoScreen(page);
  await expect(demo.form).toBeVisible();
  await demo.field('First Name').fill('Sam');
  await expect(demo.field('First Name')).toBeInViewport();
});
