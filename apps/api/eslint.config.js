import { config } from '@club/eslint-config';

export default config({ layer: 'api', tsconfigRootDir: import.meta.dirname });
