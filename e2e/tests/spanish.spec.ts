import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The club in Spanish (README "Languages"): a page's language is its address's (Spanish under
// /es), the switch in the header links each page to its twin, and the choice is remembered.

const SPANISH_BANNER =
  'Club de simuladores de golf solo para socios, abierto 24/7, con tecnología de simulación TrackMan';

/** After a click that loads another page (the switch): the app has taken it over. */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Nothing is wider than the screen: no sideways scrolling, longer Spanish words included. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('a visitor switches the home page to Spanish, and the club remembers it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_BANNER);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', '/');

  // The links of a Spanish page stay in Spanish.
  await page.getByRole('main').getByRole('link', { name: 'Ver membresías' }).first().click();
  await expect(page).toHaveURL(/\/es\/memberships$/);

  // Coming back to an English address, the visitor is sent to its Spanish twin.
  await page.goto('/demo-booking');
  await expect(page).toHaveURL(/\/es\/demo-booking$/);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/demo-booking$/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Español' })).toBeVisible();
});

test.describe('Spanish visitor pages', () => {
  for (const path of ['/es/', '/es/memberships', '/es/demo-booking', '/es/auth', '/es/no-such-page']) {
    test(`${path}: no serious accessibility violation, nothing wider than a 360 px screen`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path.endsWith('no-such-page') ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
