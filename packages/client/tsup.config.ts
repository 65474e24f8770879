// The client ships as plain ESM JavaScript with declarations. Its types come from the API's router:
// `dts.resolve` inlines the @club/* workspace types (source TypeScript, not published) into
// dist/index.d.ts, so a consumer needs only @trpc/client and @trpc/server beside it.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  external: [/^@trpc\//],
  dts: {
    compilerOptions: {
      paths: {
        '@club/api': ['../../apps/api/src/index.ts'],
        '@club/contract': ['../../packages/contract/src/index.ts'],
        '@club/db': ['../../packages/db/src/index.ts'],
        '@club/domain': ['../../packages/domain/src/index.ts'],
      },
    },
  },
});
