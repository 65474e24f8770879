import { config } from '@club/eslint-config';

export default config({ layer: 'db', tsconfigRootDir: import.meta.dirname });
