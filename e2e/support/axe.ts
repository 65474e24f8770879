import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations axe finds, one line per rule with the nodes it names. A
 * screen is scanned once, whole; a state of it (an open dialog, menu or tab) only where it
 * changed: `within` is that part's CSS selector (axe fails when it matches nothing).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // A dialog or menu fades in: its colours are read once its transitions have ended (a button
  // half faded in fails color-contrast). Endless animations (loaders) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
