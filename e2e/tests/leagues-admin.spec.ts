import type { Page } from '@playwright/test';
import { dismissToast, toast } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { ADMIN, expect, loginViaApi, test, waitingForTheApp } from '../support/fixtures';
import {
  adminClient,
  clubDay,
  createLeague,
  leagueCard,
  memberClient,
  registerViaApiFor,
  shortDate,
  weekdayFrom,
} from './league-helpers';

// An admin runs a season from /admin: creates a league (and sees its nights in the day schedule),
// enters scores with the keyboard while a member watches the leader change, and deletes leagues.
// Axe checks the form and dialogs they open; the League Management section: a11y.spec.ts.
// A flow of many screens: more than the default 60 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

async function openLeagues(page: Page) {
  await page.goto('/admin?section=leagues');
  await expect(page.getByRole('heading', { name: 'League Management' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Types a score into a scoreboard cell with the keyboard only: focus, Enter, type, Enter. */
async function enterScore(page: Page, who: string, day: string, score: string) {
  const dialog = page.getByRole('dialog');
  const cell = dialog.getByRole('button', {
    name: new RegExp(`^Score for ${who} on ${shortDate(day)}: .*Edit$`),
  });
  await cell.focus();
  await page.keyboard.press('Enter');
  const input = dialog.getByRole('textbox', { name: `Score for ${who} on ${shortDate(day)}` });
  await expect(input).toBeFocused();
  await page.keyboard.type(score);
  await page.keyboard.press('Enter');
}

test('an admin creates a league, sees its nights in the schedule, keys in scores, and a member sees the leader change', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openLeagues(page);

  const name = `Sunrise ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create New League' }).click();
  const form = page.getByRole('form', { name: 'Create League' });
  await form.getByLabel(/League Name/).fill(name);
  await form.getByLabel(/^Description/).fill('Early nine before work');
  // 9-11 PM: no other browser test books then (support/time-bands.md), and the form's first Monday
  // can be any day of the next week (other tests fill every bay at some hours of the next 14 days)
  await form.getByRole('combobox', { name: /^Start Time/ }).click();
  await page.getByRole('option', { name: '9:00 PM', exact: true }).click();
  await form.getByRole('combobox', { name: /^End Time/ }).click();
  await page.getByRole('option', { name: '11:00 PM', exact: true }).click();
  await expect(form.getByLabel('Day of Week')).toHaveValue('Monday');
  expect(await seriousViolations(page, 'form'), 'Create League').toEqual([]);
  await form.getByRole('button', { name: 'Create League' }).click();
  await expect(toast(page, 'League created')).toBeVisible();
  const admin = await adminClient(baseURL ?? '');
  const league = (
    (await (await admin.get('/api/leagues')).json()) as {
      id: number;
      name: string;
      matchDates: string[];
    }[]
  ).find((l) => l.name === name);
  const first = league?.matchDates[0] ?? '';
  // the form starts on the first Monday from today: on a Monday the league is active at once
  const tab = first === clubDay(0) ? 'Active Leagues' : 'Upcoming Leagues';
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('21:00-23:00')).toBeVisible();
  await expect(row.getByText(first === clubDay(0) ? 'Active' : 'Upcoming')).toBeVisible();

  // its first night in the admin day schedule
  let offset = 0;
  while (clubDay(offset) !== first) offset += 1;
  await page.goto('/admin?section=schedule');
  for (let i = 0; i < offset; i++) await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 15_000 });

  // two members play; the admin keys in the first night's scores
  const ann = await memberClient(baseURL ?? '', 'Ann');
  const bob = await memberClient(baseURL ?? '', 'Bob');
  await registerViaApiFor(ann.ctx, league?.id ?? 0);
  await registerViaApiFor(bob.ctx, league?.id ?? 0);
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = waitingForTheApp(await memberContext.newPage());
  await memberPage.request.post('/api/login', {
    data: { username: ann.email, password: ann.password },
  });

  await openLeagues(page);
  await page.getByRole('button', { name: `Scoreboard of ${name}` }).click();
  await expect(
    page.getByRole('dialog').getByText('No scores have been recorded for this league yet.'),
  ).toBeVisible();
  await enterScore(page, ann.name, first, '72');
  await expect(toast(page, 'Score saved')).toBeVisible();
  await dismissToast(page, 'Score saved');
  await expect(
    page
      .getByRole('dialog')
      .getByRole('row', { name: new RegExp(ann.name) })
      .getByText('Leader'),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'scoreboard (admin)').toEqual([]);

  const scoreboardFor = async () => {
    await memberPage.goto('/leagues');
    await memberPage.getByRole('tab', { name: tab }).click();
    await leagueCard(memberPage, name).getByRole('button', { name: 'View Details' }).click();
    return memberPage.getByRole('dialog');
  };
  let seen = await scoreboardFor();
  await expect(
    seen.getByRole('row', { name: new RegExp(ann.name) }).getByText('Leader'),
  ).toBeVisible();
  await expect(seen.getByRole('button', { name: /Edit$/ })).toHaveCount(0);

  await enterScore(page, bob.name, first, '70');
  await expect(toast(page, 'Score saved')).toBeVisible();
  // the scoreboard read again with it: a reread landing while the next cell's editor is open took
  // the editor's focus (seen in a fresh-clone run)
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: `Score for ${bob.name} on ${shortDate(first)}: 70. Edit` }),
  ).toBeVisible();
  // Escape leaves a cell as it was (and the dialog open); Enter on a saved cell updates it
  const annCell = page.getByRole('dialog').getByRole('row', { name: new RegExp(ann.name) });
  // each key waits for the cell's editor to have the focus: pressed before it opens, Escape
  // closes the dialog instead (seen once in CI under load)
  const annInput = page
    .getByRole('dialog')
    .getByRole('textbox', { name: `Score for ${ann.name} on ${shortDate(first)}` });
  await annCell.getByRole('button', { name: /Edit$/ }).first().focus();
  await page.keyboard.press('Enter');
  await expect(annInput).toBeFocused();
  await page.keyboard.type('99');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(annCell.getByRole('cell').first()).toHaveText('72');
  await annCell.getByRole('button', { name: /Edit$/ }).first().focus();
  await page.keyboard.press('Enter');
  await expect(annInput).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('71');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Score updated')).toBeVisible();
  await expect(annCell.getByRole('cell').first()).toHaveText('71');

  seen = await scoreboardFor();
  await expect(
    seen.getByRole('row', { name: new RegExp(bob.name) }).getByText('Leader'),
  ).toBeVisible();
  await expect(
    seen.getByRole('row', { name: new RegExp(ann.name) }).getByText('Leader'),
  ).toHaveCount(0);
  expect(await seriousViolations(memberPage, '[role="dialog"]'), 'scoreboard (member)').toEqual([]);
  await memberContext.close();
  await admin.dispose();
});

test('deleting an upcoming league without participants works; with a participant it is refused', async ({
  page,
  baseURL,
}) => {
  const admin = await adminClient(baseURL ?? '');
  const start = weekdayFrom(5, 28);
  const empty = await createLeague(admin, {
    name: `Empty ${Date.now().toString(36)}`,
    startDate: start,
    startTime: '08:00',
    endTime: '10:00',
  });
  const taken = await createLeague(admin, {
    name: `Taken ${Date.now().toString(36)}`,
    startDate: start,
    startTime: '10:00',
    endTime: '12:00',
  });
  const m = await memberClient(baseURL ?? '', 'Cy');
  await registerViaApiFor(m.ctx, taken.id);

  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openLeagues(page);
  await page.getByRole('button', { name: `Delete ${empty.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete league' });
  await expect(confirm.getByText('Are you sure you want to delete this league?')).toBeVisible();
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await expect(
    confirm.getByText('Only upcoming leagues with no participants can be deleted.'),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'delete confirmation').toEqual([]);
  await confirm.getByRole('button', { name: 'Delete League' }).click();
  await expect(toast(page, 'League deleted')).toBeVisible();
  await page.getByRole('tab', { name: 'All Leagues' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(empty.name) }).getByText('Cancelled'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Active Leagues' }).click();
  await expect(page.getByRole('row', { name: new RegExp(empty.name) })).toHaveCount(0);
  await page.getByRole('button', { name: `Delete ${taken.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete League' }).click();
  await expect(toast(page, 'Error')).toContainText(
    'Only upcoming leagues with no participants can be deleted.',
  );
  await expect(
    page.getByRole('row', { name: new RegExp(taken.name) }).getByText('Upcoming'),
  ).toBeVisible();
  await admin.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('an admin keys in a score on a phone', async ({ page, baseURL }) => {
    const admin = await adminClient(baseURL ?? '');
    const league = await createLeague(admin, {
      name: `Phone Night ${Date.now().toString(36)}`,
      startDate: weekdayFrom(0, 28),
      startTime: '16:00',
      endTime: '18:00',
    });
    const m = await memberClient(baseURL ?? '', 'Dee');
    await registerViaApiFor(m.ctx, league.id);
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await openLeagues(page);
    await page.getByRole('button', { name: `Scoreboard of ${league.name}` }).click();
    await enterScore(page, m.name, league.matchDates[1] ?? '', '81');
    await expect(toast(page, 'Score saved')).toBeVisible();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('row', { name: new RegExp(m.name) })
        .getByText('Leader'),
    ).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]'), 'scoreboard (phone)').toEqual([]);
    await admin.dispose();
  });
});
