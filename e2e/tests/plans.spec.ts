import { request as apiRequest } from '@playwright/test';
import { dismissToast, toast } from '../support/auth-page';
import {
  availability,
  bookViaApi,
  registerMember,
  setPlanViaAdmin,
  type ApiMember,
} from '../support/booking-api';
import { BookingScreen } from '../support/booking-screen';
import { ADMIN, expect as baseExpect, loginViaApi, test } from '../support/fixtures';
import { resetCodeFrom, waitForMail } from '../support/mail';
import { choose, clubInstant, narrowedTo, openSection } from '../support/admin-panel';

// Plans that mean something (issue 23), as members and the admin meet them, on the desktop and
// the phone: a Starter's peak times, a Pro's included hours running out, a demo becoming a member.

const expect = baseExpect.configure({ timeout: 15_000 });
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A new member on a plan (set by the admin, as Member Management does). */
async function memberOn(baseURL: string, tier: 'starter' | 'pro'): Promise<ApiMember> {
  const m = await registerMember({ lastName: `${tier}${Date.now().toString(36)}` });
  const me = (await (await m.api.get('/api/user')).json()) as { id: number };
  await setPlanViaAdmin(baseURL, { id: me.id, user: m.user }, tier);
  return m;
}

/** How the day picker names a club day: 'Tuesday 12/1/26'. */
function longName(date: string): string {
  const [y = '', m = '', d = ''] = date.split('-');
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  return `${WEEKDAYS[weekday] ?? ''} ${Number(m)}/${Number(d)}/${y.slice(2)}`;
}

const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** The Pro's band of club time in each project (support/time-bands.md): its two hours a day. */
const PRO_BANDS = {
  desktop: { start: '11:00', included: '11:00 AM', charged: '12:00 PM' },
  phone: { start: '13:00', included: '1:00 PM', charged: '2:00 PM' },
} as const;

test('a Starter sees peak times as unavailable, with the reason, and books an off-peak hour from the plan', async ({
  page,
  baseURL,
}) => {
  const starter = await memberOn(baseURL ?? '', 'starter');
  const { bookableDays } = await availability(starter.api, undefined);
  // a weekday ahead (weekday evenings are peak), later ones on the phone; 10-11 AM is the Starters'
  // band (support/time-bands.md), and 5 PM always has a free bay for the refusal below
  const day = bookableDays.filter(isWeekday)[test.info().project.name === 'phone' ? 3 : 1];
  if (!day) throw new Error('no weekday in the window');
  await loginViaApi(page, starter.user.email, starter.user.password);
  const booking = new BookingScreen(page);
  await booking.open();
  await booking.chooseDay(longName(day));
  await expect(
    page.getByText('Your Starter plan books off-peak times only. Peak times show as unavailable.'),
  ).toBeVisible();
  await expect(booking.time('5:00 PM')).toBeDisabled();
  await expect(booking.time('5:00 PM')).toHaveAccessibleName(
    /Unavailable: Your Starter plan books off-peak times only\./,
  );
  await expect(booking.time('10:00 AM')).toHaveAccessibleName(/Available \(off-peak\),\s*\$0$/);
  await booking.chooseTime('10:00 AM');
  await booking.confirmTime();
  await expect(booking.summary()).toContainText(
    'Included in your Starter plan: 1 h of 5 h left this month',
  );
  await booking.confirmBooking();
  await expect(toast(page, 'Booking confirmed!')).toBeVisible();
  // the API says no to the peak time too
  const peak = await starter.api.post('/api/bookings', {
    data: { startTime: clubInstant(day, '17:00'), durationMinutes: 60 },
  });
  expect(peak.status()).toBe(400);
});

test("a Pro books the plan's last included hour, then a charged one", async ({ page, baseURL }) => {
  const pro = await memberOn(baseURL ?? '', 'pro');
  const { bookableDays } = await availability(pro.api, undefined);
  // seven days of one month ahead (any 13 days hold a month with seven), 2 h a day at most in this
  // project's band of club time (support/time-bands.md), so it meets no other test on any day
  const band = PRO_BANDS[test.info().project.name === 'phone' ? 'phone' : 'desktop'];
  const ahead = bookableDays.slice(1);
  const month = ahead
    .map((d) => d.slice(0, 7))
    .find((m) => ahead.filter((d) => d.startsWith(m)).length >= 7);
  const days = ahead.filter((d) => d.startsWith(month ?? ''));
  const last = days[6];
  if (!last) throw new Error('no seven days in one month');
  // 11 of the 12 hours, booked beforehand: 2 h on five days, 1 h on a sixth
  for (const day of days.slice(0, 5)) await bookViaApi(pro, clubInstant(day, band.start), 120);
  await bookViaApi(pro, clubInstant(days[5] ?? '', band.start), 60);

  await loginViaApi(page, pro.user.email, pro.user.password);
  const booking = new BookingScreen(page);
  await booking.open();
  await booking.chooseDay(longName(last));
  await booking.chooseTime(band.included);
  await booking.confirmTime();
  await expect(booking.summary()).toContainText(
    'Included in your Pro plan: 1 h of 1 h left this month',
  );
  await expect(booking.summary()).toContainText('$0');
  await booking.confirmBooking();
  await expect(toast(page, 'Booking confirmed!')).toBeVisible();
  await dismissToast(page, 'Booking confirmed!');

  // the plan's hours are spent: the next hour is charged at the member rate
  await booking.chooseTime(band.charged);
  await booking.confirmTime();
  await expect(booking.summary()).toContainText(/\$(40|50)/);
  await expect(booking.summary()).not.toContainText('Included in your Pro plan');
  await booking.confirmBooking();
  await expect(toast(page, 'Booking confirmed!')).toBeVisible();

  // the plans page knows their plan: nothing to choose there, the others stay open
  await page.goto('/memberships');
  await expect(page.getByRole('button', { name: 'Your Current Plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Elite' })).toBeEnabled();
});

test('an admin turns a demo request into a member on a plan, who is e-mailed a code to set a password', async ({
  page,
  baseURL,
}) => {
  const visitor = await apiRequest.newContext({ baseURL });
  const last = `Convert${Date.now().toString(36)}`;
  const email = `${last.toLowerCase()}@example.com`;
  const { bookableDays } = await availability((await registerMember()).api, undefined);
  const res = await visitor.post('/api/demo-requests', {
    data: {
      firstName: 'Riley',
      lastName: last,
      email,
      phone: '(210) 555-0166',
      preferredDate: clubInstant(bookableDays[5] ?? '', '12:00'),
      preferredTime: 'Evening',
      heardFrom: 'Google Search',
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Demo Requests');
  await page.getByRole('textbox', { name: 'Search demo requests' }).fill(last);
  const row = await narrowedTo(page, 'Demo requests', last);
  await row.getByRole('button', { name: `Create member from Riley ${last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Member' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await choose(page, 'Membership', 'Pro', dialog);
  await dialog.getByRole('button', { name: 'Create Member' }).click();
  await expect(toast(page, 'Member Added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Became Member');
  await expect(row.getByRole('button', { name: /Create member/ })).toHaveCount(0);

  const mail = await waitForMail(email, /password/i);
  expect(resetCodeFrom(mail)).toMatch(/^\d{6}$/);
});
