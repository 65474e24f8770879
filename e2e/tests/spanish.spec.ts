import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, newUser, registerViaApi, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

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
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
    'href',
    '/',
  );

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
  for (const path of [
    '/es/',
    '/es/memberships',
    '/es/demo-booking',
    '/es/auth',
    '/es/no-such-page',
  ]) {
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

test('a Spanish-speaking member books a bay in Spanish and reads the confirmation in Spanish', async ({
  page,
  baseURL,
}, testInfo) => {
  // The member chose Spanish before registering (the club_lang cookie): it is their account's.
  await page.context().addCookies([{ name: 'club_lang', value: 'es', url: baseURL ?? '' }]);
  const member = await registerViaApi(page, newUser({ firstName: 'Lucía' }));
  // support/time-bands.md: 8:30-9:30 AM, day 1 on the desktop, day 4 on the phone.
  const day = testInfo.project.name === 'phone' ? 4 : 1;

  await page.goto('/booking');
  await expect(page).toHaveURL(/\/es\/booking$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserve un simulador de golf' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(day).click();
  const time = page
    .getByRole('group', { name: 'Hora de inicio' })
    .getByRole('button', { name: /^8:30\s?a\.\s?m\./ });
  await time.scrollIntoViewIfNeeded();
  await time.click();
  await page.getByRole('button', { name: 'Confirmar el horario' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme su sesión' })).toBeVisible();
  await expect(page.getByLabel('Resumen de la sesión')).toContainText('$');
  await page.getByRole('button', { name: 'Confirmar la reserva', exact: true }).click();
  await expect(page.getByText('¡Reserva confirmada!')).toBeVisible();

  const mail = await waitForMail(member.email, /^Reserva confirmada: /);
  expect(mail.text).toContain('Lucía');
  expect(mail.subject).toMatch(/8:30/);
});
