import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { availability, bookViaApi, clubDay, registerMember, slotAt } from '../support/booking-api';
import { BookingScreen } from '../support/booking-screen';
import { registerViaApi, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

// Not assertions: PNGs of /booking and /account for a person to look at (`pnpm --filter @club/e2e screens`).
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  // From the top, so the fixed bar and the sticky selection bar sit where a person sees them.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage });
}

/**
 * A member with a few bookings of every kind on `dayOffset`: confirmed, peak, waitlisted, cancelled.
 * Early ones in the booking screens' band of club time, 4:00-8:30 AM, on days of their own, and the
 * peak one at 5 PM (support/time-bands.md).
 */
async function memberWithHistory(page: Page, dayOffset: number) {
  await registerViaApi(page, {
    firstName: 'Jordan',
    lastName: 'Spiethman',
    email: `jordan-${Date.now().toString(36)}-${dayOffset}@example.com`,
    password: 'Tee-Time-123',
  });
  const day = await clubDay(page.request, dayOffset);
  const { slots } = await availability(page.request, day.date);
  const at = (label: string) => slots.find((s) => s.label === label)?.start ?? '';
  const book = (start: string, durationMinutes: number, joinWaitlist = false) =>
    page.request.post('/api/bookings', {
      data: { startTime: start, durationMinutes, joinWaitlist },
    });
  // Every bay at 4:00 AM taken by others, so the booking screen shows waitlist times too.
  for (let i = 0; i < 4; i++) await bookViaApi(await registerMember(), at('4:00 AM'), 120);
  await book(at('4:00 AM'), 60, true);
  const cancelled = (await (await book(at('6:00 AM'), 60)).json()) as { id: number };
  await page.request.post(`/api/bookings/${cancelled.id}/cancel`);
  await book(at('5:00 PM'), 60);
  return day;
}

async function bookingScreens(page: Page, prefix: string, dayOffset: number) {
  const day = await memberWithHistory(page, dayOffset);
  const booking = new BookingScreen(page);
  await booking.open();
  await booking.chooseDay(day.longName);
  await booking.chooseTime('7:00 AM');
  await page.mouse.move(0, 0);
  await shot(page, `${prefix}-booking-select-time-view`, false);
  await shot(page, `${prefix}-booking-select-time`);
  await booking.confirmTime();
  await shot(page, `${prefix}-booking-confirm`);
  await page.getByRole('button', { name: 'Back' }).click();
  await booking.chooseTime('5:00 AM');
  await booking.confirmTime();
  await shot(page, `${prefix}-booking-confirm-waitlist`);
  await booking.confirmBooking();
  await page.getByRole('dialog', { name: 'All Bays Are Booked' }).waitFor();
  await shot(page, `${prefix}-booking-all-bays-booked`, false);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await toast(page, 'on the waitlist').waitFor();
  await shot(page, `${prefix}-booking-waitlist-toast`, false);
  await page.goto('/account');
  await page.getByRole('list', { name: 'My bookings' }).waitFor();
  await shot(page, `${prefix}-account`);
  await page.goto('/account?tab=leagues');
  await page.getByText('You are not registered for any leagues yet.').waitFor();
  await shot(page, `${prefix}-account-leagues`, false);
  // no waitlisted booking left behind for the @club-wide tests' bay (support/time-bands.md)
  const mine = (await (await page.request.get('/api/bookings/user')).json()) as {
    id: number;
    status: string;
  }[];
  for (const b of mine.filter((b) => b.status === 'waitlisted'))
    await page.request.post(`/api/bookings/${b.id}/cancel`);
}

// Each test sets its own screen size: the desktop project runs both (days 8 to 10), the phone none.
test(
  'screens: booking and account on a desktop',
  { tag: ['@screens', '@desktop-only'] },
  async ({ page }) => {
    await bookingScreens(page, 'desktop', 8);
    await page.goto('/booking');
    await new BookingScreen(page).open();
    // A day already full for this member: the daily-limit alert.
    const day = await clubDay(page.request, 10);
    const slot = await slotAt(page.request, day.date, '4:00 AM', 240);
    await page.request.post('/api/bookings', {
      data: { startTime: slot.start, durationMinutes: 240 },
    });
    await new BookingScreen(page).chooseDay(day.longName);
    await page.getByText('Daily limit reached').waitFor();
    await shot(page, 'desktop-booking-daily-limit', false);
  },
);

test.describe('phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

  test(
    'screens: booking and account on a phone',
    { tag: ['@screens', '@desktop-only'] },
    async ({ page }) => {
      await bookingScreens(page, 'phone', 9);
    },
  );
});
