import { userMenuButton } from '../support/auth-page';
import { expect, registerViaApi, test } from '../support/fixtures';

// The demo and login forms are prerendered with their page, but their code comes after the page's
// (selective hydration). Until it arrives the visitor sees and can read the prerendered form: it
// must stay where it is and be hydrated in place, never swapped for a loader and drawn again (the
// form blinked and the page moved when the auth page re-rendered before the login form's code).
for (const [path, chunk] of [
  ['/auth', /\/assets\/LoginForm-[^/]+\.js$/],
  ['/demo-booking', /\/assets\/DemoRequestForm-[^/]+\.js$/],
] as const) {
  test(`${path}: the prerendered form stays in place until its code arrives`, async ({ page }) => {
    // a slow network for the form's code only
    await page.route(chunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const state = { removed: 0 };
      Object.assign(window, { formsRemoved: state });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && (node.matches('form') || node.querySelector('form'))) {
              state.removed += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // hydrated: the form's controls are enabled (components/UntilHydrated)
    await expect(page.locator('form input').first()).toBeEnabled();
    expect(
      await page.evaluate(
        () => (window as unknown as { formsRemoved: { removed: number } }).formsRemoved.removed,
      ),
    ).toBe(0);
  });
}

// The bar's account links, the hero's call to action and the club's contact call the API: they are
// islands whose code (and the data layer's) comes after the page's. The prerendered page is a
// visitor's; the island hydrates it in place, and only a member's answer changes it.
test("/: a visitor's bar stays in place until its island's code arrives, hydrated without a mismatch", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/assets\/AccountLinks-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const state = { removed: 0 };
    Object.assign(window, { linksRemoved: state });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && node.textContent.includes('Member Login')) {
            state.removed += 1;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const island = page.waitForResponse(/\/assets\/AccountLinks-[^/]+\.js$/);
  const me = page.waitForResponse(/\/trpc\/.*auth\.me/);
  await page.goto('/');
  await Promise.all([island, me]);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Member Login' })).toBeVisible();
  // hydrated: React has attached its props to the island's links
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('header nav a')).every((link) =>
      Object.keys(link).some((key) => key.startsWith('__reactProps$')),
    ),
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { linksRemoved: { removed: number } }).linksRemoved.removed,
    ),
  ).toBe(0);
  expect(errors).toEqual([]);
});

test('/: a signed-in member sees their menu and Book Now once the islands have loaded', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const user = await registerViaApi(page);
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(userMenuButton(page, user)).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Now' })).toBeVisible();
  await userMenuButton(page, user).click();
  await page.getByRole('menuitem', { name: 'Account Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  expect(errors).toEqual([]);
});

// What a visitor types into a prerendered field before the form's code arrives would be thrown
// away when React takes the field over, and a press on its button would reload the page: until
// then the form's controls are disabled, and they take input as soon as it is hydrated.
test('/demo-booking: the prerendered form takes no input until its code arrives, then keeps what is typed', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DemoRequestForm-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/demo-booking');
  const form = page.getByRole('form', { name: 'Request your visit' });
  await expect(form.getByLabel('First Name')).toBeVisible();
  await expect(form.getByLabel('First Name')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Request My Free Demo' })).toBeDisabled();
  release();
  await form.getByLabel('First Name').fill('Early');
  await expect(form.getByLabel('First Name')).toBeEnabled();
  await expect(form.getByLabel('First Name')).toHaveValue('Early');
  await form.getByRole('button', { name: 'Request My Free Demo' }).click();
  // the form's own checks answer: React handles the press, the page is not reloaded
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveValue('Early');
});
