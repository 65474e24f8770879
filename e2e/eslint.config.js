import { config } from '@club/eslint-config';

export default config({ layer: 'e2e', tsconfigRootDir: import.meta.dirname });
