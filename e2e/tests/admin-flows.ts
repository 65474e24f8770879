import { readFile } from 'node:fs/promises';
import {
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { AuthScreen, toast, userMenuButton } from '../support/auth-page';
import { ADMIN, expect, loginViaApi, newUser, test, waitingForTheApp } from '../support/fixtures';
import { resetCodeFrom, waitForMail } from '../support/mail';
import { choose, clubDay, clubInstant, narrowedTo, openSection } from '../support/admin-panel';

// The admin panel's flows (issue 10), written once and run by admin.spec.ts on the desktop and by
// admin-mobile.spec.ts on the phone: each takes the page of the project that runs it.

/** A signed-in API client of its own (a member or the admin), beside the page. */
async function client(
  baseURL: string,
  email: string,
  password: string,
): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL });
  const res = await ctx.post('/trpc/auth.login', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return ctx;
}

/** A member registered through the API: their id, e-mail and signed-in client. */
async function member(baseURL: string, firstName: string) {
  const user = newUser({ firstName, lastName: `Adm${Date.now().toString(36).slice(-4)}` });
  const ctx = await apiRequest.newContext({ baseURL });
  const res = await ctx.post('/trpc/auth.register', { data: { ...user } });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await (await ctx.get('/api/user')).json()) as { id: number };
  return { ...user, id: me.id, ctx, name: `${user.firstName} ${user.lastName}` };
}

async function showDay(page: Page, offset: number) {
  for (let i = 0; i < offset; i++) await page.getByRole('button', { name: 'Next day' }).click();
}

/**
 * Books for a member on `dayOffset` (Bay 4 at 12 AM), moves it to 11 PM (every bay then taken),
 * a member joins the waitlist, the admin cancels, the waitlisted member is confirmed and e-mailed.
 * Desktop and phone use different days so that the two can run at once. 11 PM and 12 AM are the
 * admin flows' band of club time (support/time-bands.md): no other test books then.
 */
export async function bookMoveCancelPromote(page: Page, baseURL: string, dayOffset: number) {
  const admin = await client(baseURL, ADMIN.email, ADMIN.password);
  const day = clubDay(dayOffset);
  const bays = (await (await admin.get('/api/bays')).json()) as { id: number; name: string }[];
  // Bays 1-3 are taken at 11 PM; Bay 4 stays free for the move.
  for (const bay of bays.slice(0, 3)) {
    const holder = await member(baseURL, 'Holder');
    const res = await admin.post('/api/bookings', {
      data: {
        userId: holder.id,
        bayId: bay.id,
        startTime: clubInstant(day, '23:00'),
        durationMinutes: 60,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const booked = await member(baseURL, 'Booked');
  const waiting = await member(baseURL, 'Waiting');

  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Booking Schedule');
  await showDay(page, dayOffset);
  await page.getByRole('button', { name: 'Add Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByRole('combobox', { name: 'Member', exact: true }).fill(booked.lastName);
  await page.getByRole('option', { name: new RegExp(booked.lastName) }).click();
  await choose(page, 'Bay', 'Bay 4', dialog);
  await dialog.getByRole('combobox', { name: 'Start Time', exact: true }).fill('12:00 AM');
  await page.getByRole('option', { name: '12:00 AM', exact: true }).click();
  await expect(dialog.getByText(/Price: \$45/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(toast(page, 'Booking Created')).toBeVisible();
  await waitForMail(booked.email, /Booking confirmed/);
  const grid = page.getByRole('region', { name: 'Schedule grid' });
  await expect(grid.getByText(booked.name)).toBeVisible();

  // the edit button moves it to 11 PM: now every bay is taken then
  await grid.getByRole('button', { name: `Edit booking for ${booked.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Booking for ${booked.name}` });
  await edit.getByRole('combobox', { name: 'Start Time', exact: true }).fill('11:00 PM');
  await page.getByRole('option', { name: '11:00 PM', exact: true }).click();
  await edit.getByRole('button', { name: 'Move Booking' }).click();
  await expect(toast(page, 'Booking Moved')).toBeVisible();
  await waitForMail(booked.email, /Booking changed/);

  const join = await waiting.ctx.post('/api/bookings', {
    data: { startTime: clubInstant(day, '23:00'), durationMinutes: 60, joinWaitlist: true },
  });
  expect(((await join.json()) as { status: string }).status).toBe('waitlisted');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('button', { name: `Promote ${waiting.name}` })).toBeVisible();

  await grid.getByRole('button', { name: `Cancel booking for ${booked.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel Booking' })
    .click();
  await expect(toast(page, 'Booking canceled')).toBeVisible();
  await expect(grid.getByText(waiting.name)).toBeVisible();
  await expect(page.getByRole('button', { name: `Promote ${waiting.name}` })).toHaveCount(0);
  await waitForMail(waiting.email, /A bay opened up/);
}

/** Edits a member, exports the list (the file is read), adds a member; the new member sets a password. */
export async function editAndAddMember(page: Page, browser: Browser, baseURL: string) {
  const m = await member(baseURL, 'Editable');
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Member Management');
  await page.getByRole('textbox', { name: 'Search members' }).fill(m.lastName);
  const row = await narrowedTo(page, 'Members', m.lastName);
  await row.getByRole('button', { name: `Edit ${m.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Member' });
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Edited');
  await choose(page, 'Membership', 'Pro', edit);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Member Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`Edited ${m.lastName}`);
  await expect(row).toContainText('Pro');
  await expect(row).toContainText('12 h left this month');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'ID,Username,Email,First Name,Last Name,Phone,Role,Membership Type,Plan Hours Left,Balance,No-shows (30 days)',
  );
  // the export is what the search box shows: this one member, as edited
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${m.email},Edited,${m.lastName},`);
  expect(lines[1]).toMatch(/,pro,12,0,0$/);

  const added = newUser({ firstName: 'Added', lastName: `Golfer${Date.now().toString(36)}` });
  await page.getByRole('button', { name: 'Add Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Member' });
  await add.getByRole('textbox', { name: 'First Name' }).fill(added.firstName);
  await add.getByRole('textbox', { name: 'Last Name' }).fill(added.lastName);
  await add.getByRole('textbox', { name: 'Email' }).fill(added.email);
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page, 'Member Added')).toBeVisible();
  const invitation = await waitForMail(added.email, /set your password/);
  expect(invitation.text).toMatch(/Your code to set a password is \d{6}/);
  expect(invitation.text).toContain('choose "Forgot your password?"');
  expect(invitation.text).toContain('"I already have a code"');

  // The new member, on a device of their own, follows the e-mail on the reset screens with the
  // code it carries.
  // the device settings of the project running the test (desktop or phone)
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const own = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  try {
    await setPasswordOnScreen(
      waitingForTheApp(await own.newPage()),
      added,
      resetCodeFrom(invitation),
      isMobile === true,
    );
  } finally {
    await own.close();
  }
}

async function setPasswordOnScreen(
  page: Page,
  user: { firstName: string; lastName: string; email: string },
  code: string,
  phone: boolean,
) {
  const password = 'Fresh-Fairway-77';
  const auth = new AuthScreen(page);
  await auth.open();
  await auth.panel('Login').getByRole('button', { name: 'Forgot your password?' }).click();
  const reset = auth.panel('Reset Password');
  await reset.getByLabel('Email').fill(user.email);
  await reset.getByRole('button', { name: 'I already have a code' }).click();
  await expect(reset.getByText('Step 2 of 3')).toBeVisible();
  await auth.enterResetCode(code);
  await reset.getByRole('button', { name: 'Verify Code' }).click();
  await expect(reset.getByText('Step 3 of 3')).toBeVisible();
  await reset.getByRole('textbox', { name: 'New Password', exact: true }).fill(password);
  await reset.getByLabel('Confirm New Password').fill(password);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, 'Password reset successful')).toBeVisible();
  await expect(auth.tab('Login')).toHaveAttribute('aria-selected', 'true');

  await auth.login(user.email, password);
  await expect(page).toHaveURL(/\/$/);
  if (phone) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
  } else {
    await expect(userMenuButton(page, user)).toBeVisible();
  }
}

/**
 * Adds a bay (off), gives it hours (the 09:00-21:00 default), turns it on and off, deletes the
 * hours; the bay's Edit dialog shows each change. While on, the bay is open Mondays 9 AM-9 PM and
 * all day on the other days (no entries for them) and takes any waitlisted booking it fits (then it
 * cannot be turned off): run on a club of its own (support/own-club.ts), not the shared one.
 */
export async function bayOnOffAndHours(page: Page) {
  const name = `Bay E2E ${Date.now().toString(36).slice(-5)}`;
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Bay Management');
  await page.getByRole('button', { name: 'Add New Bay' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Bay' });
  await form.getByRole('textbox', { name: 'Bay Name' }).fill(name);
  await form.getByRole('combobox', { name: 'Features' }).fill('Launch monitor');
  await form.getByRole('combobox', { name: 'Features' }).press('Enter');
  await form.getByRole('switch', { name: 'Active' }).uncheck();
  await form.getByRole('button', { name: 'Add Bay' }).click();
  await expect(toast(page, 'Bay Updated')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: `Hours of ${name}` }).click();
  const hours = page.getByRole('dialog', { name: `Operating Hours: ${name}` });
  await expect(hours.getByText('No entries: open all week.')).toBeVisible();
  await expect(hours.getByRole('textbox', { name: 'Start' })).toHaveValue('09:00');
  await expect(hours.getByRole('textbox', { name: 'End' })).toHaveValue('21:00');
  await hours.getByRole('button', { name: 'Add Hours' }).click();
  await expect(toast(page, 'Hours Added')).toBeVisible();
  const entry = hours.getByRole('button', { name: 'Delete Monday 09:00-21:00' });
  await expect(entry).toBeVisible();
  await hours.getByRole('button', { name: 'Close' }).click();
  await expect(hours).toBeHidden();

  const toggle = page.getByRole('switch', { name: `${name} active` });
  await expect(toggle).not.toBeChecked();
  // the switch follows the server: it turns once the change is saved
  await toggle.click();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();

  await page.getByRole('button', { name: `Hours of ${name}` }).click();
  await hours.getByRole('button', { name: 'Delete Monday 09:00-21:00' }).click();
  await expect(toast(page, 'Hours Deleted')).toBeVisible();
  await expect(hours.getByText('No entries: open all week.')).toBeVisible();
  await hours.getByRole('button', { name: 'Close' }).click();
  await expect(hours).toBeHidden();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const history = page.getByRole('dialog', { name: 'Edit Bay' }).getByRole('list', {
    name: 'History',
  });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Hours deleted by Club Admin.*hours: Monday 09:00-21:00 → —$/,
    /^Bay edited by Club Admin.*isActive: true → false$/,
    /^Bay edited by Club Admin.*isActive: false → true$/,
    /^Hours added by Club Admin.*hours: — → Monday 09:00-21:00$/,
    /^Bay added by Club Admin/,
  ]);
}

/** Finds a new demo request, sets it to Scheduled with notes, and exports the list (file read). */
export async function demoRequestStatusAndCsv(page: Page, baseURL: string) {
  const visitor = await apiRequest.newContext({ baseURL });
  const last = `Demo${Date.now().toString(36)}`;
  const res = await visitor.post('/api/demo-requests', {
    data: {
      firstName: 'Dana',
      lastName: last,
      email: `${last}@example.com`,
      phone: '(210) 555-0123',
      preferredDate: clubInstant(clubDay(5), '12:00'),
      preferredTime: 'Evening',
      heardFrom: 'Google Search',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Demo Requests');
  await page.getByRole('textbox', { name: 'Search demo requests' }).fill(last);
  // the click waits for the search's answer: the row it opens is the one the search found
  const row = await narrowedTo(page, 'Demo requests', last);
  await row.getByRole('button', { name: `Update status of Dana ${last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await expect(dialog).toBeVisible();
  await choose(page, 'Status', 'Scheduled', dialog);
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Friday 6 PM, bringing a friend');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Friday 6 PM, bringing a friend');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^demo-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  // what the table shows: the searched request only
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Dana,${last},`);
  expect(lines[1]).toContain('Google Search,scheduled,"Friday 6 PM, bringing a friend"');
}
