import { describe, expect, it } from 'vitest';
import { pagesUsingModules } from './visitorChunks';

/** A module graph as Rolldown's chunking context shows it: transformed code and resolved ids. */
function graphOf(modules: Record<string, { code: string; imports?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { code: module.code, importedIds: module.imports ?? [] } : null;
    },
  };
}

const graph = graphOf({
  '/app/A.tsx': {
    code: 'import { Button, Tabs } from "ui";\nimport classes from "./A.module.css";\nexport default function A() { return [Button, Tabs, classes]; }',
    imports: ['/ui/index.mjs', '/app/A.module.css'],
  },
  '/app/B.tsx': {
    code: 'import { Button } from "ui";\nimport { shared } from "./shared";\nexport default function B() { return import("./Lazy").then(() => [Button, shared]); }',
    imports: ['/ui/index.mjs', '/app/shared.ts', '\0vite/preload-helper.js'],
  },
  '/app/A.module.css': { code: 'export default { root: "a" };' },
  '/app/shared.ts': { code: 'export const shared = 1;' },
  '\0vite/preload-helper.js': { code: 'export const preload = 1;' },
  '/ui/index.mjs': {
    code: '"use client";\nimport { Button } from "./Button.mjs";\nexport { Tabs } from "./Tabs.mjs";\nexport * from "./more.mjs";\nexport { Button };',
    imports: ['/ui/Button.mjs', '/ui/Tabs.mjs', '/ui/more.mjs'],
  },
  '/ui/Button.mjs': {
    code: 'import { box } from "./box.mjs";\nexport function Button() { return box; }',
    imports: ['/ui/box.mjs'],
  },
  '/ui/Tabs.mjs': {
    code: 'import { box } from "./box.mjs";\nimport { keys } from "./keys.mjs";\nexport function Tabs() { return [box, keys]; }',
    imports: ['/ui/box.mjs', '/ui/keys.mjs'],
  },
  '/ui/more.mjs': { code: 'export function Modal() { return 1; }' },
  '/ui/box.mjs': { code: 'export const box = 1;' },
  '/ui/keys.mjs': { code: 'export const keys = 1;' },
});

describe('pagesUsingModules', () => {
  const pagesOf = pagesUsingModules(
    graph,
    new Map([
      ['/app/A.tsx', 'a'],
      ['/app/B.tsx', 'b'],
    ]),
  );

  it.each([
    ['a component both pages import through the barrel', '/ui/Button.mjs', ['a', 'b']],
    ['a component only one page imports', '/ui/Tabs.mjs', ['a']],
    ['what that component imports', '/ui/keys.mjs', ['a']],
    ['what both components import', '/ui/box.mjs', ['a', 'b']],
    ["a page's own CSS module", '/app/A.module.css', ['a']],
    ["Vite's helper beside a dynamic import", '\0vite/preload-helper.js', ['b']],
  ])('%s: %s is used by %j', (_what, id, pages) => expect(pagesOf.get(id)).toEqual(pages));

  it('leaves out what the barrel re-exports and no page imports', () => {
    expect(pagesOf.has('/ui/more.mjs')).toBe(false);
  });
});
