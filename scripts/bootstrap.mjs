#!/usr/bin/env node
// `npm start` and `npm test` on a fresh machine that has only Node.js and npm: installs what is
// missing (pnpm, the workspace's packages, Chromium for the browser tests), then starts or tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PNPM_VERSION = '10.34.9';
const mode = process.argv[2];
const isCI = Boolean(process.env.CI);

function sh(command, options = {}) {
  return spawnSync(command, { shell: true, stdio: 'inherit', ...options });
}

function must(command) {
  console.log(`\n$ ${command}`);
  const result = sh(command);
  if (result.status !== 0) {
    console.error(`\n✖ "${command}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function pnpmCommand() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim() === PNPM_VERSION) return 'pnpm';
  console.log(`Installing pnpm ${PNPM_VERSION} (npm i -g)…`);
  if (sh(`npm i -g pnpm@${PNPM_VERSION}`).status === 0) return 'pnpm';
  console.log('Global install not permitted: using pnpm through npx.');
  return `npx -y pnpm@${PNPM_VERSION}`;
}

function chromiumPath() {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && existsSync(p)) return p;
  }
  return undefined;
}

function ensureChromium() {
  if (chromiumPath()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = sh('command -v apt-get >/dev/null', { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    must('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    return;
  }
  console.error(
    'The browser tests need Chromium: install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

const pnpm = pnpmCommand();
must(`${pnpm} install ${isCI ? '--frozen-lockfile' : ''}`);

if (mode === 'start') {
  must(`${pnpm} run build`); // the web app and the compiled API (apps/api/dist)
  const child = spawn(`${pnpm} --filter @club/api start`, { shell: true, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (mode === 'test') {
  ensureChromium();
  process.env.CHROMIUM_PATH ??= chromiumPath();
  must(`${pnpm} run format:check`);
  const turbo = (args) =>
    must(`${pnpm} exec turbo run ${args} --concurrency=2 --output-logs=new-only`);
  // The browser tests run alone, after the checks and the unit and API tests (beside those they
  // got a fraction of the two cores and timed out). The builds they need run in the first step,
  // beside the checks, and their step finds them in turbo's cache.
  turbo(`build lint typecheck test --filter='!@club/e2e' --filter='!@club/api'`);
  // The API suite (real PostgreSQL, server processes it starts and kills) alone: beside it the web
  // component tests that render the whole admin panel got a fraction of the two cores and timed out.
  turbo('build lint typecheck test --filter=@club/api');
  // The production topology on the build just made (nginx with TLS, two API processes, one
  // PostgreSQL, one process killed mid-burst): about 15 s, so before the minutes of browser tests.
  must(`${pnpm} run smoke:prod`);
  turbo('test --filter=@club/e2e'); // after e2e's own lint and typecheck (turbo.json)
  console.log(
    '\n✔ Every check passed: format, lint, typecheck, unit, API and browser tests, and the ' +
      'production smoke test. (CI also runs the domain, db and API tests on Node.js 22 and 24: ' +
      '`node scripts/test-other-nodes.mjs 22 24`.)',
  );
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
