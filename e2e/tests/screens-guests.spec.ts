import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { clubDay, setPlanViaAdmin } from '../support/booking-api';
import { BookingScreen } from '../support/booking-screen';
import { setClubWaiver } from '../support/club-waiver';
import { ADMIN, loginViaApi, newUser, registerViaApi, waitingForTheApp } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { ownClubTest } from '../support/own-club';

ownClubTest.describe.configure({ timeout: 180_000 });

// Not assertions: PNGs of the guests' and the waiver's screens for a person to look at
// (`npx playwright test tests/screens-guests.spec.ts --grep @screens`): the waiver dialog in the
// wizard, the guest's /waiver/{token} page, the schedule's "+3" and its details with the guests'
// waivers, the plan card's passes; at 1366x900 and 375x812. The waiver's switch is club-wide:
// on a club of its own (support/own-club.ts), switched off again at the end.
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  // a whole page from the top, so the fixed bar sits where a person sees it
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS_DIR, `guests-${name}.png`), fullPage });
}

/** A page of its own at a size, on the own club. */
async function pageAt(browser: Browser, baseURL: string, size: keyof typeof SIZES) {
  const phone = size === 'phone';
  const context = await browser.newContext({
    baseURL,
    viewport: SIZES[size],
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  });
  return waitingForTheApp(await context.newPage());
}

interface Club {
  baseURL: string;
  mailDir: string;
}

async function guestScreens(browser: Browser, club: Club, admin: Page, size: 'desktop' | 'phone') {
  const { baseURL } = club;
  const prefix = size;
  const member = await pageAt(browser, baseURL, size);
  const user = await registerViaApi(
    member,
    newUser({ firstName: 'Jordan', lastName: 'Spiethman' }),
  );
  const { id } = (await (await member.request.get('/api/user')).json()) as { id: number };
  await setPlanViaAdmin(baseURL, { id, user }, 'elite');
  const guestEmail = newUser().email.replace('e2e-', 'guest-');

  const day = await clubDay(member.request, size === 'phone' ? 3 : 2);
  const wizard = new BookingScreen(member);
  await wizard.open();
  await wizard.chooseDay(day.longName);
  await wizard.chooseTime('3:00 PM');
  await wizard.confirmTime();
  const group = member.getByRole('group', { name: 'Guests (optional)' });
  for (const [i, name] of ['Gwen', 'Bo', 'Cy'].entries()) {
    await group.getByRole('button', { name: 'Add guest' }).click();
    await group.getByLabel(`Guest ${i + 1} first name`).fill(name);
  }
  await group.getByLabel('Guest 1 e-mail').fill(guestEmail);
  await member.mouse.move(0, 0);
  await shot(member, `${prefix}-confirm-guests`, true);
  await wizard.confirmBooking();
  const dialog = member.getByRole('dialog', { name: 'Club waiver' });
  await dialog.getByText('Release and assumption of risk').waitFor();
  await shot(member, `${prefix}-waiver-dialog`);
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await toast(member, 'Booking confirmed!').waitFor();

  await member.goto('/memberships');
  const elite = member.getByRole('article', { name: 'Elite' });
  await elite.getByText(/Guest passes:/).waitFor();
  await elite.scrollIntoViewIfNeeded();
  await shot(member, `${prefix}-plan-card-passes`);
  await member.goto('/account?tab=bookings');
  await member.getByRole('list', { name: 'Guests' }).first().waitFor();
  await shot(member, `${prefix}-account-guests`, true);

  const mail = await waitForMail(guestEmail, /invited you/, 15_000, club.mailDir);
  const token = /\/waiver\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
  const guest = await pageAt(browser, baseURL, size);
  await guest.goto(`/waiver/${token}`);
  await guest.getByRole('button', { name: 'I agree' }).waitFor();
  await shot(guest, `${prefix}-guest-waiver-page`, true);
  await guest.getByRole('button', { name: 'I agree' }).click();
  await guest.getByRole('heading', { name: 'Thank you, Gwen!' }).waitFor();
  await shot(guest, `${prefix}-guest-waiver-thanks`);

  // the admin's schedule of that day at the same size: the block's "+3" and its details
  await admin.setViewportSize(SIZES[size]);
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Booking Schedule' })
    .click();
  const offset = size === 'phone' ? 3 : 2;
  for (let i = 0; i < offset; i++) await admin.getByRole('button', { name: 'Next day' }).click();
  const grid = admin.getByRole('region', { name: 'Schedule grid' });
  const badge = grid.getByLabel('3 guests: Gwen, Bo, Cy');
  await badge.scrollIntoViewIfNeeded();
  await shot(admin, `${prefix}-schedule-guest-badge`);
  await grid.getByRole('button', { name: 'Edit booking for Jordan Spiethman' }).click();
  const details = admin.getByRole('dialog', { name: 'Booking for Jordan Spiethman' });
  await details.getByText('Guest pass · Waiver accepted').waitFor();
  await details.getByLabel('Guest 1 first name').scrollIntoViewIfNeeded();
  await shot(admin, `${prefix}-schedule-booking-guests`);
  await details.getByRole('button', { name: 'Close' }).first().click();
}

ownClubTest(
  'screens: guests and the club waiver',
  { tag: ['@screens', '@desktop-only'] },
  async ({ page, browser, ownClub }) => {
    await loginViaApi(page, ADMIN.email, ADMIN.password);
    await setClubWaiver(page.request, true);
    try {
      await guestScreens(browser, ownClub, page, 'desktop');
      await guestScreens(browser, ownClub, page, 'phone');
    } finally {
      await setClubWaiver(page.request, false);
    }
  },
);
