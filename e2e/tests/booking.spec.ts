import type { Page } from '@playwright/test';
import { toast } from '../support/auth-page';
import { bookViaApi, cancelViaApi, clubDay, registerMember, slotAt } from '../support/booking-api';
import { BookingScreen } from '../support/booking-screen';
import { expect as baseExpect, registerViaApi, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

// Member pages load their data after the page chunk: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// Each test books its own club day (from the server's bookable days) inside this file's band of
// club time, 4:00-8:30 AM (support/time-bands.md): no other test books there on these days, and
// no chosen time is ever in the past.

/** The booking row in My Account for a day shown as '11/28/26'. */
function bookingRow(page: Page, shown: string) {
  return page
    .getByRole('list', { name: 'My bookings' })
    .getByRole('listitem', { name: `Booking on ${shown}` });
}

test('a member books a session through the wizard, sees it in My Account and cancels it', async ({
  page,
}) => {
  await registerViaApi(page);
  const day = await clubDay(page.request, 2);
  const booking = new BookingScreen(page);
  await booking.open();

  await test.step('step 1: day, duration and time', async () => {
    await expect(page.getByRole('button', { name: 'Confirm Time' })).toBeDisabled();
    await booking.chooseDay(day.longName);
    await booking.chooseDuration('1.5 hours');
    // 7:00 AM is off-peak every day: 1.5 h at $40/h with the 0.95 factor is $57.
    await expect(booking.time('7:00 AM')).toHaveAccessibleName(
      /^7:00 AM\s*, Available \(off-peak\),\s*\$57$/,
    );
    await booking.chooseTime('7:00 AM');
    await booking.confirmTime();
  });

  await test.step('step 2: the summary, then Confirm Booking', async () => {
    const summary = booking.summary();
    await expect(summary).toContainText(day.longName);
    await expect(summary).toContainText('7:00 AM - 8:30 AM');
    await expect(summary).toContainText('1.5 hours');
    await expect(summary).toContainText('Off-peak');
    await expect(summary).toContainText('$57');
    await booking.confirmBooking();
    await expect(toast(page, 'Booking confirmed!')).toContainText(
      'Your simulator time has been booked successfully.',
    );
    // Back on step 1 with the selection cleared; the booked time is no longer offered.
    await expect(page.getByRole('button', { name: 'Confirm Time' })).toBeDisabled();
    await expect(booking.time('7:00 AM')).toBeDisabled();
  });

  await test.step('My Account lists it with date, time, bay and price', async () => {
    await page.goto('/account?tab=bookings');
    const row = bookingRow(page, day.shown);
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(`${day.shown} · 7:00 AM - 8:30 AM`);
    await expect(row).toContainText('Bay 1');
    await expect(row).toContainText('$57');
    await expect(row.getByText('Peak Time')).toHaveCount(0);
  });

  await test.step('Cancel asks first, then cancels', async () => {
    const row = bookingRow(page, day.shown);
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('7:00 AM - 8:30 AM');
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Confirmed');

    await row.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(toast(page, 'Booking Cancelled')).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  await test.step('the time is offered again', async () => {
    await booking.open();
    await booking.chooseDay(day.longName);
    await booking.chooseDuration('1.5 hours');
    await expect(booking.time('7:00 AM')).toBeEnabled();
  });
});

test('with every bay taken a member joins the waitlist and is confirmed when a bay opens', async ({
  page,
}) => {
  const me = await registerViaApi(page);
  const day = await clubDay(page.request, 5);
  // every bay at 4 AM: nobody else books in this file's band on day 5 (support/time-bands.md)
  const slot = await slotAt(page.request, day.date, '4:00 AM');
  const others = [];
  for (let i = 0; i < 4; i++) {
    const member = await registerMember();
    const booked = await bookViaApi(member, slot.start);
    expect(booked.status).toBe('confirmed');
    others.push({ member, id: booked.id });
  }

  const booking = new BookingScreen(page);
  await booking.open();
  await booking.chooseDay(day.longName);
  await expect(booking.time('4:00 AM')).toHaveAccessibleName(/^4:00 AM\s*, Waitlist available$/);
  await booking.chooseTime('4:00 AM');
  await booking.confirmTime();
  await expect(booking.summary()).toContainText('Waitlist');
  await booking.confirmBooking();

  const prompt = page.getByRole('dialog', { name: 'All Bays Are Booked' });
  await expect(prompt).toContainText('4:00 AM - 5:00 AM');
  await prompt.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(prompt).toBeHidden();
  const joined = toast(page, "You're #1 on the waitlist");
  await expect(joined).toContainText('confirmed automatically');
  await expect(joined).toContainText('notified when a spot opens');
  await expect(page.getByRole('button', { name: 'Confirm Time' })).toBeDisabled();

  await page.goto('/account?tab=bookings');
  const row = bookingRow(page, day.shown);
  await expect(row).toContainText('Waitlisted #1');
  await expect(row).toContainText('Bay assigned when confirmed');

  // Another member cancels: the waitlisted booking takes the bay and its member is e-mailed.
  const first = others[0];
  if (!first) throw new Error('no other member');
  await cancelViaApi(first.member, first.id);
  const mail = await waitForMail(me.email, 'A bay opened up');
  expect(mail.text).toContain('4:00 AM - 5:00 AM');

  await page.reload();
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Bay 1');
  await expect(row).not.toContainText('Waitlisted');
});

test('a member who asks for more than 4 hours on a day sees the daily limit', async ({ page }) => {
  await registerViaApi(page);
  const day = await clubDay(page.request, 6);
  const slot = await slotAt(page.request, day.date, '4:00 AM', 240);
  const res = await page.request.post('/api/bookings', {
    data: { startTime: slot.start, durationMinutes: 240, joinWaitlist: false },
  });
  expect(res.status()).toBe(201);

  const booking = new BookingScreen(page);
  await booking.open();
  await booking.chooseDay(day.longName);
  const alert = page.getByRole('alert').filter({ hasText: 'Daily limit reached' });
  await expect(alert).toContainText(
    "You've reached your daily booking limit of 4 hours for this day. Please select a different day.",
  );
  await expect(page.getByRole('button', { name: 'Confirm Time' })).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });

  test('a member books a session and nothing overflows sideways', async ({ page }) => {
    await registerViaApi(page);
    const day = await clubDay(page.request, 3);
    const booking = new BookingScreen(page);
    await booking.open();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await booking.chooseDay(day.longName);
    await booking.chooseTime('6:00 AM');
    await booking.confirmTime();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expect(booking.summary()).toContainText('6:00 AM - 7:00 AM');
    await expect(booking.summary()).toContainText('$40');
    await booking.confirmBooking();
    await expect(toast(page, 'Booking confirmed!')).toBeVisible();

    await page.goto('/account');
    const row = bookingRow(page, day.shown);
    await expect(row).toContainText('6:00 AM - 7:00 AM');
    await expect(row).toContainText('Bay 1');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
