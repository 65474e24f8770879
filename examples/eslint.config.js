import { config } from '@club/eslint-config';

// Examples are API consumers, like the web app. Their environment (CLUB_URL, CLUB_EMAIL,
// CLUB_PASSWORD) is read in one module (and by the entry and the tests' runner, which pass it on);
// their tests start a real club with the database harness.
export default [
  ...config({ layer: 'web', tsconfigRootDir: import.meta.dirname }),
  {
    files: ['src/lib/env.ts', 'bin/**', 'test/support/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['kysely'], message: 'Only packages/db imports kysely.' }] },
      ],
    },
  },
];
