import { config } from '@club/eslint-config';

export default config({ layer: 'domain', tsconfigRootDir: import.meta.dirname });
