import { defineConfig } from '@playwright/test';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    // Playwright cannot download browsers here: drive the system Chromium.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Browser tests against the real API (embedded PostgreSQL) serving the built web app.
 * globalSetup starts an SMTP catcher and the API; tests read E2E_BASE_URL and E2E_MAIL_DIR.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One per core: each test drives a browser beside the API and PostgreSQL on the same machine.
  workers: 2,
  // No retries: a test that fails once has a cause to fix (`npm test` runs these alone, after the
  // other checks, so they no longer share the cores with lint and typecheck).
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  // A lazy page's first load (its chunk, then its data) on a busy two-core machine.
  expect: { timeout: 10_000 },
  use: {
    ...chromium,
    // No trace: recording one for every test (to keep a failure's) took the browser suite from
    // 7.4 to 8.9 minutes on two cores. A failure keeps its screenshot and reports where its page
    // was (support/fixtures.ts); to read a failure step by step, run it again with
    // `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The visitors these tests play ask for reduced motion: the home hero's film then never plays
    // (decoding it in software cost each test that opened the home page CPU the suite is short
    // of); the test of the film asks for motion itself.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /mobile\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch:
        /(a11y|mobile|screens|visitor|demo|plans|lessons|profile|league-season|guests|billing|stripe|door|spanish)\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
