import { config } from '@club/eslint-config';

export default config({ layer: 'web', tsconfigRootDir: import.meta.dirname });
