import { ADMIN, expect, loginViaApi, test } from '../support/fixtures';
import { ownClubTest } from '../support/own-club';
import {
  bayOnOffAndHours,
  bookMoveCancelPromote,
  demoRequestStatusAndCsv,
  editAndAddMember,
} from './admin-flows';

// The admin panel end to end on the built app and the real API (issue 10), at desktop size.
// admin-mobile.spec.ts runs the same flows on the phone.
// A flow of many screens: more than the default 60 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('an admin books for a member, moves it, cancels it, and the waitlisted member is promoted and e-mailed', async ({
  page,
  baseURL,
}) => {
  await bookMoveCancelPromote(page, baseURL ?? '', 12);
});

test('an admin edits a member and exports the list; a member they add sets a password from the e-mailed code', async ({
  page,
  browser,
  baseURL,
}) => {
  await editAndAddMember(page, browser, baseURL ?? '');
});

// a bay turned on takes any waitlisted booking it fits, at any hour: on a club of its own
ownClubTest(
  'an admin adds a bay, adds hours, turns it on and off, deletes the hours, and reads its history',
  async ({ page }) => {
    await bayOnOffAndHours(page);
  },
);

test('an admin updates a demo request and exports the CSV', async ({ page, baseURL }) => {
  await demoRequestStatusAndCsv(page, baseURL ?? '');
});

// The Today dashboard grows when its figures arrive: the menu above it must not move under an
// admin's pointer meanwhile (a click meant for a card once opened the dashboard's heatmap).
test('the admin menu stays in place while the Today dashboard loads', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/trpc\/[^?]*adminInsights\.dashboard/, async (route) => {
    await held;
    await route.continue();
  });
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const card = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: /Demo Requests/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole('status', { name: "Loading today's dashboard" })).toBeVisible();
  const before = await card.boundingBox();
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  expect(await card.boundingBox()).toEqual(before);
});
