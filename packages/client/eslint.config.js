import { config } from '@club/eslint-config';

// The client is a consumer of the API, like the web app: it may import only the router's types.
// Its tests start a real club, so they may use the database test harness (kysely stays banned), and
// hand their environment on to the processes they start.
export default [
  ...config({ layer: 'web', tsconfigRootDir: import.meta.dirname }),
  {
    files: ['test/**'],
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['kysely'], message: 'Only packages/db imports kysely.' }] },
      ],
    },
  },
];
