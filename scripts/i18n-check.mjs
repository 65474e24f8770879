#!/usr/bin/env node
// The i18n check of a package with a lingui.config.ts (run in its folder by its `i18n:check`):
// fails when a catalog is out of date with the code (`lingui check sync --clean`: a message added,
// changed or removed without `lingui extract`) or a message lacks its Spanish (`lingui check
// missing`). Lingui 6 needs Node.js 22.19+: on an older Node.js its CLI would not start, or (22.13
// to 22.18, no import.meta.main) would exit 0 without checking anything, so this refuses first.
// `--compiled` (apps/api, whose compiled catalogs src/locales/{locale}/messages.ts are committed and
// bundled like any module): also fails when those are not what `lingui compile` makes of the PO
// catalogs (a translation edited without `pnpm i18n:compile`), or a message does not compile.
// `--per-entry` (apps/web, one catalog per page, written by `lingui extract-experimental`, which
// `lingui check sync` does not know: it compares those catalogs with an empty extraction): the
// sync check is that extractor run again, the catalogs compared before and after, and put back
// as they were when they differ.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(
    `i18n check: Lingui's CLI needs Node.js 22.19+ (this is ${process.version}); see the README.`,
  );
  process.exit(1);
}

const perEntry = process.argv.includes('--per-entry');

if (perEntry) {
  const catalogs = () => globSync('src/locales/*/*.po').sort();
  const before = new Map(catalogs().map((file) => [file, readFileSync(file, 'utf8')]));
  const result = spawnSync(
    'pnpm',
    ['exec', 'lingui', 'extract-experimental', '--clean', '--workers', '1'],
    { stdio: ['inherit', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    console.error('\n✖ `lingui extract-experimental` failed: see the message above.');
    process.exit(result.status ?? 1);
  }
  const changed = catalogs().filter((file) => readFileSync(file, 'utf8') !== before.get(file));
  if (changed.length > 0) {
    for (const file of changed) {
      const text = before.get(file);
      if (text === undefined) rmSync(file);
      else writeFileSync(file, text);
    }
    console.error(
      `\n✖ Out of date with the code: ${changed.join(', ')}. Run \`pnpm i18n:extract\` in this ` +
        'package, translate, and commit the catalogs.',
    );
    process.exit(1);
  }
}

for (const check of [
  ...(perEntry ? [] : [['check', 'sync', '--clean']]),
  ['check', 'missing', '--verbose'],
]) {
  const result = spawnSync('pnpm', ['exec', 'lingui', ...check, '--workers', '1'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      check[1] === 'sync'
        ? '\n✖ A catalog is out of date: run `pnpm exec lingui extract` in this package and translate.'
        : `\n✖ A message has no Spanish: fill its msgstr in the catalog named above${
            perEntry ? ' (then `pnpm i18n:extract` copies it to the other pages that show it)' : ''
          }.`,
    );
    process.exit(result.status ?? 1);
  }
}

if (process.argv.includes('--compiled')) {
  const compiled = ['en', 'es'].map((locale) => `src/locales/${locale}/messages.ts`);
  const read = () => compiled.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''));
  const before = read();
  const result = spawnSync(
    'pnpm',
    ['exec', 'lingui', 'compile', '--typescript', '--strict', '--workers', '1'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('\n✖ A catalog does not compile: see the message above.');
    process.exit(result.status ?? 1);
  }
  const after = read();
  if (after.some((text, i) => text !== before[i])) {
    console.error(
      '\n✖ The compiled catalogs were out of date with the PO catalogs: `pnpm i18n:compile` in ' +
        'this package has just rewritten them; commit them.',
    );
    process.exit(1);
  }
}
