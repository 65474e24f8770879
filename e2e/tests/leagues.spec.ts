import type { Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { expect, registerViaApi, test, type TestUser } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { adminClient, createLeague, leagueCard, shortDate, weekdayFrom } from './league-helpers';

// A member joins an individual and a scramble league on /leagues and sees both in My Leagues and
// My Account, on a desktop and on a phone. Leagues on Tuesdays (desktop) and Sundays (phone).
// A flow of many screens: more than the default 60 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

async function joinBothLeagues(page: Page, baseURL: string, tag: string, dayOfWeek: number) {
  const admin = await adminClient(baseURL);
  const start = weekdayFrom(dayOfWeek, 21);
  const solo = await createLeague(admin, {
    name: `Solo ${tag}`,
    startDate: start,
    startTime: '08:00',
    endTime: '10:00',
  });
  const pairs = await createLeague(admin, {
    name: `Pairs ${tag}`,
    startDate: start,
    startTime: '10:00',
    endTime: '12:00',
    teamType: 'scramble',
  });
  const user: TestUser = await registerViaApi(page);

  await page.goto('/leagues');
  await expect(page.getByRole('heading', { level: 1, name: 'Inside 9 Leagues' })).toBeVisible();
  await page.getByRole('tab', { name: 'Upcoming Leagues' }).click();
  const soloCard = leagueCard(page, solo.name);
  await expect(soloCard.getByText('Upcoming')).toBeVisible();
  await expect(soloCard.getByText('0/12 filled · 12 spots left')).toBeVisible();
  await expect(leagueCard(page, pairs.name).getByText('0/6 filled · 6 teams left')).toBeVisible();
  // the page is scanned in a11y.spec.ts; here the tab with these leagues' cards
  expect(await seriousViolations(page, '[role="tabpanel"]'), '/leagues').toEqual([]);

  await soloCard.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for a League' });
  await expect(dialog.getByRole('combobox', { name: /League/ }).first()).toHaveValue(solo.name);
  expect(await seriousViolations(page, '[role="dialog"]'), 'registration dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(toast(page, 'Registration Complete').filter({ hasText: solo.name })).toBeVisible();
  await expect(soloCard.getByText('Registered')).toBeVisible();
  await expect(soloCard.getByText('1/12 filled · 11 spots left')).toBeVisible();

  await leagueCard(page, pairs.name).getByRole('button', { name: 'Register Now' }).click();
  await expect(dialog.getByLabel('Player 2 name')).toHaveValue(
    `${user.firstName} ${user.lastName}`,
  );
  await expect(dialog.getByLabel('Player 2 name')).toHaveAttribute('readonly', '');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByText('Player 1 name is required')).toBeVisible();
  await dialog.getByLabel(/Player 1 name/).fill('Pat Partner');
  await dialog.getByLabel(/Player 1 email/).fill('pat.partner@example.com');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  // the first toast may still be leaving: the one that counts names this league
  await expect(toast(page, 'Registration Complete').filter({ hasText: pairs.name })).toBeVisible();
  await expect(leagueCard(page, pairs.name).getByText('Registered')).toBeVisible();

  await page.getByRole('tab', { name: 'My Leagues' }).click();
  const mine = page.getByRole('list', { name: 'My leagues' });
  await expect(mine.getByRole('listitem', { name: solo.name })).toBeVisible();
  await expect(
    mine.getByRole('listitem', { name: pairs.name }).getByText(/Team #1 · Partner: Pat Partner/),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="tabpanel"]'), 'My Leagues').toEqual([]);

  await page.goto('/account?tab=leagues');
  const account = page.getByRole('list', { name: 'My leagues' });
  await expect(account.getByRole('listitem', { name: solo.name })).toBeVisible();
  const team = account.getByRole('listitem', { name: pairs.name });
  await expect(team.getByText('pat.partner@example.com')).toBeVisible();
  await expect(team.getByText(`#${pairs.id}`)).toBeVisible();
  expect(await seriousViolations(page, '[role="tabpanel"]'), '/account leagues').toEqual([]);

  const mail = await waitForMail(user.email, `You're registered: ${solo.name}`);
  expect(mail.text).toContain(`${shortDate(start)}, 8:00 AM – 10:00 AM`);
  await admin.dispose();
}

test('a member registers for an individual and a scramble league and finds both in My Leagues and My Account', async ({
  page,
  baseURL,
}) => {
  await joinBothLeagues(page, baseURL ?? '', `Tue ${Date.now().toString(36)}`, 2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a member registers for both kinds of league and finds them on a phone', async ({
    page,
    baseURL,
  }) => {
    await joinBothLeagues(page, baseURL ?? '', `Sun ${Date.now().toString(36)}`, 0);
  });
});
