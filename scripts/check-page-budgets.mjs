#!/usr/bin/env node
// Initial JavaScript of each visitor page, gzipped, against the budget of issue 12 (120 kB).
// Reads Vite's build manifest (apps/web/dist/.vite/manifest.json): a page's initial JS is the
// entry, every chunk it imports statically (transitively), the page's own lazy chunk and the
// chunks that one imports statically, plus the classic scripts index.html loads (the route preload
// and zod's setting, which are not in the manifest). Sizes are gzip level 9 (what the server sends precompressed),
// in kB of 1,000 bytes. Prints the table; exits 1 when a page is over budget.
//
// usage: node scripts/check-page-budgets.mjs [--dist apps/web/dist] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Visitor routes and the module each one lazy-loads (apps/web/visitor-pages.json). */
export const VISITOR_PAGES = JSON.parse(
  readFileSync(path.join(root, 'apps/web/visitor-pages.json'), 'utf8'),
).pages;
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = path.resolve(
  distArg >= 0 ? (args[distArg + 1] ?? '') : path.join(root, 'apps/web/dist'),
);

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry: is build.manifest on?');

const gzipped = new Map();
/** Gzipped size of one built file, in bytes. */
function gzipSize(file) {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The manifest keys of `key` and everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The files of index.html's `<script src>` other than the entry (public/ and generated ones). */
const htmlScripts = [
  ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
]
  .map((match) => match[1] ?? '')
  .filter((file) => file !== manifest[entryKey].file);

const rows = VISITOR_PAGES.map(({ route, page }) => {
  const keys = staticClosure(page, staticClosure(entryKey));
  const files = [
    ...htmlScripts,
    ...[...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')),
  ];
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { route, chunks: files.length, kB: bytes / 1000, ok: bytes <= BUDGET_KB * 1000 };
});

if (args.includes('--json')) {
  console.log(JSON.stringify({ budgetKB: BUDGET_KB, pages: rows }));
} else {
  const entryKB =
    [...htmlScripts, ...[...staticClosure(entryKey)].map((key) => manifest[key].file)]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSize(file), 0) / 1000;
  console.log(`\nInitial JS per visitor page (gzip -9, kB), budget ${BUDGET_KB} kB`);
  console.log(`(shared entry + its static imports: ${entryKB.toFixed(1)} kB)\n`);
  console.log('| page | chunks | JS gzip kB | budget |');
  console.log('| --- | ---: | ---: | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.chunks} | ${row.kB.toFixed(1)} | ${row.ok ? 'ok' : 'OVER'} |`,
    );
  }
}
const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(`\n✖ Over the ${BUDGET_KB} kB budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
