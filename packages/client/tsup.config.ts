// The client ships as plain ESM JavaScript with declarations. Its types come from the API's router:
// the @club/* workspace types (source TypeScript, not published) are inlined into dist/index.d.ts,
// and the router's context type holds no server type (apps/api/src/trpc/context-type.ts), so a
// consumer needs only the package's dependencies beside it; test/package.test.ts checks both.
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
