import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaApi, registerViaApi, test } from '../support/fixtures';
import {
  adminClient,
  createLeague,
  leagueCard,
  memberClient,
  registerViaApiFor,
  weekdayFrom,
} from './league-helpers';

// Not assertions: PNGs of the league screens at 1366x900 and 375x812 for a person to look at
// (`pnpm --filter @club/e2e screens`), in e2e/.screens/.
test.describe.configure({ timeout: 240_000 });

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.screens');

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1366, height: 900 } },
  { label: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`league screens, ${label}`, () => {
    test.use({ viewport });

    test(`screens: leagues (${label})`, { tag: '@screens' }, async ({ page, baseURL }) => {
      const shot = async (p: Page, name: string, fullPage = true) => {
        await p.evaluate(() => document.fonts.ready);
        await p.screenshot({
          path: path.join(SCREENS_DIR, `leagues-${label}-${name}.png`),
          fullPage,
        });
      };
      const admin = await adminClient(baseURL ?? '');
      const tag = `${label} ${Date.now().toString(36).slice(-4)}`;
      const start = weekdayFrom(label === 'desktop' ? 6 : 5, 35);
      const scored = await createLeague(admin, {
        name: `Saturday Stroke ${tag}`,
        startDate: start,
        startTime: '12:00',
        endTime: '14:00',
        weeks: 4,
      });
      await createLeague(admin, {
        name: `Saturday Pairs ${tag}`,
        startDate: start,
        startTime: '14:00',
        endTime: '16:00',
        teamType: 'scramble',
        gameType: 'matchplay',
      });
      const players = [
        await memberClient(baseURL ?? '', 'Ann'),
        await memberClient(baseURL ?? '', 'Bob'),
      ];
      for (const p of players) await registerViaApiFor(p.ctx, scored.id);
      const scores = [
        [72, 75],
        [70, 78],
      ];
      for (const [i, p] of players.entries()) {
        for (const [w, score] of (scores[i] ?? []).entries()) {
          const res = await admin.post(`/api/leagues/${scored.id}/results`, {
            data: {
              leagueId: scored.id,
              userId: p.id,
              teamNumber: 0,
              matchDate: scored.matchDates[w],
              score,
            },
          });
          expect(res.status(), await res.text()).toBe(200);
        }
      }

      await registerViaApi(page);
      await page.goto('/leagues');
      await expect(page.getByRole('heading', { name: 'Inside 9 Leagues' })).toBeVisible();
      await shot(page, 'active');
      await page.getByRole('tab', { name: 'Upcoming Leagues' }).click();
      await expect(leagueCard(page, scored.name)).toBeVisible();
      await shot(page, 'upcoming');
      await leagueCard(page, `Saturday Pairs ${tag}`)
        .getByRole('button', { name: 'Register Now' })
        .click();
      await page
        .getByRole('dialog')
        .getByLabel(/Player 1 name/)
        .fill('Pat Partner');
      await shot(page, 'register-scramble', false);
      await page
        .getByRole('dialog')
        .getByLabel(/Player 1 email/)
        .fill('pat@example.com');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await leagueCard(page, scored.name).getByRole('button', { name: 'View Details' }).click();
      await expect(page.getByRole('dialog').getByText('Leader')).toBeVisible();
      await shot(page, 'scoreboard', false);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'My Leagues' }).click();
      await shot(page, 'my-leagues');
      await page.goto('/account?tab=leagues');
      await expect(page.getByRole('list', { name: 'My leagues' })).toBeVisible();
      await shot(page, 'account-leagues');

      await page.context().clearCookies();
      await loginViaApi(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin?section=leagues');
      await expect(page.getByRole('heading', { name: 'League Management' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('tab', { name: 'Active Leagues' }).click();
      await expect(page.getByRole('row', { name: new RegExp(scored.name) })).toBeVisible();
      await shot(page, 'admin-active');
      await page.getByRole('button', { name: `Scoreboard of ${scored.name}` }).click();
      const cell = page.getByRole('dialog').getByRole('button', { name: /Edit$/ }).first();
      await cell.click();
      await shot(page, 'admin-scoreboard-editing', false);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: `Delete Saturday Pairs ${tag}` }).click();
      await shot(page, 'admin-delete-confirm', false);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Create New League' }).click();
      await page.getByRole('button', { name: 'Create League' }).click();
      await shot(page, 'admin-create-form-errors');
      await admin.dispose();
    });
  });
}
