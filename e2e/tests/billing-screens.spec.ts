import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { narrowedTo, openSection } from '../support/admin-panel';
import { toggleOwes } from '../support/billing';
import { toast } from '../support/auth-page';
import { bookViaApi, clubDay, registerMember, slotAt } from '../support/booking-api';
import { ADMIN, expect, loginViaApi, test, waitingForTheApp } from '../support/fixtures';

// Not assertions: PNGs of the account book's screens at 1366x900 and 375x812 for a person to look
// at (`pnpm --filter @club/e2e screens`), in e2e/.screens/. The desktop project runs both sizes.
test.describe.configure({ timeout: 180_000 });

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1366, height: 900 }, hour: '3:00 PM' },
  { label: 'phone', viewport: { width: 375, height: 812 }, hour: '4:00 PM' },
] as const;

for (const { label, viewport, hour } of VIEWPORTS) {
  test.describe(`billing screens, ${label}`, () => {
    test.use({ viewport, isMobile: label === 'phone', hasTouch: label === 'phone' });

    test(
      `screens: billing (${label})`,
      { tag: ['@screens', '@desktop-only'] },
      async ({ page, browser, baseURL }) => {
        const shot = async (p: Page, name: string, fullPage = true) => {
          await p.evaluate(() => document.fonts.ready);
          await p.screenshot({
            path: path.join(SCREENS_DIR, `billing-${label}-${name}.png`),
            fullPage,
          });
        };
        // a member with a charged booking (day 7: support/time-bands.md) and a desk payment
        const m = await registerMember({ firstName: 'Jordan', lastName: `Spieth${label}` });
        const day = await clubDay(m.api, 7);
        await bookViaApi(m, (await slotAt(m.api, day.date, hour)).start);
        const name = `${m.user.firstName} ${m.user.lastName}`;

        // the member's Billing tab, in the member's own browser
        const memberContext = await browser.newContext({
          baseURL,
          viewport,
          storageState: await m.api.storageState(),
        });
        const mine = waitingForTheApp(await memberContext.newPage());
        await mine.goto('/account?tab=billing');
        await mine.getByText('Bay session').filter({ visible: true }).first().waitFor();
        await shot(mine, 'account-billing');
        await memberContext.close();

        await loginViaApi(page, ADMIN.email, ADMIN.password);
        await page.goto('/admin');
        await page.getByRole('region', { name: 'Money today' }).waitFor();
        await shot(page, 'dashboard');
        await openSection(page, 'Member Management');
        await toggleOwes(page);
        await expect(page.getByRole('switch', { name: 'Owes' })).toBeChecked();
        await page.getByRole('textbox', { name: 'Search members' }).fill(m.user.lastName);
        const row = await narrowedTo(page, 'Members', m.user.lastName);
        await shot(page, 'members', false);
        await row.getByRole('button', { name: `Statement of ${name}` }).click();
        const statement = page.getByRole('dialog', { name: `Statement: ${name}` });
        await statement.getByText('Bay session').filter({ visible: true }).first().waitFor();
        await shot(page, 'statement', false);
        await statement.getByRole('button', { name: 'Record payment' }).click();
        const form = page.getByRole('dialog', { name: `Record payment: ${name}` });
        await form.getByRole('button', { name: 'Record Payment' }).click();
        await form.getByText('The amount must be more than $0.').waitFor();
        await shot(page, 'payment-errors', false);
        await form.getByRole('combobox', { name: 'Method' }).click();
        await page.getByRole('option', { name: 'Card terminal' }).click();
        await form.getByRole('textbox', { name: 'Amount' }).fill('10');
        await form.getByRole('textbox', { name: 'Note' }).fill('Part payment at the desk');
        await form.getByRole('button', { name: 'Record Payment' }).click();
        await expect(toast(page, 'Payment Recorded')).toBeVisible();
        await expect(
          statement.getByText(/Part payment at the desk/).filter({ visible: true }),
        ).toBeVisible();
        await shot(page, 'statement-after-payment', false);
        await statement.getByRole('button', { name: 'Record credit' }).click();
        const credit = page.getByRole('dialog', { name: `Record credit: ${name}` });
        await credit.getByRole('button', { name: 'Record Credit' }).click();
        await credit.getByText('Please give a reason for the credit.').waitFor();
        await shot(page, 'credit-errors', false);
      },
    );
  });
}
