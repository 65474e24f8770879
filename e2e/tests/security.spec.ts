import type { Page } from '@playwright/test';
import { AuthScreen } from '../support/auth-page';
import { ADMIN, expect, loginViaApi, newUser, registerViaApi, test } from '../support/fixtures';

// The built site runs under its Content-Security-Policy without a single violation: scripts only
// from our origin (no eval, no inline script), Mantine's run-time styles applied.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(
  page: Page,
): Promise<{ all: () => Promise<Violation[]>; console: string[] }> {
  const consoleLines: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) consoleLines.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  return {
    console: consoleLines,
    all: () =>
      page.evaluate(
        () => (Reflect.get(window, '__cspViolations') as Violation[] | undefined) ?? [],
      ),
  };
}

/** Mantine's CSS variables come from a <style> element it writes at run time. */
async function expectMantineStyles(page: Page) {
  const bodyColor = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-body').trim(),
  );
  expect(bodyColor).not.toBe('');
}

async function visit(page: Page, path: string, heading: RegExp | string) {
  const res = await page.goto(path);
  const policy = res?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle');
  await expectMantineStyles(page);
}

test('the visitor pages run with zero CSP violations', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/', /Inside 9|golf/i);
  await visit(page, '/memberships', /membership/i);
  await visit(page, '/demo-booking', /demo/i);
  await visit(page, '/auth', /login|member/i);
  expect(await violations.all()).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('the member and admin pages run with zero CSP violations', async ({ page }) => {
  const violations = await watchViolations(page);
  await registerViaApi(page);
  await visit(page, '/booking', /book/i);
  await visit(page, '/account', 'My Account');
  expect(await violations.all()).toEqual([]);

  await page.request.post('/trpc/auth.logout');
  await loginViaApi(page, ADMIN.email, ADMIN.password);
  await visit(page, '/admin', /admin/i);
  expect(await violations.all()).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('an inline script injected into the page is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
    return Reflect.get(window, '__injected') === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await violations.all()).map((v) => v.directive))
    .toContain('script-src-elem');
});

test('nothing can frame the site', async ({ page }) => {
  const res = await page.request.get('/');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the register form refuses a common password with the policy message, and sends nothing', async ({
  page,
}) => {
  const auth = new AuthScreen(page);
  await auth.open();
  let registered = 0;
  page.on('request', (req) => {
    if (req.url().includes('auth.register')) registered += 1;
  });
  await auth.register(newUser({ password: 'password1' }));
  const form = auth.panel('Register');
  await expect(form.getByText('This password is too common. Please choose another.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Short-1');
  await form.getByLabel('Confirm Password').fill('Short-1');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  expect(registered).toBe(0);
});
