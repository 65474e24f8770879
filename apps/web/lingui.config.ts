import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages: English is the source (the spec's texts, as written), Spanish (es-US)
 * the translation. `lingui extract` writes both PO catalogs; the Vite plugin compiles them on
 * import, so no runtime message parser ships to the browser.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test-utils/**', '**/node_modules/**'],
    },
  ],
  // PO, what translators' tools open; origins without line numbers, so moving a line of code
  // leaves the catalogs as they are (the i18n check fails only when a message changes).
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
