import { toast } from '../support/auth-page';
import {
  addDays,
  addMonths,
  clubDate,
  dayLabel,
  DemoScreen,
  newVisitor,
  storedDemoRequests,
} from '../support/demo-page';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

const CLUB_MAIL = 'hello@inside9golf.com';

test('a visitor goes from the home page to a submitted demo request, stored and e-mailed', async ({
  page,
  request,
}) => {
  const visitor = newVisitor();
  const date = addDays(clubDate(), 5);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Book a Free Demo' }).first().click();
  await expect(page).toHaveURL(/\/demo-booking$/);

  const demo = new DemoScreen(page);
  await demo.fill(visitor, date);
  await demo.submit();

  await expect(toast(page, 'Demo Request Submitted')).toBeVisible();
  const card = page.getByRole('heading', { level: 2, name: 'Demo Request Successful!' });
  await expect(card).toBeVisible();
  await expect(page.getByText('Questions? Call us at (210) 555-0142')).toBeVisible();
  await expect(demo.form).toHaveCount(0);

  const stored = (await storedDemoRequests(request)).find((r) => r.email === visitor.email);
  expect(stored).toMatchObject({
    firstName: visitor.firstName,
    lastName: visitor.lastName,
    phone: visitor.phone,
    preferredDate: date,
    preferredTime: 'Evening',
    heardFrom: 'Friend/Family',
    status: 'pending',
  });

  const receipt = await waitForMail(visitor.email, 'We received your free demo request');
  expect(receipt.text).toContain(visitor.firstName);
  const notice = await waitForMail(
    CLUB_MAIL,
    `New demo request: ${visitor.firstName} ${visitor.lastName}`,
  );
  expect(notice.text).toContain(visitor.email);

  await page.getByRole('button', { name: 'Book Another Demo' }).click();
  await expect(demo.form).toBeVisible();
  await expect(demo.field('First Name')).toBeFocused();
  await expect(demo.field('First Name')).toHaveValue('');
  await expect(demo.field('Email')).toHaveValue('');
  await expect(demo.select('Preferred Time')).toHaveValue('Morning (9AM-12PM)');
});

test('invalid input shows every message of the spec', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('demoRequests.create')) calls.push(req.url());
  });
  await page.goto('/demo-booking');
  const demo = new DemoScreen(page);
  await demo.submit();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Phone number is required',
    'Please select a date',
    'Please select how you heard about us',
  ]) {
    await expect(demo.form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(demo.field('First Name')).toHaveAttribute('aria-invalid', 'true');

  await demo.field('Email').fill('not-an-email');
  await demo.field('Phone').fill('210555');
  await demo.submit();
  await expect(demo.form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(demo.form.getByText('Phone number is required')).toBeVisible();
  await expect(demo.form.getByText('First name is required')).toBeVisible();
  expect(calls, 'an invalid form is never sent').toEqual([]);
});

test('preferred dates run from today to three months ahead', async ({ page }) => {
  // A fixed day in the middle of a month, so the day before today and the day after the last
  // one are both in the months the calendar shows: Wednesday 11 March 2026, 1 PM in San Antonio.
  await page.clock.setFixedTime(new Date('2026-03-11T18:00:00.000Z'));
  const today = '2026-03-11';
  const last = addMonths(today, 3);
  expect(last).toBe('2026-06-11');
  await page.goto('/demo-booking');
  const demo = new DemoScreen(page);
  await expect(await demo.openCalendarAt(today)).toBeEnabled();
  const day = (date: string) => page.getByRole('button', { name: dayLabel(date), exact: true });
  await expect(day(addDays(today, -1))).toBeDisabled();
  await expect(day(addDays(today, 1))).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await expect(await demo.openCalendarAt(last)).toBeEnabled();
  await expect(day(addDays(last, 1))).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
});

test('a failed submission says so, with the server message or the fallback', async ({ page }) => {
  const demo = new DemoScreen(page);
  await page.goto('/demo-booking');
  await demo.fill(newVisitor(), addDays(clubDate(), 2));

  await page.route('**/trpc/demoRequests.create**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await demo.submit();
  const failed = toast(page, 'Submission Failed');
  await expect(failed).toContainText('Failed to submit your request. Please try again.');
  await expect(demo.form).toBeVisible();

  const message = 'Too many attempts. Please wait a few minutes and try again.';
  await page.unroute('**/trpc/demoRequests.create**');
  await page.route('**/trpc/demoRequests.create**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message,
            code: -32029,
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'demoRequests.create' },
          },
        },
      ]),
    }),
  );
  await demo.submit();
  await expect(toast(page, 'Submission Failed').filter({ hasText: message })).toBeVisible();
  await expect(demo.form).toBeVisible();
});

test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
  await page.goto('/demo-booking');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
});
