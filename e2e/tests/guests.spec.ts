import type { Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { clubDay, setPlanViaAdmin, slotAt } from '../support/booking-api';
import { BookingScreen } from '../support/booking-screen';
import { acceptClubWaiver, setClubWaiver } from '../support/club-waiver';
import {
  ADMIN,
  expect as baseExpect,
  loginViaApi,
  newUser,
  registerViaApi,
  test,
  waitingForTheApp,
} from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { ownClubTest } from '../support/own-club';

// Guests and the club waiver (issue 32; DECISIONS.md, Guests and The club waiver), on the desktop
// and the phone. The Elite's booking is on the shared club in this file's band, 3-4 PM (days 6 on
// the desktop, 7 on the phone; support/time-bands.md). The waiver's switch is club-wide: a test
// that turns it on would refuse every other test's bookings meanwhile, so those run on a club of
// their own (ownClubTest: its own API, database and mail), and switch it off again at the end.

const expect = baseExpect.configure({ timeout: 15_000 });
const phone = () => test.info().project.name === 'phone';

/** A new member signed in on `page`, on a plan set by the admin. */
async function eliteOn(page: Page, baseURL: string) {
  const user = await registerViaApi(page, newUser({ lastName: `Elite${Date.now().toString(36)}` }));
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };
  await setPlanViaAdmin(baseURL, { id, user }, 'elite');
  return user;
}

/** Fills the confirm step's guest rows (first names, and an e-mail for the first). */
async function addGuests(page: Page, names: string[], email?: string) {
  const group = page.getByRole('group', { name: 'Guests (optional)' });
  for (const [i, name] of names.entries()) {
    await group.getByRole('button', { name: 'Add guest' }).click();
    await group.getByLabel(`Guest ${i + 1} first name`).fill(name);
  }
  if (email) await group.getByLabel('Guest 1 e-mail').fill(email);
  return group;
}

test('an Elite member books with three guests: two passes and one fee; My Account lists them', async ({
  page,
  baseURL,
}) => {
  await eliteOn(page, baseURL ?? '');
  const day = await clubDay(page.request, phone() ? 7 : 6);
  const booking = new BookingScreen(page);
  await booking.open();
  await booking.chooseDay(day.longName);
  await booking.chooseTime('3:00 PM');
  await booking.confirmTime();

  const group = await addGuests(page, ['Ann', 'Bo', 'Cy']);
  await expect(group.getByText('Guest pass (1 of 2 left this month)')).toBeVisible();
  await expect(group.getByText('Guest pass (2 of 2 left this month)')).toBeVisible();
  await expect(group.getByText(/^Guest fee/)).toHaveCount(1);
  await expect(group.getByText('Guest fee $20')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await booking.confirmBooking();
  await expect(toast(page, 'Booking confirmed!')).toBeVisible();

  await page.goto('/account?tab=bookings');
  const row = page
    .getByRole('list', { name: 'My bookings' })
    .getByRole('listitem', { name: `Booking on ${day.shown}` });
  const guests = row.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('listitem')).toHaveText([
    /Ann · Guest pass/,
    /Bo · Guest pass/,
    /Cy · Guest fee \$20/,
  ]);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // the plan card counts this month's passes: the booking's, when it is this month
  const thisMonth = (await clubDay(page.request, 0)).date.slice(0, 7);
  const left = day.date.startsWith(thisMonth) ? 0 : 2;
  await page.goto('/memberships');
  await expect(page.getByRole('article', { name: 'Elite' })).toContainText(
    `Guest passes: ${left} of 2 left this month`,
  );
});

ownClubTest(
  'an admin switches the waiver on; a member accepts it in the booking wizard, then books',
  async ({ page, browser, ownClub }) => {
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'Club Settings' })
      .click();
    try {
      await page.getByRole('switch', { name: 'Require the club waiver' }).check();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Settings Saved')).toBeVisible();

      const context = await browser.newContext({ baseURL: ownClub.baseURL });
      const member = waitingForTheApp(await context.newPage());
      await registerViaApi(member);
      const day = await clubDay(member.request, 2);
      const wizard = new BookingScreen(member);
      await wizard.open();
      await wizard.chooseDay(day.longName);
      await wizard.chooseTime('3:00 PM');
      await wizard.confirmTime();
      await wizard.confirmBooking();
      const dialog = member.getByRole('dialog', { name: 'Club waiver' });
      await expect(dialog).toContainText('Release and assumption of risk');
      expect(await seriousViolations(member, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'I agree' }).click();
      await expect(toast(member, 'Booking confirmed!')).toBeVisible();
      await context.close();
    } finally {
      await setClubWaiver(page.request, false);
    }
  },
);

ownClubTest(
  "a guest opens the e-mailed waiver link and accepts the club's waiver",
  async ({ page, browser, ownClub }) => {
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await setClubWaiver(page.request, true);
    try {
      const context = await browser.newContext({ baseURL: ownClub.baseURL });
      const host = waitingForTheApp(await context.newPage());
      await registerViaApi(host);
      await acceptClubWaiver(host.request);
      const day = await clubDay(host.request, 3);
      const guestEmail = newUser().email.replace('e2e-', 'guest-');
      const { start } = await slotAt(host.request, day.date, '3:00 PM');
      const booked = await host.request.post('/api/bookings', {
        data: {
          startTime: start,
          durationMinutes: 60,
          guests: [{ firstName: 'Gwen', email: guestEmail }],
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      await context.close();

      const mail = await waitForMail(guestEmail, /invited you/, 15_000, ownClub.mailDir);
      const token = /\/waiver\/([\w-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error(`No waiver link in:\n${mail.text}`);
      const guest = await browser.newContext({ baseURL: ownClub.baseURL });
      const link = waitingForTheApp(await guest.newPage());
      await link.goto(`/waiver/${token}`);
      await expect(link.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(link.getByText(/Gwen/).first()).toBeVisible();
      expect(await seriousViolations(link)).toEqual([]);
      await link.getByRole('button', { name: 'I agree' }).click();
      await expect(link.getByRole('heading', { name: 'Thank you, Gwen!' })).toBeVisible();
      expect(await seriousViolations(link)).toEqual([]);
      await guest.close();
    } finally {
      await setClubWaiver(page.request, false);
    }
  },
);
