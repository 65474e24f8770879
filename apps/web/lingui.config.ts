import { defineConfig } from '@lingui/cli';
import { createRolldownBundler } from '@lingui/cli/bundlers/rolldown';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages: English is the source (the spec's texts, as written), Spanish (es-US)
 * the translation. One catalog per entry, not one for the whole app, so a page's first load
 * carries only its own messages and the layout's (README, "Languages"): Lingui's dependency-tree
 * extractor (`lingui extract-experimental`) follows the imports of each entry and writes
 * `src/locales/<entry>/{en,es}.po`. `main` is what src/main.tsx reaches without a page (the
 * layout: header, footer, menus; the providers, the guards); each `src/pages/*Page.tsx` is a
 * page with what it imports, its React.lazy parts included. The Vite plugin compiles a catalog
 * when it is imported, so no message parser ships to the browser.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // The contract's validation messages (zod, marked with a leading /*i18n*\/ comment, their English
  // the id, as in the API's catalog) that the forms show: one catalog of their own, extracted by
  // `lingui extract`, loaded with a form's first check (src/i18n/contractMessages.ts).
  catalogs: [
    {
      path: '<rootDir>/src/locales/contract/{locale}',
      include: ['<rootDir>/../../packages/contract/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  experimental: {
    extractor: {
      entries: ['<rootDir>/src/main.tsx', '<rootDir>/src/pages/*Page.tsx'],
      output: '<rootDir>/src/locales/{entryName}/{locale}',
      // Rolldown, the bundler of the app's own build, so the extractor resolves and tree-shakes
      // imports as the build does (the default, esbuild, matched `./adminLeagueForm` to
      // AdminLeagueForm.tsx: its resolver ignores case when two files differ only by it).
      bundler: createRolldownBundler(),
    },
  },
  // PO, what translators' tools open; origins without line numbers, so moving a line of code
  // leaves the catalogs as they are (the i18n check fails only when a message changes).
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
