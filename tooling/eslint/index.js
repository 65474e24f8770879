// Shared ESLint flat config. `layer` names the package so the layer rule of STYLE.md applies:
// domain < contract < db < api < web; each layer imports only the layers before it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const forbidden = {
  domain: ['@club/contract', '@club/db', '@club/api', '@club/web'],
  contract: ['@club/db', '@club/api', '@club/web'],
  db: ['@club/contract', '@club/api', '@club/web'],
  api: ['@club/web'],
  web: ['@club/db', '@club/db/*'],
  e2e: [],
};

/** @param {{ layer: keyof typeof forbidden, tsconfigRootDir: string }} opts */
export function config({ layer, tsconfigRootDir }) {
  const patterns = forbidden[layer].map((name) => ({
    group: [name, `${name}/*`],
    message: `The ${layer} layer may not import ${name} (STYLE.md, Layers).`,
  }));
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'node_modules/**', '*.config.*', 'playwright-report/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        'no-restricted-imports': ['error', { patterns }],
        // web may import only the *type* of the API router
        ...(layer === 'web'
          ? {
              '@typescript-eslint/no-restricted-imports': [
                'error',
                { paths: [{ name: '@club/api', message: 'Import only types from @club/api.', allowTypeImports: true }] },
              ],
            }
          : {}),
      },
    },
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
