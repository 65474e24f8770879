import type { Locator, Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { ADMIN, expect, loginViaApi, test } from '../support/fixtures';
import { ownClubTest } from '../support/own-club';
import {
  bayOnOffAndHours,
  bookMoveCancelPromote,
  demoRequestStatusAndCsv,
  editAndAddMember,
} from './admin-flows';
import { openSection } from '../support/admin-panel';

// The admin panel on a phone (the playwright "phone" project, 390x844, touch): the flows of
// admin.spec.ts, the schedule's sideways scroll, and no section wider than the screen.
// A flow of many screens: more than the default 60 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('on a phone an admin books for a member, moves it, cancels it, and the waitlisted member is promoted and e-mailed', async ({
  page,
  baseURL,
}) => {
  // another day than the desktop run, so both can run at once
  await bookMoveCancelPromote(page, baseURL ?? '', 13);
});

test('on a phone an admin edits a member and exports the list; a member they add sets a password from the e-mailed code', async ({
  page,
  browser,
  baseURL,
}) => {
  await editAndAddMember(page, browser, baseURL ?? '');
});

// a bay turned on takes any waitlisted booking it fits, at any hour: on a club of its own
ownClubTest(
  'on a phone an admin adds a bay, adds hours, turns it on and off, deletes the hours, and reads its history',
  async ({ page }) => {
    await bayOnOffAndHours(page);
  },
);

test('on a phone an admin updates a demo request and exports the CSV', async ({
  page,
  baseURL,
}) => {
  await demoRequestStatusAndCsv(page, baseURL ?? '');
});

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('on a phone no admin section is wider than the screen; the bay table fits with its status and actions, a member’s buttons are in view', async ({
  page,
}) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  for (const title of [
    'Booking Schedule',
    'Member Management',
    'Bay Management',
    'League Management',
    'Demo Requests',
    'Club Settings',
  ]) {
    await openSection(page, title);
    await page.waitForLoadState('networkidle');
    expect(await overflow(page), title).toBeLessThanOrEqual(0);
  }
  // Bay Management: each row's first and last cells (name and buttons) are on screen
  await openSection(page, 'Bay Management');
  const row = page.getByRole('table', { name: 'Bays' }).getByRole('row', { name: /Bay 1/ });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText('Bay 1', { exact: true })).toBeInViewport();
  await expect(row.getByRole('switch', { name: 'Bay 1 active' })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Edit Bay 1' })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Hours of Bay 1' })).toBeInViewport();
  // Member Management: the name and the Edit and Delete buttons
  await openSection(page, 'Member Management');
  const admin = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row', { name: /Club Admin/ });
  await admin.scrollIntoViewIfNeeded();
  await expect(admin.getByText('Club Admin', { exact: true })).toBeInViewport();
  await expect(admin.getByRole('button', { name: 'Edit Club Admin' })).toBeInViewport();
  await expect(admin.getByRole('button', { name: 'Delete Club Admin' })).toBeInViewport();
  // ...and the actions column, pinned at the right edge, leaves the name uncovered: on a phone
  // its buttons show their icons only (with the longer Spanish words too)
  expect(await uncovered(admin, 'Club Admin')).toBe(true);
  await page.goto('/es/admin');
  await page.getByRole('button', { name: 'Gestión de socios' }).click();
  const spanish = page
    .getByRole('table', { name: 'Socios' })
    .getByRole('row', { name: /Club Admin/ });
  await spanish.scrollIntoViewIfNeeded();
  expect(await uncovered(spanish, 'Club Admin')).toBe(true);
});

/** True when the row's `text` ends before its last (pinned) cell begins. */
async function uncovered(row: Locator, text: string): Promise<boolean> {
  const name = await row.getByText(text, { exact: true }).boundingBox();
  const actions = await row.getByRole('cell').last().boundingBox();
  return !!name && !!actions && name.x + name.width <= actions.x;
}

test('on a phone the schedule scrolls sideways with the time column pinned, and a booking can be added and cancelled', async ({
  page,
}) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Booking Schedule');
  for (let i = 0; i < 11; i++) await page.getByRole('button', { name: 'Next day' }).click();
  const grid = page.getByRole('region', { name: 'Schedule grid' });
  const width = await grid.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(width.scroll).toBeGreaterThan(width.client);
  const timeCell = grid.getByText('9:00 AM', { exact: true });
  const before = await timeCell.boundingBox();
  await grid.evaluate((el) => el.scrollBy({ left: 300 }));
  const after = await timeCell.boundingBox();
  expect(after?.x).toBe(before?.x);

  await page.getByRole('button', { name: 'Add Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByRole('combobox', { name: 'Member', exact: true }).fill('Club Admin');
  await page.getByRole('option', { name: /Club Admin/ }).click();
  await dialog.getByRole('combobox', { name: 'Bay', exact: true }).click();
  await page.getByRole('option', { name: 'Bay 2' }).click();
  // 11 PM: the admin flows' band of club time (support/time-bands.md), a day before theirs
  await dialog.getByRole('combobox', { name: 'Start Time', exact: true }).fill('11:00 PM');
  await page.getByRole('option', { name: '11:00 PM', exact: true }).click();
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(toast(page, 'Booking Created')).toBeVisible();
  await grid.getByRole('button', { name: 'Cancel booking for Club Admin' }).first().click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel Booking' })
    .click();
  await expect(toast(page, 'Booking canceled')).toBeVisible();
});
