import { config } from '@club/eslint-config';
import pluginLingui from 'eslint-plugin-lingui';

/**
 * Every text a visitor reads is in the Lingui catalogs (`<Trans>`, t``, msg``): the rule
 * lingui/no-unlocalized-strings fails on any other string in src/, except those that are not text
 * a person reads — names the code uses (query keys, form fields, test ids), CSS values, routes,
 * formats — which these options match (README, "Languages"). A real exception (the brand, the
 * languages' own names) is a disable comment with its reason.
 */
const unlocalized = {
  // Strings that are not words: matched whole (the rule already skips strings without letters).
  ignore: [
    // one identifier: camelCase, kebab-case, snake_case, dotted (`guests.0.email`), `a:b`
    '^[a-z][a-zA-Z0-9]*([.:_-][a-zA-Z0-9]+)*$',
    // UPPER_CASE (an enum value, 'AM'/'PM' of English times)
    '^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$',
    // URLs, absolute and relative paths, anchors, globs, file names, e-mail addresses
    '^(https?:|mailto:|tel:|/|#|!?\\.\\.?/)',
    '^[\\w./*${}-]+\\.(tsx?|po|css|json|svg|png|jpe?g|webp|mp4|webm)$',
    '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$',
    // IANA time zones ('America/Chicago')
    '^[A-Z][A-Za-z]+/[A-Za-z_]+$',
    // date and time formats of Mantine's pickers ('M/D/YY', 'HH:MM')
    '^[DMYHhms]+([/:. -][DMYHhms]+)+$',
    // CSS: lengths ('1.3rem', '50vh'), functions (var, calc, color-mix…), media queries
    '^-?\\d*\\.?\\d+(px|r?em|vh|vw|dvh|svh|ch|%)?$',
    '^(var|calc|color-mix|rgba?|hsla?|min|max|clamp|linear-gradient|repeat|translate[XY]?)\\(',
    '^\\((min|max)-(width|height):',
    // the language cookie's attributes
    '(^|; )Path=/;',
  ],
  // JSX props, object keys and variables whose string is never shown as text.
  ignoreNames: [
    // Mantine's style props and variants
    'className',
    'classNames',
    'style',
    'styles',
    'variant',
    'color',
    'c',
    'bg',
    'bd',
    'size',
    'radius',
    'shadow',
    'fw',
    'fz',
    'ff',
    'fs',
    'ta',
    'tt',
    'td',
    'lh',
    'lts',
    'justify',
    'align',
    'direction',
    'wrap',
    'gap',
    'position',
    'orientation',
    { regex: { pattern: '^(m|p)[tblrxy]?$' } },
    { regex: { pattern: '^(w|h|mi[wh]|ma[wh]|maxHeight|maxWidth|minHeight|minWidth)$' } },
    { regex: { pattern: '^(fontSize|fontWeight|fontFamily|lineHeight)$' } },
    // elements, links, fields
    'component',
    'to',
    'href',
    'src',
    'type',
    'autoComplete',
    'inputMode',
    'valueFormat',
    'role',
    'id',
    'htmlFor',
    'name',
    'key',
    'rel',
    'target',
    'method',
    'loading',
    'displayName',
    { regex: { pattern: '^data-' } },
    { regex: { pattern: '^aria-(hidden|live|current|controls|haspopup|labelledby|describedby)$' } },
    // ids built for aria-labelledby ('headingId', 'titleId')
    { regex: { pattern: 'Id$' } },
    // Intl's options ({ year: '2-digit' })
    {
      regex: { pattern: '^(year|month|day|weekday|hour|minute|timeZoneName|dateStyle|timeStyle)$' },
    },
  ],
  // Calls whose string arguments are never shown as text.
  ignoreFunctions: [
    'console.*',
    'Error',
    'TypeError',
    'RangeError',
    'Date',
    'URL',
    'URLSearchParams',
    'document.querySelector',
    'document.querySelectorAll',
    '*.querySelector',
    'classes.*',
    'trpc.*',
    'useMediaQuery',
    '*.getInputProps',
    '*.setFieldValue',
    // the route table (src/routes/routes.tsx): page modules and paths
    'page',
    'guard',
  ],
  // a string whose type is a union of literals ('en' | 'es', a Mantine size) is a value, not text
  useTsTypes: true,
};

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
  // Lingui's own checks of how its macros are used (no expression alone in a message, …)
  { files: ['src/**/*.{ts,tsx}'], ...pluginLingui.configs['flat/recommended'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    // tests, and the fixtures and helpers only tests import
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/test-utils/**',
      'src/**/*Fixtures.ts',
      'src/**/*Testing.ts',
    ],
    rules: { 'lingui/no-unlocalized-strings': ['error', unlocalized] },
  },
];
