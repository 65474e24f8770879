import { AuthScreen, userMenuButton } from '../support/auth-page';
import { ADMIN, expect, loginViaApi, registerViaApi, test } from '../support/fixtures';

for (const path of ['/booking', '/leagues', '/lessons', '/account', '/admin']) {
  test(`a visitor opening ${path} is sent to the login screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  });
}

test('after logging in from a redirect the member lands where they were going', async ({
  page,
  request,
}) => {
  const user = {
    firstName: 'Robin',
    lastName: 'Links',
    email: `e2e-redirect-${Date.now()}@example.com`,
    password: 'Tee-Time-123',
  };
  await request.post('/trpc/auth.register', { data: user });
  await page.goto('/booking');
  await expect(page).toHaveURL(/\/auth$/);
  await new AuthScreen(page).login(user.email, user.password);
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { name: 'Book A Golf Simulator' })).toBeVisible();
});

test('a signed-in member opening /auth is sent home', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, user)).toBeVisible();
});

test('a signed-in member who is not an admin opening /admin is sent home', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
});

test('members reach their pages', async ({ page }) => {
  await registerViaApi(page);
  for (const [path, heading] of [
    ['/booking', 'Book A Golf Simulator'],
    ['/leagues', 'Inside 9 Leagues'],
    ['/lessons', 'Book A Lesson'],
    ['/account', 'My Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('an admin sees the Admin Panel button and page', async ({ page }) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
});

test('public pages open for everyone; plans live at two addresses', async ({ page }) => {
  for (const [path, heading] of [
    ['/memberships', 'Membership Plans'],
    ['/join-membership', 'Membership Plans'],
    ['/demo-booking', 'Book a free demo today'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '24/7 Members only golf simulator club',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Become a Member' }).click();
  await expect(page).toHaveURL(/\/join-membership$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Inside 9 Golf Club/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the desktop bar and footer show what a visitor needs', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Member Login' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: /navigation menu/ })).toBeHidden();
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByText(/premium indoor golf experiences for players of all skill levels/i),
  ).toBeVisible();
  await expect(footer.getByText('San Antonio, TX', { exact: false })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
  for (const network of ['Instagram', 'Facebook', 'X (Twitter)', 'YouTube']) {
    await expect(footer.getByRole('button', { name: `${network} (coming soon)` })).toBeVisible();
  }
});
