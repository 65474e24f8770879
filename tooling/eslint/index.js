// Shared ESLint flat config. `layer` names the package so the layer rule of STYLE.md applies:
// domain < contract < db < api < web; each layer imports only the layers before it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const forbidden = {
  domain: ['@club/contract', '@club/db', '@club/api', '@club/web', 'kysely'],
  contract: ['@club/db', '@club/api', '@club/web', 'kysely'],
  db: ['@club/contract', '@club/api', '@club/web'],
  api: ['@club/web', 'kysely'],
  web: ['@club/db', '@club/db/*', 'kysely'],
  e2e: ['kysely'],
};

/**
 * The env modules: the only files of each package that may read `process.env` (STYLE.md 11).
 * Paths are relative to the package. The API reads its environment once, in env.ts; the db test
 * harness may be pointed at a server by DATABASE_URL; the benchmark takes its sizes; the e2e support
 * hands the servers' addresses from the global setup to the workers.
 */
const envModules = {
  domain: [],
  contract: [],
  db: ['src/testing.ts'],
  api: ['src/env.ts', 'bench/**'],
  web: [],
  e2e: ['support/**'],
};

const envMessage =
  'Read the environment only in the env modules (apps/api/src/env.ts; see tooling/eslint): pass values in as arguments (STYLE.md 11).';

/** @param {string} layer @param {string} name */
function importMessage(layer, name) {
  return name === 'kysely'
    ? `Only packages/db imports kysely: use a repository function or a type from @club/db (STYLE.md, Layers).`
    : `The ${layer} layer may not import ${name} (STYLE.md, Layers).`;
}

/** @param {{ layer: keyof typeof forbidden, tsconfigRootDir: string }} opts */
export function config({ layer, tsconfigRootDir }) {
  const patterns = forbidden[layer].map((name) => ({
    group: [name, `${name}/*`],
    message: importMessage(layer, name),
  }));
  const noEnvImport = ['process', 'node:process'].map((name) => ({
    name,
    importNames: ['env'],
    message: envMessage,
  }));
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'coverage/**',
        'node_modules/**',
        '*.config.*',
        'playwright-report/**',
        'test-results/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        '@typescript-eslint/no-misused-promises': [
          'error',
          { checksVoidReturn: { attributes: false } },
        ],
        'no-restricted-imports': ['error', { paths: noEnvImport, patterns }],
        // `process.env.X`, `process['env']` and `const { env } = process`
        'no-restricted-properties': [
          'error',
          { object: 'process', property: 'env', message: envMessage },
        ],
        // web may import only the *type* of the API router
        ...(layer === 'web'
          ? {
              '@typescript-eslint/no-restricted-imports': [
                'error',
                {
                  paths: [
                    {
                      name: '@club/api',
                      message: 'Import only types from @club/api.',
                      allowTypeImports: true,
                    },
                  ],
                },
              ],
            }
          : {}),
      },
    },
    ...(envModules[layer].length > 0
      ? [
          {
            files: envModules[layer],
            rules: {
              'no-restricted-properties': 'off',
              'no-restricted-imports': ['error', { patterns }],
            },
          },
        ]
      : []),
    {
      // Tests read JSON answers as they come; asserting on them is the point.
      files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/tests/**'],
      rules: {
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
      },
    },
    {
      // Kysely's documented migration shape takes Kysely<any>: a migration must not depend on today's types.
      files: ['**/migrations/**'],
      rules: { '@typescript-eslint/no-explicit-any': 'off' },
    },
  );
}
