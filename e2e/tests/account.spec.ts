import { toast, userMenuButton } from '../support/auth-page';
import { availability, bookViaApi, clubDay, registerMember } from '../support/booking-api';
import {
  ADMIN,
  expect as baseExpect,
  loginViaApi,
  registerViaApi,
  test,
} from '../support/fixtures';

// Member pages load their data after the page chunk: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('My Account shows the profile, and the empty Bookings and Leagues tabs lead on', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  const today = await clubDay(page.request, 0);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page).toHaveTitle('My Account | Inside 9');

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(
    profile.getByText(`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`),
  ).toBeVisible();
  await expect(
    profile.getByRole('heading', { name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(profile).toContainText(user.email);
  await expect(profile.getByText('Non-Member', { exact: true })).toBeVisible();
  await expect(profile).toContainText(`Member Since${today.shown}`);
  await expect(profile).toContainText('Account TypeCustomer');

  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No bookings yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Leagues' }).click();
  await expect(page).toHaveURL(/\/account\?tab=leagues$/);
  await expect(page.getByText('You are not registered for any leagues yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Leagues' }).click();
  await expect(page).toHaveURL(/\/leagues$/);

  // The user menu's links choose the tab.
  await userMenuButton(page, user).click();
  await page.getByRole('menuitem', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/account\?tab=bookings$/);
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: 'Book Now' }).last().click();
  await expect(page).toHaveURL(/\/booking$/);

  await page.goto('/account?tab=leagues');
  await expect(page.getByRole('tab', { name: 'Leagues' })).toHaveAttribute('aria-selected', 'true');
});

test('the calendar feed card gives a private .ics link that calendars can read', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerViaApi(page);
  await page.goto('/account');
  const link = page.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[^/]+\.ics$/);
  await expect(page.getByText(/Google Calendar, Apple Calendar or Outlook/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy calendar link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const ics = await page.request.get(await link.inputValue());
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
});

test('a peak booking shows its badge and price, and a waitlisted one can leave the waitlist', async ({
  page,
}) => {
  await registerViaApi(page);
  // day 4 at 3 AM and 5 PM: this file's bands of club time (support/time-bands.md)
  const day = await clubDay(page.request, 4);
  const { slots } = await availability(page.request, day.date);
  const peak = slots.find((s) => s.status === 'peak' && s.label === '5:00 PM');
  const offPeak = slots.find((s) => s.label === '3:00 AM');
  if (!peak || !offPeak) throw new Error(`No 5 PM peak slot or 3 AM slot on ${day.date}`);
  const res = await page.request.post('/api/bookings', {
    data: { startTime: peak.start, durationMinutes: 60, joinWaitlist: false },
  });
  expect(res.status()).toBe(201);
  // Every bay at 3:00 AM taken by others: this member waits.
  for (let i = 0; i < 4; i++) await bookViaApi(await registerMember(), offPeak.start);
  const waiting = await page.request.post('/api/bookings', {
    data: { startTime: offPeak.start, durationMinutes: 60, joinWaitlist: true },
  });
  expect(waiting.status()).toBe(201);

  await page.goto('/account?tab=bookings');
  const list = page.getByRole('list', { name: 'My bookings' });
  const peakRow = list.getByRole('listitem').filter({ hasText: peak.label });
  await expect(peakRow.getByText('Peak Time')).toBeVisible();
  await expect(peakRow).toContainText('$50');
  const waitRow = list.getByRole('listitem').filter({ hasText: '3:00 AM - 4:00 AM' });
  await expect(waitRow).toContainText('Waitlisted #1');
  await expect(waitRow).toContainText('Bay assigned when confirmed');

  await waitRow.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('leaves the waitlist');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(toast(page, 'Booking Cancelled')).toBeVisible();
  await expect(waitRow).toContainText('Cancelled');
  await expect(peakRow).toContainText('Confirmed');
});

test("an admin's account type reads Admin", async ({ page }) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Account TypeAdmin');
});
