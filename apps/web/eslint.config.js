import { config } from '@club/eslint-config';

export default [
  // public/ is copied to the site as it is (media, a plain script loaded before the app)
  { ignores: ['public/**'] },
  ...config({ layer: 'web', tsconfigRootDir: import.meta.dirname }),
  {
    // The route table imports pages, never the other way round: shared pieces live in lib/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routes/**', 'src/App.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/(^|\\/)routes(\\/|$)/]',
          message:
            'Only App.tsx and routes/ import from routes/; move what pages share to lib/ (STYLE.md, Layers).',
        },
      ],
    },
  },
];
