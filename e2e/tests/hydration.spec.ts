import { expect, test } from '../support/fixtures';

// The demo and login forms are prerendered with their page, but their code comes after the page's
// (selective hydration). Until it arrives the visitor sees and can read the prerendered form: it
// must stay where it is and be hydrated in place, never swapped for a loader and drawn again (the
// form blinked and the page moved when the auth page re-rendered before the login form's code).
for (const [path, chunk] of [
  ['/auth', /\/assets\/LoginForm-[^/]+\.js$/],
  ['/demo-booking', /\/assets\/DemoRequestForm-[^/]+\.js$/],
] as const) {
  test(`${path}: the prerendered form stays in place until its code arrives`, async ({ page }) => {
    // a slow network for the form's code only
    await page.route(chunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const state = { removed: 0 };
      Object.assign(window, { formsRemoved: state });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && (node.matches('form') || node.querySelector('form'))) {
              state.removed += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // the fixture's goto returns once every form on the page is hydrated
    await page.goto(path);
    expect(
      await page.evaluate(
        () => (window as unknown as { formsRemoved: { removed: number } }).formsRemoved.removed,
      ),
    ).toBe(0);
  });
}
