#!/usr/bin/env node
// Initial JavaScript of each visitor page, gzipped, against one budget for every visitor page:
// 170 kB, set once with room and never raised to fit a change (shared/DECISIONS.md, "Page weight
// without a ratchet"); the goal is 150 kB, printed beside it. The framework alone is about 98 kB
// of it (react-dom and React Router's data router); TanStack Query and the tRPC client (about
// 22 kB) are not part of a visitor page's initial JS: the parts that call the API load them after
// the page (apps/web/src/lib/lazyWithData.tsx).
// A page's initial JS is every script its prerendered HTML loads before it is interactive: the
// `<script src>`s and `<link rel="modulepreload">`s, as the web build's prerender lists them in
// apps/web/dist/pages/routes.json (the route table's pages; visitor pages are the indexable ones,
// and the not-found page). Sizes are gzip level 9, in kB of 1,000 bytes. Prints the table; exits
// 1 when a page is over budget.
//
// usage: node scripts/check-page-budgets.mjs [--dist apps/web/dist] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const GOAL_KB = 150;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(
  distArg >= 0 ? (args[distArg + 1] ?? '') : path.join(root, 'apps/web/dist'),
);

/** @type {{path: string, indexable: boolean, notFound: boolean, js: string[]}[]} */
const routes = JSON.parse(readFileSync(path.join(dist, 'pages/routes.json'), 'utf8'));

const rows = routes
  .filter((route) => route.indexable || route.notFound)
  .map((route) => {
    const bytes = route.js.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
      0,
    );
    return {
      route: route.path,
      chunks: route.js.length,
      kB: bytes / 1000,
      budgetKB: BUDGET_KB,
      ok: bytes <= BUDGET_KB * 1000,
      goal: bytes <= GOAL_KB * 1000,
    };
  });

if (args.includes('--json')) {
  console.log(JSON.stringify({ budgetKB: BUDGET_KB, goalKB: GOAL_KB, pages: rows }));
} else {
  console.log(
    `\nInitial JS per visitor page (gzip -9, kB): budget ${BUDGET_KB} kB, goal ${GOAL_KB} kB\n`,
  );
  console.log('| page | scripts | JS gzip kB | budget | goal |');
  console.log('| --- | ---: | ---: | --- | --- |');
  for (const row of rows) {
    const verdict = row.ok ? 'ok' : 'OVER';
    const goal = row.goal ? 'met' : 'not met';
    console.log(`| ${row.route} | ${row.chunks} | ${row.kB.toFixed(1)} | ${verdict} | ${goal} |`);
  }
}
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(`\n✖ Over the ${BUDGET_KB} kB budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
