import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // the property tests run hundreds of cases: beside the other packages' builds and tests on two
    // cores one took 5.4 s (1.5 s alone), over vitest's default 5 s
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
