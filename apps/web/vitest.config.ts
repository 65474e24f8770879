import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component tests: jsdom, Mantine's documented shims, one render helper (src/test-utils). */
export default defineConfig({
  // Lingui's macros and catalogs as the app's build has them (vite.config.ts).
  plugins: [react(), lingui({ macroTransform: true })],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-utils/setup.ts'],
    // The club's zone is the one every screen shows; pin the machine's so a test never leans on it.
    env: { TZ: 'UTC' },
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    unstubGlobals: true,
    // Two cores shared with the API tests and builds: a busy machine must not fail a screen.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, and this
    // suite was the last task of `npm test`'s first step, alone on one core (468 s).
    maxWorkers: '100%',
    // The files of a worker share one jsdom and the modules they import (Vitest's documented
    // `isolate: false`): importing Mantine, React and the app once per worker, not once per file,
    // took the suite from 285 s to 78 s. What a test leaves behind is cleared by the setup file
    // after each test (the rendered tree, the toasts); timers and stubbed globals are restored.
    isolate: false,
  },
});
