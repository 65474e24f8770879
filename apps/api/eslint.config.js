import { config } from '@club/eslint-config';

export default [
  ...config({ layer: 'api', tsconfigRootDir: import.meta.dirname }),
  // the compiled catalogs, written by `lingui compile` from the PO catalogs
  { ignores: ['src/locales/**'] },
];
