import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN, loginViaApi, newUser, registerViaApi, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

// Not assertions: PNGs of the screens in Spanish for a person to look at
// (`pnpm --filter @club/e2e screens`), in e2e/.screens/.
const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

async function shot(page: Page, info: TestInfo, name: string, fullPage = true) {
  // the page's data, not its loaders
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SCREENS_DIR, `${info.project.name}-es-${name}.png`),
    fullPage,
  });
}

test(
  'screens: visitor and member pages in Spanish',
  { tag: '@screens' },
  async ({ page }, info) => {
    for (const [address, name] of [
      ['/es/', 'home'],
      ['/es/memberships', 'plans'],
      ['/es/demo-booking', 'demo'],
      ['/es/auth', 'auth'],
      ['/es/nowhere', 'not-found'],
    ] as const) {
      await page.goto(address);
      await shot(page, info, name);
    }
    await registerViaApi(page, newUser({ firstName: 'Lupe', lastName: 'Garza' }));
    for (const [address, name] of [
      ['/es/booking', 'booking'],
      ['/es/lessons', 'lessons'],
      ['/es/leagues', 'leagues'],
      ['/es/account', 'account'],
    ] as const) {
      await page.goto(address);
      await shot(page, info, name);
    }
  },
);

test('screens: the admin panel in Spanish', { tag: '@screens' }, async ({ page }, info) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/es/admin');
  await shot(page, info, 'admin');
  await page.getByRole('button', { name: /Gestión de socios/ }).click();
  await shot(page, info, 'admin-members');
  await page.getByRole('button', { name: 'Agregar socio' }).click();
  await shot(page, info, 'admin-add-member', false);
});
