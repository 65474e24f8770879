import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. These files
    // mostly wait on PostgreSQL, SMTP and the processes they start, so three on two cores kept
    // both busy: the suite took 406 s instead of 810 s, all green.
    maxWorkers: Math.ceil(availableParallelism() * 1.5),
    // The files of a worker share the modules they import (Vitest's documented `isolate: false`):
    // the app's modules are imported once per worker, not once per file (227 s of imports summed
    // over the files; the suite took 206 s instead of 285 s). Each file builds its own app on its
    // own database, so nothing else is shared; a file that mocks a module imports its own.
    isolate: false,
  },
});
