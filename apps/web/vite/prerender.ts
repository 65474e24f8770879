import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';

interface ServerEntry {
  prerenderPaths: () => string[];
  render: (path: string) => Promise<{
    html: string;
    /** Build manifest keys of the modules the page loads before hydrating (its chunks preload). */
    pages: string[];
    indexable: boolean;
    /** The page's language: `<html lang>`. */
    locale: string;
    notFound: boolean;
  }>;
  LANGUAGE_TAG: Record<string, string>;
}

/** One prerendered page, as `pages/routes.json` lists it (the API serves `file` at `path`). */
export interface PrerenderedRoute {
  path: string;
  file: string;
  indexable: boolean;
  notFound: boolean;
  /** The page's language ('en', 'es'). */
  locale: string;
  /** Every script the page loads before it is interactive (the page budget). */
  js: string[];
}

// React writes a component's <title> and <meta> first when it renders without a <head>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * The template's title, description and Open Graph title and description: every page renders its
 * own (components/PageMeta, the guards' title), which React keeps in the head from then on.
 */
const TEMPLATE_META =
  /<title>[^<]*<\/title>\s*|<meta\s+(?:name="description"|property="og:(?:title|description)")\s+content="[^"]*"\s*\/?>\s*/g;

/** The files of `<script src>` and `<link rel="modulepreload">` in `html`. */
function scriptsOf(html: string): string[] {
  const found = html.matchAll(
    /<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g,
  );
  return [...found].map((match) => match[1] ?? '');
}

/** `chunk` and the chunks it imports statically, transitively. */
function closure(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') closure(next, bundle, seen);
  }
  return seen;
}

/**
 * Writes `pages/<path>.html` for every route of the app, rendered by the server entry (built
 * first with `vite build --ssr`) into the built index.html: the page's HTML in #root, its title
 * and meta in the head, its route's chunks as modulepreload links (unless `modulePreload` is
 * false: main.tsx loads them). Then `pages/routes.json`.
 * Emitted into the bundle, so the compression plugin compresses them with the rest.
 */
export function prerender(serverEntry: string, modulePreload = true): Plugin {
  let root = process.cwd();
  return {
    name: 'club:prerender',
    // After vite:build-html has made index.html, before the compression plugin's hook.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender: no index.html in the bundle');
        const template = String(index.source);
        const entryUrl = pathToFileURL(path.resolve(root, serverEntry)).href;
        const entry = (await import(`${entryUrl}?t=${Date.now()}`)) as ServerEntry;
        const chunkOf = new Map<string, Rollup.OutputChunk>();
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && item.facadeModuleId) chunkOf.set(item.facadeModuleId, item);
        }
        const entryChunk = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
        );
        if (!entryChunk) throw new Error('prerender: no entry chunk');
        // The classic scripts of index.html (public/) and everything the entry imports statically.
        const shared = new Set([
          ...scriptsOf(template).filter((file) => !bundle[file]),
          ...closure(entryChunk, bundle),
        ]);
        const routes: PrerenderedRoute[] = [];
        for (const route of entry.prerenderPaths()) {
          const { html, pages, indexable, locale, notFound } = await entry.render(route);
          const hoisted = HOISTED.exec(html)?.[0] ?? '';
          const tags = hoisted.match(/<title>[^<]*<\/title>|<[^>]+>/g) ?? [];
          if (!tags.some((tag) => tag.startsWith('<title>'))) {
            throw new Error(`prerender: ${route} renders no <title>`);
          }
          const own = new Set<string>();
          for (const page of pages) {
            const chunk = chunkOf.get(path.resolve(root, page));
            if (!chunk) throw new Error(`prerender: no chunk for ${page}`);
            for (const file of closure(chunk, bundle)) if (!shared.has(file)) own.add(file);
          }
          const links = modulePreload
            ? [...own].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            : [];
          const tag = entry.LANGUAGE_TAG[locale];
          if (!tag)
            throw new Error(`prerender: ${route} is in ${locale}, which has no language tag`);
          const page = template
            .replace('<html lang="en"', `<html lang="${tag}"`)
            .replace(TEMPLATE_META, '')
            .replace('</head>', `${tags.join('')}${links.join('')}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${html.slice(hoisted.length)}</div>`);
          const name =
            route === '/' ? 'index' : route.slice(1).replace(/\/$/, '').replaceAll('/', '-');
          const file = `pages/${name}.html`;
          this.emitFile({ type: 'asset', fileName: file, source: page });
          routes.push({
            path: route,
            file,
            indexable,
            notFound,
            locale,
            js: [...shared, ...own].filter((file) => file.endsWith('.js')),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: 'pages/routes.json',
          source: `${JSON.stringify(routes, null, 2)}\n`,
        });
      },
    },
  };
}
