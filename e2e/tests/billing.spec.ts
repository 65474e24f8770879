import type { Locator } from '@playwright/test';
import { toast } from '../support/auth-page';
import { seriousViolations } from '../support/axe';
import { choose, narrowedTo, openSection } from '../support/admin-panel';
import { balanceOf, dollars, toggleOwes } from '../support/billing';
import { bookViaApi, clubDay, registerMember, slotAt } from '../support/booking-api';
import {
  ADMIN,
  expect as baseExpect,
  loginViaApi,
  registerViaApi,
  test,
} from '../support/fixtures';

// Member and admin pages load their data after the page chunk: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// This file's bay time (support/time-bands.md): one bay at 3 PM (desktop) or 4 PM (phone), club
// days 5 (the member's statement) and 6 (the desk's payment).
/** The statement as the screen shows it: a table, or on a phone a list (the other is hidden). */
const statementOf = (scope: Locator) =>
  scope
    .getByRole('table', { name: 'Statement' })
    .or(scope.getByRole('list', { name: 'Statement' }));

const hourOf = (project: string) => (project === 'phone' ? '4:00 PM' : '3:00 PM');

test('a member with a charged booking reads their statement', async ({ page }, info) => {
  await registerViaApi(page);
  const day = await clubDay(page.request, 5);
  const slot = await slotAt(page.request, day.date, hourOf(info.project.name));
  const res = await page.request.post('/api/bookings', {
    data: { startTime: slot.start, durationMinutes: 60, joinWaitlist: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  const owed = await balanceOf(page.request);
  expect(owed).toBeGreaterThan(0);

  await page.goto('/account?tab=billing');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`You owe ${dollars(owed)}`)).toBeVisible();
  // a table on a desktop, a stacked list on a phone: one line, the session's charge
  const lines =
    info.project.name === 'phone'
      ? page.getByRole('list', { name: 'Statement' }).getByRole('listitem')
      : page.getByRole('table', { name: 'Statement' }).locator('tbody tr');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Bay session');
  await expect(lines.first()).toContainText('Charge');
  await expect(lines.first()).toContainText(dollars(owed));
  // nothing to scroll sideways
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);
});

test('an admin records a payment at the desk and the balance falls', async ({ page }, info) => {
  const m = await registerMember({ firstName: 'Pat', lastName: `Ledger${Date.now() % 100000}` });
  const day = await clubDay(m.api, 6);
  await bookViaApi(m, (await slotAt(m.api, day.date, hourOf(info.project.name))).start);
  const owed = await balanceOf(m.api);
  const name = `${m.user.firstName} ${m.user.lastName}`;

  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await openSection(page, 'Member Management');
  await page.getByRole('textbox', { name: 'Search members' }).fill(m.user.lastName);
  const row = await narrowedTo(page, 'Members', m.user.lastName);
  await expect(row).toContainText(`Owes ${dollars(owed)}`);
  // the Owes filter keeps a member who owes
  await toggleOwes(page);
  await expect(page.getByRole('switch', { name: 'Owes' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    new RegExp('owes=true'),
  );
  await expect(row).toBeVisible();

  // by keyboard: the row's Statement button
  await row.getByRole('button', { name: `Statement of ${name}` }).focus();
  await page.keyboard.press('Enter');
  const statement = page.getByRole('dialog', { name: `Statement: ${name}` });
  await expect(statement.getByText(`${name} owes ${dollars(owed)}`)).toBeVisible();
  await expect(statementOf(statement)).toContainText('Bay session');
  expect(await seriousViolations(page, '[role="dialog"]'), 'statement').toEqual([]);

  await statement.getByRole('button', { name: 'Record payment' }).click();
  const form = page.getByRole('dialog', { name: `Record payment: ${name}` });
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(form.getByText('The amount must be more than $0.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'payment form').toEqual([]);
  await choose(page, 'Method', 'Cash', form);
  await form.getByRole('textbox', { name: 'Amount' }).fill(String(owed / 100));
  await form.getByRole('textbox', { name: 'Note' }).fill('Paid at the front desk');
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment Recorded')).toBeVisible();
  const after = page.getByRole('dialog', { name: `Statement: ${name}` });
  await expect(after.getByText(`${name}'s balance is $0`)).toBeVisible();
  await expect(statementOf(after)).toContainText('Paid at the front desk');
  expect(await balanceOf(m.api)).toBe(0);

  await after.getByRole('button', { name: 'Record credit' }).click();
  const credit = page.getByRole('dialog', { name: `Record credit: ${name}` });
  await credit.getByRole('textbox', { name: 'Amount' }).fill('5');
  await credit.getByRole('button', { name: 'Record Credit' }).click();
  await expect(credit.getByText('Please give a reason for the credit.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'credit form').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(credit).toHaveCount(0);
  await page
    .getByRole('dialog', { name: `Statement: ${name}` })
    .getByRole('button', { name: 'Close' })
    .click();

  // the list has the new balance, and a member who owes nothing leaves the Owes filter
  await expect(
    page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: name }),
  ).toHaveCount(0);
  await toggleOwes(page);
  await expect(await narrowedTo(page, 'Members', m.user.lastName)).toContainText('$0');
});

test("the Today dashboard shows the day's charges, credits and payments", async ({ page }) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const money = page.getByRole('region', { name: 'Money today' });
  await expect(money.getByText('Charged today')).toBeVisible();
  await expect(money.getByText('Credited today')).toBeVisible();
  await expect(money.getByText('Paid today')).toBeVisible();
  await expect(money).toContainText('$');
  expect(await seriousViolations(page, 'section[aria-label="Money today"]')).toEqual([]);
});
