import type { Page } from '@playwright/test';
import { expect, registerViaApi, test } from '../support/fixtures';

const BANNER = '24/7 Members only golf simulator club leveraging';
/** A cold page load (new context, lazy chunks) on a busy two-core runner can pass 7 s. */
const FIRST_PAINT = { timeout: 20_000 };
const VISITOR_PAGES = ['/', '/memberships', '/join-membership', '/demo-booking'] as const;

/** The spec's plans (section 9): name, monthly price, and what each must say it includes. */
const PLANS = [
  { name: 'Starter', price: '$99', features: [/5 hours/, /non-peak access/i] },
  { name: 'Pro', price: '$199', features: [/12 hours/, /1 free coaching session/] },
  {
    name: 'Elite',
    price: '$349',
    features: [
      /unlimited simulator time/i,
      /7-day priority booking/,
      /2 free coaching sessions/,
      /free entry to every league/i,
      /2 guest passes per month/,
    ],
  },
] as const;

function planCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('home', () => {
  test.describe('for a visitor who does not ask for reduced motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('shows the banner over the looping hero film, and what a visitor wants to know', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('heading', { level: 1 });
      await expect(banner).toContainText(BANNER, FIRST_PAINT);
      await expect(banner).toContainText('TrackMan simulator technology');

      const video = page.getByTestId('hero-video');
      for (const attribute of ['autoplay', 'loop', 'playsinline', 'poster']) {
        await expect(video).toHaveAttribute(attribute);
      }
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

      // 70% of the viewport height minus the 5rem bar (it may only grow to fit the banner).
      const viewport = page.viewportSize();
      const hero = page.locator('section', { has: banner });
      const height = (await hero.boundingBox())?.height ?? 0;
      expect(height).toBeGreaterThanOrEqual((viewport?.height ?? 0) * 0.7 - 80 - 1);
      if (viewport && viewport.width >= 1000)
        expect(height).toBeLessThan(viewport.height * 0.7 - 79);

      for (const heading of [
        'A private club built around your swing',
        'From first swing to membership',
        'A plan for every kind of golfer',
        'On the Loop in North San Antonio',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText('Open 24/7', { exact: true })).toBeVisible();
      await expect(page.getByText('Members only', { exact: true })).toBeVisible();
      for (const { name, price } of PLANS) {
        await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
        await expect(page.getByText(price, { exact: true })).toBeVisible();
      }
      await expect(page.getByText('1846 N Loop 1604 W, Suite 110').first()).toBeVisible();
      const cta = page.getByRole('main').getByRole('link', { name: 'Book a Free Demo' }).first();
      await expect(cta).toBeVisible();
      await cta.click();
      await expect(page).toHaveURL(/\/demo-booking$/);
    });

    test('shows nothing in place of the film when it cannot play', async ({ page }) => {
      await page.route('**/media/hero.*', (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(BANNER, FIRST_PAINT);
      await expect(page.getByTestId('hero-video')).toHaveCount(0);
    });
  });

  test('keeps the poster still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(BANNER, FIRST_PAINT);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
  });
});

test.describe('plans', () => {
  for (const path of ['/memberships', '/join-membership']) {
    test(`${path} shows the three plans, Pro as most popular, and the FAQ`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible(
        FIRST_PAINT,
      );
      for (const { name, price, features } of PLANS) {
        const card = planCard(page, name);
        await expect(card).toBeVisible();
        await expect(card.getByText(price, { exact: true })).toBeVisible();
        await expect(card.getByText('per month', { exact: true })).toBeVisible();
        for (const feature of features) await expect(card.getByText(feature)).toBeVisible();
        await expect(card.getByText('Most Popular')).toHaveCount(name === 'Pro' ? 1 : 0);
      }

      await expect(page.getByRole('heading', { level: 2, name: 'Membership FAQ' })).toBeVisible();
      const faq = [
        ['Do unused hours roll over?', /do not roll over from month to month/],
        ['How do I cancel my membership?', /30 days notice/],
        ['Can I upgrade my plan?', /Upgrades are prorated/],
        ['What happens at the free demo?', /about 1 hour.*up to 3 guests.*15 minutes early/],
      ] as const;
      for (const [question, answer] of faq) {
        const control = page.getByRole('button', { name: question });
        await control.click();
        await expect(control).toHaveAttribute('aria-expanded', 'true');
        await expect(
          page
            .getByRole('region', { name: 'Membership FAQ' })
            .getByRole('region')
            .filter({ hasText: answer }),
        ).toBeVisible();
      }
    });
  }

  test('choosing a plan while signed out goes to /auth', async ({ page }) => {
    await page.goto('/memberships');
    await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing a plan while signed in shows that payment is not available yet', async ({
    page,
  }) => {
    await registerViaApi(page);
    await page.goto('/join-membership');
    await planCard(page, 'Elite').getByRole('button', { name: 'Choose Elite' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'You chose the Elite plan' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Online payment is not available yet.');
    await expect(page).toHaveURL(/\/join-membership$/);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();
  });
});

test('the demo page shows its banner, the price line, the benefits, the note and the form', async ({
  page,
}) => {
  await page.goto('/demo-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a free demo today' })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(page.getByText('Memberships from $99 per month', { exact: true })).toBeVisible();
  await expect(page.getByText('$300')).toHaveCount(0);
  const benefits = page.getByRole('complementary', { name: 'What to expect' });
  for (const fact of [
    'About 1 hour on a simulator',
    'Bring up to 3 guests',
    'Arrive 15 minutes early',
  ]) {
    await expect(benefits.getByText(fact)).toBeVisible();
  }
  await expect(
    page.getByText('Membership is selective and requires approval after a demo session.', {
      exact: true,
    }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Request your visit' });
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Preferred Date']) {
    await expect(form.getByLabel(label)).toBeVisible();
  }
  await expect(form.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue(
    'Morning (9AM-12PM)',
  );
  await expect(form.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue('');
});

test('each visitor page has its own title, description and Open Graph tags, and a favicon', async ({
  page,
}) => {
  const titles: string[] = [];
  for (const path of VISITOR_PAGES.filter((p) => p !== '/join-membership')) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await expect(page).toHaveTitle(/\| Inside 9$/);
    const title = await page.title();
    titles.push(title);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length ?? 0).toBeGreaterThan(50);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBe(
      await meta('meta[name="description"]'),
    );
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon/);
  }
  expect(new Set(titles).size).toBe(titles.length);
});

test('a visitor downloads no member or admin screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  for (const path of ['/', '/memberships', '/demo-booking']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
  }
  expect(scripts.some((s) => /DemoBookingPage/.test(s))).toBe(true);
  expect(
    scripts.filter((s) => /(Booking|Account|Admin|Leagues)Page-/.test(s) && !/DemoBooking/.test(s)),
  ).toEqual([]);
});

test('nothing overflows sideways on a 360px-wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of VISITOR_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});
