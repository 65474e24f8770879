// The benchmark's figures: printed, and written to bench/results/api.md with the machine they ran on.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryPlan } from '@club/db';
import type { Measured } from './create';
import type { LoadResult } from './load';
import type { ScaleResult } from './scale';
import type { WindowResult } from './window';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUT = path.join(ROOT, 'bench/results/api.md');

export interface Figures {
  reads: (LoadResult & { rssMb?: number; cpuPerRequest: number; pgCpuPerRequest: number })[];
  creates: Measured;
  /** The bare write (bench/bare-route.ts) on the same requests: the floor of a create here. */
  bareCreates: Measured;
  sameSlot: { creates: Measured; bareCreates: Measured };
  createsRss: number;
  mails: number;
  overlaps: number;
  scale: ScaleResult | null;
  /** A cancel on one process seen in another's availability (null: not run). */
  seenElsewhere: WindowResult | null;
  plans: QueryPlan[];
  seconds: number;
}

interface PageBudget {
  route: string;
  kB: number;
  /** The page's own gate (scripts/check-page-budgets.mjs) */
  budgetKB: number;
  ok: boolean;
}

function pageBudgets(): { budgetKB: number; pages: PageBudget[] } | null {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/.vite/manifest.json'))) return null;
  const run = spawnSync(process.execPath, ['scripts/check-page-budgets.mjs', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  return line ? (JSON.parse(line) as { budgetKB: number; pages: PageBudget[] }) : null;
}

/** The load average (1, 5, 15 min) when the bench started: other work on this machine moves the times. */
const loadAtStart = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

export function renderReport(f: Figures): string {
  const [bare, list, availability] = f.reads;
  if (!bare || !list || !availability) throw new Error('The three reads are missing');
  const ratio = (r: LoadResult) => r.rps / bare.rps;
  const peakRss = Math.max(f.createsRss, ...f.reads.map((r) => r.rssMb ?? 0));
  const others = (r: Measured) =>
    r.requests - (r.statuses['201'] ?? 0) - (r.statuses['409'] ?? 0) + r.errors;
  const otherCreates = others(f.creates) + others(f.sameSlot.creates);
  const p99Ratio = (c: { creates: Measured; bareCreates: Measured }) =>
    c.creates.p99 / c.bareCreates.p99;
  const cpu = os.cpus();
  const lines = [
    '# API: throughput, latency, scale and memory',
    '',
    `Run by \`pnpm bench\` on ${new Date().toISOString()} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node.js ${process.version}, embedded PostgreSQL 18; ` +
      `load average ${loadAtStart} at the start and ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )} at the end (other work shares this machine). The load generator (autocannon), both ` +
      'servers and PostgreSQL share this machine. 50 connections, one member (session) per connection, ' +
      'each sending its requests one after another (built into bytes once, before the run), ' +
      `${f.seconds} s per read after a 2 s warm-up. "CPU a request" is the CPU time (user and system) ` +
      'of the serving process, and of PostgreSQL with its backends, over the run divided by the ' +
      'answers: other work on the machine moves it far less than the times. No test asserts any of ' +
      'these times.',
    '',
    '## Reads, club fully booked for 14 days (2,688 bookings)',
    '',
    '| read | req/s | ratio to bare route | p50 | p99 | CPU a request: server, PostgreSQL | answer size | statuses |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...f.reads.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${ratio(r).toFixed(2)}x | ${ms(r.p50)} | ${ms(r.p99)} | ` +
        `${r.cpuPerRequest.toFixed(2)} ms, ${r.pgCpuPerRequest.toFixed(2)} ms | ` +
        `${(r.bytes / 1000).toFixed(1)} kB | ${JSON.stringify(r.statuses)} |`,
    ),
    '',
    '## Booking create under contention',
    '',
    `50 members at once on the same hours (1-hour sessions, at most four hours per member per day), ` +
      'each sending 48 requests one after another in one continuous run: 24 on the six days from day ' +
      `8 (the warm-up), then 24 on the six days from day 1. The figures are those ${f.creates.requests} ` +
      'last requests, met by a server already busy as in service; the first requests, sent on 50 ' +
      "connections opened at once, are left out (each run's slowest answer overall is shown beside it). " +
      'Each run starts on its days emptied; the product sends its confirmation mails to an SMTP server ' +
      'on loopback that the bench runs.',
    '',
    '| write | req/s | p50 | p99 | slowest, warm-up included | CPU a request: server, PostgreSQL | statuses |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...[f.bareCreates, f.creates, f.sameSlot.bareCreates, f.sameSlot.creates].map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.slowest ?? Number.NaN)} | ` +
        `${r.cpuPerRequest.toFixed(2)} ms, ${r.pgCpuPerRequest.toFixed(2)} ms | ${JSON.stringify(r.statuses)} |`,
    ),
    '',
    'The bare write is one statement putting the booking on the lowest free bay, with no session, ' +
      'no validation and no rules: the least a booking costs on this machine. "Same slots" is issue ' +
      "21's case: every member asks for the same hours in the same order (four a day at 6-hour " +
      'steps), so 4 win each slot and 46 get 409; its bare write is one transaction that takes an ' +
      'advisory lock on the start, then inserts on the lowest free bay (the exclusion constraint ' +
      'behind it). The product answers ' +
      `201 (booked) or 409 (every bay taken), with ${f.creates.errors + f.sameSlot.creates.errors} socket errors. Overlapping ` +
      `confirmed bookings on one bay afterwards: ${f.overlaps}. Confirmation mails the SMTP server ` +
      `had received when the run ended: ${f.mails}.`,
    '',
    '## Goals',
    '',
    '| goal | measured | |',
    '| --- | --- | --- |',
    `| availability read >= 10x the bare route | ${ratio(availability).toFixed(1)}x | ${verdict(ratio(availability) >= 10)} |`,
    `| availability p99 <= 50 ms at 50 connections | ${ms(availability.p99)} | ${verdict(availability.p99 <= 50)} |`,
    `| GET /api/bookings >= 1x the bare route | ${ratio(list).toFixed(2)}x | ${verdict(ratio(list) >= 1)} |`,
    `| booking create p99 <= 100 ms, no error but 409 | ${ms(f.creates.p99)}, ${otherCreates} other | ${verdict(f.creates.p99 <= 100 && otherCreates === 0)} |`,
    `| contended create p99 <= 1.5x the bare write's | ${p99Ratio(f).toFixed(2)}x | ${verdict(p99Ratio(f) <= 1.5)} |`,
    `| same-slot create p99 <= 1.5x the bare write's | ${p99Ratio(f.sameSlot).toFixed(2)}x | ${verdict(p99Ratio(f.sameSlot) <= 1.5)} |`,
    `| API process under 250 MB RSS under load | ${peakRss.toFixed(0)} MB at most | ${verdict(peakRss < 250)} |`,
  ];
  if (f.seenElsewhere) {
    const { p50, max, samples, noticeP50, noticeMax } = f.seenElsewhere;
    lines.push(
      `| a cancel on one process seen on another <= 100 ms | p50 ${ms(p50)}, slowest ${ms(max)} ` +
        `(${samples} samples; the notice after p50 ${ms(noticeP50)}, slowest ${ms(noticeMax)}) | ` +
        `${verdict(max <= 100)} |`,
    );
  }
  if (f.scale) {
    for (const read of f.scale.reads)
      lines.push(
        `| ${read.name} p95 <= 20 ms with ${(f.scale.tableRows / 1000).toFixed(0)}k bookings | ` +
          `${ms(read.p95)} server time (p50 ${ms(read.p50)}) | ${verdict(read.p95 <= 20)} |`,
      );
  }
  const pages = pageBudgets();
  if (pages) {
    for (const page of pages.pages)
      lines.push(
        `| initial JS of ${page.route} <= ${page.budgetKB} kB gzip | ${page.kB.toFixed(1)} kB | ${verdict(page.ok)} |`,
      );
  } else lines.push('| visitor page budgets | apps/web not built | not measured |');
  if (f.scale) {
    lines.push(
      '',
      '## Scale',
      '',
      `${f.scale.members.toLocaleString('en-US')} members and ${f.scale.bookings.toLocaleString('en-US')} ` +
        `bookings generated in ${f.scale.generateSeconds.toFixed(0)} s (\`generateLoad\`, the code behind ` +
        `\`pnpm db:generate\`); the table then held ${f.scale.tableRows.toLocaleString('en-US')} bookings. ` +
        'Each read was sent one at a time (300 samples after 30 warm-up requests, days in turn); the ' +
        "time is the server's own, from its `Server-Timing` header. The API keeps a location's day " +
        'until a change to it, so sequential reads mostly find it kept; "nothing kept" changes the location ' +
        "row before each sample (its change notice drops the API's kept location, setup and days), " +
        'timing the read from the database every time.',
    );
  }
  lines.push('', '## Query plans (EXPLAIN ANALYZE, today)', '');
  for (const p of f.plans) {
    lines.push(`${p.name}: ${p.usesIndex ? 'index' : '**not by index**'}`, '', '```');
    lines.push(...p.plan, '```', '');
  }
  return lines.join('\n');
}

export function writeReport(f: Figures): void {
  const text = renderReport(f);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, text + '\n');
  console.log('\n' + text.split('## Query plans')[0]);
  console.log(`Written to ${path.relative(ROOT, OUT)}`);
}
