import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The API's messages: every error text it answers (its own, the domain's rules and the contract's
 * validation messages, each marked for extraction with a leading /*i18n*\/ comment), every e-mail,
 * .ics text and CSV header. English is the source and the id (the text the spec quotes, as it is);
 * Spanish (es-US) the translation. `lingui extract` writes both PO catalogs, `lingui compile`
 * turns them into src/locales/{locale}/messages.ts, which tsup bundles like any other module.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: [
        '<rootDir>/src',
        '<rootDir>/../../packages/domain/src',
        '<rootDir>/../../packages/contract/src',
      ],
      exclude: ['**/*.test.*', '**/locales/**', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  compileNamespace: 'ts',
});
