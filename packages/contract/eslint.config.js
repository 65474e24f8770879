import { config } from '@club/eslint-config';

export default config({ layer: 'contract', tsconfigRootDir: import.meta.dirname });
