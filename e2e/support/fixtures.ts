import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A person nobody has registered yet. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Casey',
    lastName: `Fairway${counter}`,
    email: `e2e-${id}@example.com`,
    password: 'Tee-Time-123',
    ...overrides,
  };
}

export const ADMIN = { email: 'admin@inside9golf.com', password: 'Inside9-Admin!' } as const;

/** Registers through the API with the page's cookies: the page is then signed in. */
export async function registerViaApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const res = await page.request.post('/trpc/auth.register', {
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      password: user.password,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

/** Signs in through the REST API with the page's cookies (the page then has the session). */
export async function loginViaApi(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A prerendered page shows its buttons before React answers them: after each load of an app page,
 * `page.goto` waits until the app has taken it over (App.tsx marks <html data-hydrated>), as a
 * person would see it respond. An island's form (the demo and login forms, hydrated when their
 * code arrives after the page's) is disabled until then, which Playwright's actions wait out.
 * API answers (JSON, .ics) are not app pages. The `page` fixture is one; a page a test opens in a
 * context of its own (a second person) goes through this too.
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) =>
      errors.push(`${request.failure()?.errorText} ${request.url()}`),
    );
    await use(waitingForTheApp(page));
    // A failure in CI says where the page was and what broke there, in the report's own lines
    // (the list reporter prints a text attachment's first 300 characters).
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const headings = await page
        .getByRole('heading')
        .allInnerTexts()
        .catch(() => []);
      const text = [`at ${page.url()}`, ...errors.slice(-3), `headings: ${headings.join(' | ')}`];
      await testInfo.attach('the page at the failure', {
        body: text.join('\n'),
        contentType: 'text/plain',
      });
    }
  },
  // globalSetup picks the port; workers inherit its environment.
  // Playwright reads a fixture's dependencies from its destructuring pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (globalSetup).');
    await use(url);
  },
});
