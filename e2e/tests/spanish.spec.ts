import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { ADMIN, expect, loginViaApi, newUser, registerViaApi, test } from '../support/fixtures';
import { addDays, clubDate, newVisitor, storedDemoRequests } from '../support/demo-page';
import { waitForMail } from '../support/mail';

// The club in Spanish (README "Languages"): a page's language is its address's (Spanish under
// /es), the switch in the header links each page to its twin, and the choice is remembered.

const SPANISH_BANNER =
  'Club de simuladores de golf solo para socios, abierto 24/7, con tecnología de simulación TrackMan';

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** How the Spanish calendar names a day ('2026-12-05' → '5 diciembre 2026'). */
function spanishDayLabel(date: string): string {
  const [y = '', m = '', d = ''] = date.split('-');
  return `${Number(d)} ${SPANISH_MONTHS[Number(m) - 1] ?? ''} ${y}`;
}

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

test('a visitor switches the home page to Spanish, requests a demo in Spanish, and the club remembers the choice', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const spanishPage = page.waitForResponse((res) => new URL(res.url()).pathname === '/es/');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_BANNER);
  // search engines learn the page's English twin by its full address
  expect((await spanishPage).headers().link).toMatch(
    /<https?:\/\/[^/>]+\/>; rel="alternate"; hreflang="en-US"/,
  );

  // The links of a Spanish page stay in Spanish.
  await page.getByRole('main').getByRole('link', { name: 'Ver membresías' }).first().click();
  await expect(page).toHaveURL(/\/es\/memberships$/);

  // Coming back to an English address, the visitor is sent to its Spanish twin.
  await page.goto('/demo-booking');
  await expect(page).toHaveURL(/\/es\/demo-booking$/);

  await hydrated(page);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('form')).every((form) =>
      Object.keys(form).some((key) => key.startsWith('__reactProps$')),
    ),
  );

  // A demo request in Spanish: the form, its calendar, the confirmation and the e-mailed receipt.
  const visitor = newVisitor();
  const date = addDays(clubDate(), 5);
  const form = page.getByRole('form', { name: 'Solicite su visita' });
  await form.getByLabel('Nombre').fill(visitor.firstName);
  await form.getByLabel('Apellido').fill(visitor.lastName);
  await form.getByLabel('Correo electrónico').fill(visitor.email);
  await form.getByLabel('Teléfono').fill(visitor.phone);
  await form.getByLabel('Fecha preferida').click();
  const day = page.getByRole('button', { name: spanishDayLabel(date), exact: true }).first();
  for (let i = 0; i < 4 && !(await day.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  await day.click();
  // the calendar closes before the next field is touched (support/demo-page.ts, pickDate)
  await expect(page.getByRole('button', { name: 'Mes siguiente' })).toBeHidden();
  await form.getByRole('combobox', { name: 'Horario preferido' }).click();
  await page.getByRole('option', { name: 'Noche (5 p.m. a 9 p.m.)', exact: true }).click();
  await form.getByRole('combobox', { name: '¿Cómo se enteró de nosotros?' }).click();
  await page.getByRole('option', { name: 'Amigos/familia', exact: true }).click();
  await form.getByRole('button', { name: 'Solicitar mi demostración gratis' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '¡Solicitud de demostración recibida!' }),
  ).toBeVisible();
  const stored = (await storedDemoRequests(request)).find((r) => r.email === visitor.email);
  expect(stored).toMatchObject({ preferredDate: date, preferredTime: 'Evening' });
  const receipt = await waitForMail(
    visitor.email,
    'Recibimos su solicitud de demostración gratuita',
  );
  expect(receipt.text).toContain(visitor.firstName);

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

test("an admin's panel in Spanish: the menu, a section, no serious accessibility violation", async ({
  page,
}) => {
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/es/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Agenda de reservas').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText('Gestión de socios').first().click();
  await expect(page).toHaveURL(/\/es\/admin\?section=members/);
  await expect(page.getByRole('columnheader').first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test("a member's pages in Spanish: no serious accessibility violation, nothing wider than 360 px", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'club_lang', value: 'es', url: baseURL ?? '' }]);
  await registerViaApi(page);
  for (const [path, heading] of [
    ['/es/booking', 'Reserve un simulador de golf'],
    ['/es/account', 'Mi cuenta'],
    ['/es/lessons', null],
    ['/es/leagues', null],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }) : h1).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    expect(await seriousViolations(page), path).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});
