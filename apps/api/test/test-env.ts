import { loadEnv } from '../src/env';

/**
 * The settings of an app built in a test: mail retried after a second, jobs looked for every half
 * second, no periodic job on the cron (a test runs them when it chooses). `more` adds or overrides.
 */
export function testEnv(more: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    MAIL_RETRY_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_SCHEDULE: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    ...more,
  });
}
