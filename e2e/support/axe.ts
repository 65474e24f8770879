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
  // Legacy mode (AxeBuilder's documented option) runs axe in the page itself: by default it opens
  // a second, blank page to put the frames' results together, and the app has no frames. It took
  // each scan from about 2.4 s to 1.2 s on this machine.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
