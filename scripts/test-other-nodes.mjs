#!/usr/bin/env node
// The domain, db and API test suites on other Node.js majors (default 22 and 24; `node
// scripts/test-other-nodes.mjs 22`), as the test command's last step. Each binary comes from npm's
// `node@<major>` package, installed once into .cache/node<major> (ignored by git; outside the
// workspace, so the lockfile never changes), and runs vitest itself: vitest's workers are forked
// with that same binary, and so are the API processes the two-process and crash tests start. Each
// test process writes its process.version to a file (vitest's --execArgv), checked afterwards, so a
// suite that quietly ran on another Node.js fails here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = ['packages/domain', 'packages/db', 'apps/api'];
const asked = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '24'];
// the major running this script has just run every suite (a CI job of the Node.js matrix)
const own = process.versions.node.split('.')[0];
const majors = asked.filter((major) => major !== own);
if (majors.length < asked.length) console.log(`Node.js ${own} is this run's own: not again.`);
if (majors.length === 0) process.exit(0);

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

const versionOf = (binary) => spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim();

/** .cache/node<major>/node_modules/node/bin/node, installed from npm when missing. */
function nodeBinary(major) {
  const prefix = path.join(ROOT, '.cache', `node${major}`);
  const binary = path.join(prefix, 'node_modules/node/bin/node');
  if (versionOf(binary)?.startsWith(`v${major}.`)) return binary;
  console.log(`\n$ npm install --prefix .cache/node${major} node@${major} --no-save`);
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', prefix, `node@${major}`, '--no-save', '--no-audit', '--no-fund'],
    { stdio: 'inherit' },
  );
  const version = versionOf(binary);
  if (npm.status !== 0 || !version?.startsWith(`v${major}.`)) {
    fail(`npm's node@${major} gave no working binary at ${binary} (got ${version ?? 'nothing'})`);
  }
  return binary;
}

const times = [];
for (const major of majors) {
  const binary = nodeBinary(major);
  const version = versionOf(binary);
  for (const suite of SUITES) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'club-node-version-'));
    const record = path.join(dir, 'versions');
    const writeVersion =
      "import { appendFileSync } from 'node:fs';" +
      'appendFileSync(process.env.CLUB_TEST_NODE_VERSIONS, process.version + "\\n");';
    const execArgv = `--import=data:text/javascript,${encodeURIComponent(writeVersion)}`;
    console.log(`\n$ (cd ${suite} && ${version} vitest run)`);
    const started = performance.now();
    const run = spawnSync(
      binary,
      ['node_modules/vitest/vitest.mjs', 'run', `--execArgv=${execArgv}`],
      {
        cwd: path.join(ROOT, suite),
        stdio: 'inherit',
        env: {
          ...process.env,
          PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}`,
          CLUB_TEST_NODE_VERSIONS: record,
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const seen = existsSync(record) ? readFileSync(record, 'utf8').trim().split('\n') : [];
    rmSync(dir, { recursive: true, force: true });
    if (run.status !== 0) {
      fail(`${suite}'s tests failed on Node.js ${version} (exit ${run.status})`);
    }
    const others = [...new Set(seen.filter((v) => v !== version))];
    if (seen.length === 0 || others.length > 0) {
      fail(
        `${suite}'s test processes ran on ${others.join(', ') || 'no recorded version'}, not ${version}`,
      );
    }
    times.push(
      `${suite} on ${version}: ${seconds.toFixed(0)} s (${seen.length} test processes, all ${version})`,
    );
  }
}
console.log(`\n✔ The suites passed on Node.js ${majors.join(' and ')}:\n  ${times.join('\n  ')}`);
