import type { Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { ADMIN, expect, loginViaApi, test } from '../support/fixtures';
import {
  adminClient,
  createLeague,
  leagueCard,
  memberClient,
  registerViaApiFor,
  weekdayFrom,
} from './league-helpers';

// A league through its season (issue 25), on the desktop and on the phone: an admin edits a
// league, a member withdraws (from the league card and from My Account), an admin removes a
// participant from the scoreboard. Each test's leagues play 8-10 PM on a weekday of its own, six
// weeks or more ahead (the desktop on Tuesdays, the phone on Fridays), so they meet no other test.
// Axe checks each dialog where it opens.
test.describe.configure({ timeout: 90_000 });

function startFor(project: string, minDays: number): string {
  return weekdayFrom(project === 'phone' ? 5 : 2, minDays);
}

async function openLeagueManagement(page: Page) {
  await page.goto('/admin?section=leagues');
  await expect(page.getByRole('heading', { name: 'League Management' })).toBeVisible({
    timeout: 30_000,
  });
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('an admin edits a league: the form comes prefilled and the table shows the changes', async ({
  page,
  baseURL,
}, info) => {
  const admin = await adminClient(baseURL ?? '');
  const name = unique('Twilight');
  await createLeague(admin, {
    name,
    startDate: startFor(info.project.name, 42),
    startTime: '20:00',
    endTime: '22:00',
  });
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openLeagueManagement(page);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit League' });
  const form = dialog.getByRole('form', { name: 'Edit League' });
  await expect(form.getByLabel(/League Name/)).toHaveValue(name);
  await expect(form.getByLabel(/Maximum Participants/)).toHaveValue('12');
  await expect(form.getByRole('combobox', { name: /^Team Type/ })).toBeDisabled();
  expect(await seriousViolations(page, '[role="dialog"]'), 'Edit League').toEqual([]);

  const renamed = `${name} Plus`;
  await form.getByLabel(/League Name/).fill(renamed);
  await form.getByLabel(/Maximum Participants/).fill('16');
  await form.getByRole('combobox', { name: /^End Time/ }).click();
  await page.getByRole('option', { name: '11:00 PM', exact: true }).click();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'League updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(row.getByText('20:00-23:00')).toBeVisible();
  await expect(row.getByRole('cell', { name: '16', exact: true })).toBeVisible();
});

test('a member withdraws from an upcoming league on its card, and from another on My Account', async ({
  page,
  baseURL,
}, info) => {
  const admin = await adminClient(baseURL ?? '');
  const start = startFor(info.project.name, 49);
  const onCard = await createLeague(admin, {
    name: unique('Card Cup'),
    startDate: start,
    startTime: '20:00',
    endTime: '22:00',
  });
  const onAccount = await createLeague(admin, {
    name: unique('Account Cup'),
    startDate: startFor(info.project.name, 56),
    startTime: '20:00',
    endTime: '22:00',
  });
  const member = await memberClient(baseURL ?? '', 'Wendy');
  await registerViaApiFor(member.ctx, onCard.id);
  await registerViaApiFor(member.ctx, onAccount.id);
  await loginViaApi(page, member.email, member.password);

  await page.goto('/leagues');
  await page.getByRole('tab', { name: 'Upcoming Leagues' }).click();
  const card = leagueCard(page, onCard.name);
  await expect(card.getByText('Registered')).toBeVisible();
  await card.getByRole('button', { name: `Withdraw from ${onCard.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw from league' });
  await expect(confirm.getByText(onCard.name)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'Withdraw').toEqual([]);
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(toast(page, 'Withdrawn from league')).toBeVisible();
  await expect(card.getByText('Registered')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Register Now' })).toBeEnabled();

  await page.goto('/account?tab=leagues');
  const item = page.getByRole('listitem', { name: onAccount.name });
  await item.getByRole('button', { name: `Withdraw from ${onAccount.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw from league' })
    .getByRole('button', { name: 'Withdraw', exact: true })
    .click();
  await expect(item.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /Withdraw from/ })).toHaveCount(0);
  await expect(
    page.getByRole('listitem', { name: onCard.name }).getByText('Withdrawn', { exact: true }),
  ).toBeVisible();
});

test('an admin removes a participant from the scoreboard; the count follows', async ({
  page,
  baseURL,
}, info) => {
  const admin = await adminClient(baseURL ?? '');
  const league = await createLeague(admin, {
    name: unique('Removal Open'),
    startDate: startFor(info.project.name, 63),
    startTime: '20:00',
    endTime: '22:00',
  });
  const [stay, leave] = await Promise.all([
    memberClient(baseURL ?? '', 'Stella'),
    memberClient(baseURL ?? '', 'Lenny'),
  ]);
  await registerViaApiFor(stay.ctx, league.id);
  await registerViaApiFor(leave.ctx, league.id);
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openLeagueManagement(page);

  const row = page.getByRole('row', { name: new RegExp(league.name) });
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Scoreboard of ${league.name}` }).click();
  const board = page.getByRole('dialog', { name: `${league.name} Scoreboard` });
  await board.getByRole('button', { name: `Remove ${leave.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove participant' });
  await expect(confirm.getByText(leave.name)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'Remove participant').toEqual([]);
  await confirm.getByRole('button', { name: 'Remove Participant' }).click();
  await expect(toast(page, 'Participant removed')).toBeVisible();
  await expect(board.getByRole('row', { name: new RegExp(leave.name) })).toHaveCount(0);
  await expect(board.getByRole('row', { name: new RegExp(stay.name) })).toBeVisible();
  await board.getByRole('button', { name: 'Close' }).first().click();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
