import path from 'node:path';
import type { ESTree } from 'vite';
import { parseSync } from 'vite';

// Rolldown's code-splitting groups for the visitor pages.
//
// Left to itself, Rolldown makes one chunk per set of importers across every lazy module, member
// and admin pages included: /auth needed 27 files, most under 1 kB, and over HTTP/1.1 (six
// connections) a phone pays a round trip for each. Here every module a visitor page uses
// statically goes into the chunk of the set of visitor pages that use it: at most one chunk per
// combination of pages, and a page still loads only code it uses. Member and admin pages import
// from these chunks too; what only they use is split as before.
//
// "Uses" follows imported names through barrel modules (`@mantine/core`, the icons): a page that
// imports `Tabs` from the barrel uses Tabs.mjs, not the 400 other components the barrel re-exports.

/** The slice of Rolldown's chunking context this needs. */
interface ModuleGraph {
  getModuleInfo: (id: string) => { code: string | null; importedIds: readonly string[] } | null;
}

/** Names a module needs from another: some exports, or all of it ('*'). */
type Needed = Set<string> | '*';

interface ImportEdge {
  id: string;
  /** Imported name → the name it has here (a barrel re-exports it under that name). */
  names: Map<string, string> | '*';
}

interface ParsedModule {
  /** Only imports and re-exports: what it needs depends on what is asked of it. */
  barrel: boolean;
  imports: ImportEdge[];
  /** A barrel's exports: exported name → the import edge and name behind it. */
  exports: Map<string, { edge: ImportEdge; name: string }>;
  /** `export * from`: names not found above may come from these. */
  stars: ImportEdge[];
}

function importedName(node: ESTree.ModuleExportName): string {
  return node.type === 'Identifier' ? node.name : String(node.value);
}

/** A barrel holds only these: imports, re-exports (no declaration) and directives ("use client"). */
const BARREL_STATEMENTS = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ExpressionStatement',
]);

/**
 * Its import edges, with each statement's source matched to Rolldown's resolved id by order (both
 * list sources once, in the order of first appearance). When the counts differ the module is read
 * as needing all it imports: more code in a chunk, never less.
 */
function parseModule(id: string, graph: ModuleGraph): ParsedModule {
  const info = graph.getModuleInfo(id);
  const importedIds = info?.importedIds ?? [];
  const whole: ParsedModule = {
    barrel: false,
    imports: importedIds.map((to) => ({ id: to, names: '*' })),
    exports: new Map(),
    stars: [],
  };
  if (!info?.code) return whole;
  let program: ESTree.Program;
  try {
    const extension = /\.(tsx?|jsx)(\?|$)/.exec(id)?.[1];
    const lang =
      extension === 'ts' || extension === 'tsx' || extension === 'jsx' ? extension : 'js';
    program = parseSync(id, info.code, { lang, sourceType: 'module' }).program;
  } catch {
    return whole;
  }
  const sources: string[] = [];
  for (const node of program.body) {
    const source =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source)
        ? node.source?.value
        : undefined;
    if (source !== undefined && !sources.includes(source)) sources.push(source);
  }
  // Vite's helpers (`\0vite/preload-helper.js` beside a dynamic import) are added after the code
  // was read: needed whole, and not matched to a statement.
  const helpers = importedIds.filter((to) => to.startsWith('\0'));
  const matched = importedIds.filter((to) => !to.startsWith('\0'));
  if (sources.length !== matched.length) return whole;
  const edgeOf = new Map<string, ImportEdge>();
  sources.forEach((source, i) => edgeOf.set(source, { id: matched[i] ?? '', names: new Map() }));
  const barrel = program.body.every(
    (node) =>
      BARREL_STATEMENTS.has(node.type) &&
      !(node.type === 'ExportNamedDeclaration' && node.declaration) &&
      !(node.type === 'ExpressionStatement' && !node.directive),
  );
  const local = new Map<string, { edge: ImportEdge; name: string }>();
  const parsed: ParsedModule = {
    barrel,
    imports: [...edgeOf.values(), ...helpers.map((to): ImportEdge => ({ id: to, names: '*' }))],
    exports: new Map(),
    stars: [],
  };
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const edge = edgeOf.get(node.source.value);
      if (!edge) continue;
      if (node.specifiers.length === 0 && edge.names !== '*') edge.names.set('*side effects', '');
      for (const spec of node.specifiers) {
        if (spec.type === 'ImportNamespaceSpecifier') edge.names = '*';
        const name =
          spec.type === 'ImportSpecifier'
            ? importedName(spec.imported)
            : spec.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        if (edge.names !== '*') edge.names.set(name, spec.local.name);
        local.set(spec.local.name, { edge, name });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const edge = edgeOf.get(node.source.value);
      if (!edge) continue;
      if (node.exported) parsed.exports.set(importedName(node.exported), { edge, name: '*' });
      else parsed.stars.push(edge);
      // Read as a plain module's import (when it is not a barrel): all of it.
      edge.names = '*';
    } else if (node.type === 'ExportNamedDeclaration') {
      const edge = node.source ? edgeOf.get(node.source.value) : undefined;
      for (const spec of node.specifiers) {
        const from = importedName(spec.local);
        const target = edge ? { edge, name: from } : local.get(from);
        if (target) parsed.exports.set(importedName(spec.exported), target);
        if (edge && edge.names !== '*') edge.names.set(from, importedName(spec.exported));
      }
    }
  }
  return parsed;
}

/** Every module `from` uses through static imports, following names through barrels. */
function usedModules(from: string, graph: ModuleGraph, parse: (id: string) => ParsedModule) {
  const needed = new Map<string, Needed>();
  const queue: [string, Needed][] = [[from, '*']];
  const ask = (id: string, names: Needed) => queue.push([id, names]);
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, names] = next;
    const before = needed.get(id);
    if (before === '*') continue;
    const fresh =
      names === '*' ? '*' : new Set([...names].filter((name) => !before || !before.has(name)));
    if (fresh !== '*' && fresh.size === 0) continue;
    needed.set(id, fresh === '*' || !before ? fresh : new Set([...before, ...fresh]));
    const module = parse(id);
    if (!module.barrel || fresh === '*') {
      for (const edge of module.imports)
        ask(edge.id, module.barrel ? '*' : edge.names === '*' ? '*' : new Set(edge.names.keys()));
      continue;
    }
    for (const edge of module.imports) {
      if (edge.names !== '*' && edge.names.has('*side effects')) ask(edge.id, '*');
    }
    for (const name of fresh) {
      const target = module.exports.get(name);
      if (target) ask(target.edge.id, target.name === '*' ? '*' : new Set([target.name]));
      else for (const star of module.stars) ask(star.id, new Set([name]));
    }
  }
  return new Set(needed.keys());
}

/** For each module the visitor pages use statically: the names of the pages using it. */
export function pagesUsingModules(
  graph: ModuleGraph,
  pageIds: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const parsed = new Map<string, ParsedModule>();
  const parse = (id: string) => {
    let module = parsed.get(id);
    if (!module) parsed.set(id, (module = parseModule(id, graph)));
    return module;
  };
  const pagesOf = new Map<string, string[]>();
  for (const [pageId, name] of pageIds) {
    for (const used of usedModules(pageId, graph, parse)) {
      pagesOf.set(used, [...(pagesOf.get(used) ?? []), name]);
    }
  }
  return pagesOf;
}

/**
 * @param root the web app's folder
 * @param pages short name → the visitor page module (each is a lazy route: its own chunk stays)
 */
export function visitorChunkGroups(root: string, pages: Record<string, string>) {
  const pageIds = new Map(
    Object.entries(pages).map(([name, file]) => [path.resolve(root, file), name]),
  );
  // Rolldown asks module by module within one chunking pass (one graph): read the graph once.
  let cached: { graph: ModuleGraph; pagesOf: Map<string, string[]> } | undefined;
  const groupName = (id: string, graph: ModuleGraph) => {
    if (cached?.graph !== graph) cached = { graph, pagesOf: pagesUsingModules(graph, pageIds) };
    const using = pageIds.has(id) ? [] : (cached.pagesOf.get(id) ?? []);
    return using.length > 0 ? `visitor-${[...new Set(using)].sort().join('-')}` : null;
  };
  return [
    // What the first paint needs (the entry and all it imports statically), in one file.
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    {
      debugName: 'visitor pages',
      name: groupName,
      priority: 1,
      // Each module goes where its own pages put it; its imports, used by as many pages or
      // more, go where theirs do (never into a narrower chunk).
      includeDependenciesRecursively: false,
    },
  ];
}
