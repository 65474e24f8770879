import { toast } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { expect as baseExpect, newUser, registerViaApi, test } from '../support/fixtures';
import { resetCodeFrom, waitForMail } from '../support/mail';

// My Account's Profile and My game tabs (issue 26), on the desktop and on the phone: a member
// changes their own name, e-mail and password, and deletes their account, without the club.

// Member pages load their data after the page chunk: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('a member edits their name, changes e-mail with the mailed code and changes password', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  await page.goto('/account?tab=profile');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('First Name')).toHaveValue(user.firstName);
  expect(await seriousViolations(page, '[role="tabpanel"]'), 'profile tab').toEqual([]);

  // the name
  await details.getByLabel('First Name').fill('Lexi');
  await details.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  const card = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(card.getByRole('heading', { name: `Lexi ${user.lastName}` })).toBeVisible();

  // the e-mail: a code to the new address, the old one told
  const newEmail = newUser().email;
  const email = page.getByRole('region', { name: 'Change email' });
  await email.getByLabel('New Email').fill(newEmail);
  await email.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await email.getByRole('button', { name: 'Send Code' }).click();
  await expect(email.getByText(`We sent a 6-digit code to ${newEmail}`)).toBeVisible();
  const code = resetCodeFrom(await waitForMail(newEmail, 'Confirm your new'));
  await email.getByLabel('Code digit 1').click();
  await page.keyboard.type(code);
  await email.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(toast(page, 'Email changed')).toBeVisible();
  await expect(card).toContainText(newEmail);
  const notice = await waitForMail(user.email, 'email address was changed');
  expect(notice.text).toContain(newEmail);

  // the password
  const password = page.getByRole('region', { name: 'Change password' });
  await password
    .getByRole('textbox', { name: 'Current Password', exact: true })
    .fill(user.password);
  await password
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('Fairway-Birdie-42');
  await password
    .getByRole('textbox', { name: 'Confirm New Password', exact: true })
    .fill('Fairway-Birdie-42');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await waitForMail(newEmail, 'password was changed');
  const login = await page.request.post('/api/login', {
    data: { username: newEmail, password: 'Fairway-Birdie-42' },
  });
  expect(login.status()).toBe(200);
});

test('a member deletes their account behind the password and the typed word', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto('/account?tab=profile');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'delete dialog').toEqual([]);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm', exact: true }).fill('delete');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'Type DELETE to confirm', exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm', exact: true }).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await waitForMail(user.email, 'account was deleted');
  const login = await page.request.post('/api/login', {
    data: { username: user.email, password: user.password },
  });
  expect(login.status()).toBe(401);
});

test('My game invites a new member to play, with no serious accessibility violations', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'My game' }).click();
  await expect(page).toHaveURL(/\/account\?tab=game$/);
  await expect(page.getByText('Your game starts here')).toBeVisible();
  expect(await seriousViolations(page, '[role="tabpanel"]'), 'my game').toEqual([]);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

/** My game's figures as the API would answer a member who has played (the API tests build them). */
const PLAYED = {
  timeZone: 'America/Chicago',
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    hours: i % 3 === 0 ? 0 : i / 2,
  })),
  byWeekday: [1, 0, 3, 2, 0, 4, 2],
  byHour: Array.from({ length: 24 }, (_, h) => (h === 18 ? 5 : h === 10 ? 2 : h === 19 ? 5 : 0)),
  seasons: [
    {
      leagueId: 1,
      leagueName: 'Winter Stroke Play',
      gameType: 'lowest_score',
      scores: [
        { matchDate: '2026-11-30', score: 78 },
        { matchDate: '2026-12-07', score: 74 },
      ],
    },
  ],
  totalSessions: 12,
  totalHours: 16.5,
};

test("My game draws a played member's charts, with tables for screen readers, and no serious violations", async ({
  page,
}) => {
  await registerViaApi(page);
  // the figures of a member with a past: the stats answer of a (batched) tRPC call is replaced
  await page.route(/\/trpc\/[^?]*account\.stats/, async (route) => {
    const paths = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
    const response = await route.fetch();
    const answers = (await response.json()) as unknown[];
    const json = answers.map((a, i) =>
      paths[i] === 'account.stats' ? { result: { data: PLAYED } } : a,
    );
    await route.fulfill({ response, json });
  });
  await page.goto('/account?tab=game');
  await expect(page.getByText('Hours played per month')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Hours on the simulators/ })).toBeAttached();
  expect(await seriousViolations(page, '[role="tabpanel"]'), 'my game with charts').toEqual([]);
  await page.getByRole('tabpanel').getByText('Tables', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Tables' })).toBeChecked();
  await expect(page.getByRole('table', { name: /Winter Stroke Play/ })).toBeVisible();
  expect(await seriousViolations(page, '[role="tabpanel"]'), 'my game as tables').toEqual([]);
});
