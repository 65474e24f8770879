// After tsup: makes dist/index.d.ts stand on the client's own dependencies.
//
// The router's type carries its server-side context (the Fastify request, the Kysely database):
// types a script never sees, from packages a script does not install. Their imports are replaced
// by opaque local declarations. Any other import from a package that is not in this package's
// "dependencies" fails the build, so a new server type cannot silently leave consumers with `any`.
import { readFileSync, writeFileSync } from 'node:fs';

const DTS = new URL('../dist/index.d.ts', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));

/** Opaque stand-ins for the server-only names, by package. */
const SERVER_ONLY: Record<string, Record<string, string>> = {
  fastify: {
    FastifyRequest: 'interface FastifyRequest { readonly __serverOnly: "FastifyRequest" }',
    FastifyReply: 'interface FastifyReply { readonly __serverOnly: "FastifyReply" }',
  },
  kysely: {
    Kysely: 'interface Kysely<DB> { readonly __serverOnly: DB }',
    Transaction: 'interface Transaction<DB> { readonly __serverOnly: DB }',
    Selectable: 'interface Selectable<T> { readonly __serverOnly: T }',
    Generated: 'type Generated<T> = T;',
    ColumnType:
      'type ColumnType<SelectType, InsertType = SelectType, UpdateType = SelectType> = SelectType | { readonly __insert: InsertType; readonly __update: UpdateType };',
  },
  'lru-cache': {
    LRUCache: 'interface LRUCache<K, V, FC = unknown> { readonly __serverOnly: [K, V, FC] }',
  },
};

/** The same for a package imported whole (`import * as name from 'package'`). */
const SERVER_ONLY_NAMESPACES: Record<string, string> = {
  kysely: 'interface CompiledQuery<R> { readonly __serverOnly: R }',
};

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const IMPORT = /^import (?:type )?\{([^}]*)\} from '([^']+)';$/gm;
const problems: string[] = [];

const NAMESPACE_IMPORT = /^import \* as (\w+) from '([^']+)';$/gm;

const source = readFileSync(DTS, 'utf8');
const finished = source
  .replace(NAMESPACE_IMPORT, (line, alias: string, specifier: string) => {
    const stubs = SERVER_ONLY_NAMESPACES[specifier];
    return stubs ? `declare namespace ${alias} { ${stubs} }` : line;
  })
  .replace(IMPORT, (line, names: string, specifier: string) => {
    const stubs = SERVER_ONLY[specifier];
    if (!stubs) return line;
    const wanted = names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    return [
      `// ${specifier}: server-only types of the router's context, opaque for scripts.`,
      ...wanted.map(
        (name) => stubs[name] ?? (problems.push(`${specifier}: no stand-in for ${name}`), ''),
      ),
    ].join('\n');
  });

for (const match of finished.matchAll(/^(?:import|export)\b.*?from '([^'.][^']*)';$/gm)) {
  const name = packageOf(match[1] ?? '');
  if (!dependencies.has(name))
    problems.push(`dist/index.d.ts imports "${name}", which is not a dependency`);
}

if (problems.length > 0) {
  console.error(`finish-dts:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
writeFileSync(DTS, finished);
