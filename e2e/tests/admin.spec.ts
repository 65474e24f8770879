import { readFile } from 'node:fs/promises';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { ADMIN, expect, loginViaApi, newUser, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

// The admin panel end to end on the built app and the real API (issue 10).
test.describe.configure({ timeout: 150_000 });

const ZONE = 'America/Chicago';
/** The club's local day `offset` days from today, 'YYYY-MM-DD'. */
function clubDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
/** An instant of a club-local wall time (CST/CDT resolved by probing both offsets). */
function clubInstant(day: string, time: string): string {
  for (const offset of ['-06:00', '-05:00']) {
    const at = new Date(`${day}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    if (local === time) return at.toISOString();
  }
  throw new Error(`no instant for ${day} ${time}`);
}

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

async function openSection(page: Page, title: string) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: title })
    .click();
  await expect(page.getByRole('button', { name: 'Back to Menu' })).toBeVisible({ timeout: 30_000 });
}

/** Picks an option of a Mantine Select by its label. */
async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  scope = page.getByRole('dialog'),
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function showDay(page: Page, offset: number) {
  for (let i = 0; i < offset; i++) await page.getByRole('button', { name: 'Next day' }).click();
}

test('an admin books for a member, moves it, cancels it, and the waitlisted member is promoted and e-mailed', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await client(baseURL, ADMIN.email, ADMIN.password);
  const day = clubDay(12);
  const bays = (await (await admin.get('/api/bays')).json()) as { id: number; name: string }[];
  // Bays 1-3 are taken at 2 PM; Bay 4 stays free for the move.
  for (const bay of bays.slice(0, 3)) {
    const holder = await member(baseURL, 'Holder');
    const res = await admin.post('/api/bookings', {
      data: {
        userId: holder.id,
        bayId: bay.id,
        startTime: clubInstant(day, '14:00'),
        durationMinutes: 60,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const booked = await member(baseURL, 'Booked');
  const waiting = await member(baseURL, 'Waiting');

  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Booking Schedule');
  await showDay(page, 12);
  await page.getByRole('button', { name: 'Add Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByRole('combobox', { name: 'Member', exact: true }).fill(booked.lastName);
  await page.getByRole('option', { name: new RegExp(booked.lastName) }).click();
  await choose(page, 'Bay', 'Bay 4');
  await dialog.getByRole('combobox', { name: 'Start Time', exact: true }).fill('10:00 AM');
  await page.getByRole('option', { name: '10:00 AM', exact: true }).click();
  await expect(dialog.getByText(/Price: \$45/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(toast(page, 'Booking Created')).toBeVisible();
  await waitForMail(booked.email, /Booking confirmed/);
  const grid = page.getByRole('region', { name: 'Schedule grid' });
  await expect(grid.getByText(booked.name)).toBeVisible();

  // the edit button moves it to 2 PM: now every bay is taken then
  await grid.getByRole('button', { name: `Edit booking for ${booked.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Booking for ${booked.name}` });
  await edit.getByRole('combobox', { name: 'Start Time', exact: true }).fill('2:00 PM');
  await page.getByRole('option', { name: '2:00 PM', exact: true }).click();
  await edit.getByRole('button', { name: 'Move Booking' }).click();
  await expect(toast(page, 'Booking Moved')).toBeVisible();
  await waitForMail(booked.email, /Booking changed/);

  const join = await waiting.ctx.post('/api/bookings', {
    data: { startTime: clubInstant(day, '14:00'), durationMinutes: 60, joinWaitlist: true },
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
});

test('an admin edits a member, adds one who sets a password from the e-mailed code, and exports the list', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const m = await member(baseURL, 'Editable');
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Member Management');
  await page.getByRole('textbox', { name: 'Search members' }).fill(m.lastName);
  await page.getByRole('button', { name: `Edit ${m.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Member' });
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Edited');
  await choose(page, 'Membership', 'Pro');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Member Updated')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Members' }).getByText(`Edited ${m.lastName}`),
  ).toBeVisible();

  const email = `added-${Date.now().toString(36)}@example.com`;
  await page.getByRole('button', { name: 'Add Member' }).click();
  const add = page.getByRole('dialog', { name: 'Add Member' });
  await add.getByRole('textbox', { name: 'First Name' }).fill('Added');
  await add.getByRole('textbox', { name: 'Last Name' }).fill('Golfer');
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await add.getByRole('button', { name: 'Add Member' }).click();
  await expect(toast(page, 'Member Added')).toBeVisible();
  const mail = await waitForMail(email, /set your password/);
  const code = /password is (\d{6})/.exec(mail.text)?.[1] ?? '';
  const visitor = await apiRequest.newContext({ baseURL });
  expect(
    (
      await visitor.post('/api/reset-password', {
        data: { email, resetCode: code, newPassword: 'Fresh-Fairway-77' },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await visitor.post('/api/login', { data: { username: email, password: 'Fresh-Fairway-77' } })
    ).status(),
  ).toBe(200);

  await page.getByRole('textbox', { name: 'Search members' }).fill(m.lastName);
  await expect(
    page.getByRole('table', { name: 'Members' }).getByText(`Edited ${m.lastName}`),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('ID,Username,Email,First Name,Last Name,Phone,Role,Membership Type');
  expect(csv).toContain(`,Edited,${m.lastName},`);
});

test('an admin adds a bay, turns it on and off, and adds and deletes its hours', async ({
  page,
}) => {
  const name = `Bay E2E ${Date.now().toString(36).slice(-4)}`;
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
  const toggle = page.getByRole('switch', { name: `${name} active` });
  await expect(toggle).not.toBeChecked();
  // the switch follows the server: it turns once the change is saved
  await toggle.click();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();

  await page.getByRole('button', { name: `Hours of ${name}` }).click();
  const hours = page.getByRole('dialog', { name: `Operating Hours: ${name}` });
  await expect(hours.getByRole('textbox', { name: 'Start' })).toHaveValue('09:00');
  await expect(hours.getByRole('textbox', { name: 'End' })).toHaveValue('21:00');
  await hours.getByRole('button', { name: 'Add Hours' }).click();
  await expect(toast(page, 'Hours Added')).toBeVisible();
  await hours.getByRole('button', { name: 'Delete Monday 09:00-21:00' }).click();
  await expect(toast(page, 'Hours Deleted')).toBeVisible();
  await expect(hours.getByText('No entries: open all week.')).toBeVisible();
});

test('an admin updates a demo request and exports the CSV', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('no baseURL');
  const visitor = await apiRequest.newContext({ baseURL });
  const last = `Demo${Date.now().toString(36)}`;
  const preferred = clubInstant(clubDay(5), '12:00');
  const res = await visitor.post('/api/demo-requests', {
    data: {
      firstName: 'Dana',
      lastName: last,
      email: `${last}@example.com`,
      phone: '(210) 555-0123',
      preferredDate: preferred,
      preferredTime: 'Evening',
      heardFrom: 'Google Search',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Demo Requests');
  await page.getByRole('textbox', { name: 'Search demo requests' }).fill(last);
  await page.getByRole('button', { name: `Update status of Dana ${last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await choose(page, 'Status', 'Scheduled');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Friday 6 PM, bringing a friend');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Demo requests' }).getByText('Scheduled'),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.split('\r\n')).toHaveLength(2);
  expect(csv).toContain(`,Dana,${last},`);
  expect(csv).toContain('scheduled,"Friday 6 PM, bringing a friend"');
});
