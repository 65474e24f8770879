import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineStaticCss } from './src/styles/mantineStaticCss';
import { theme } from './src/theme';
import visitorPages from './visitor-pages.json';
import { routePreload } from './vite/routePreload';
import { visitorChunkGroups } from './vite/visitorChunks';

const api = 'http://localhost:3000';

/**
 * The workspace's domain and contract packages are plain functions and schemas: a page that
 * imports one constant does not need the rest (luxon, csv-stringify, zod) with it.
 */
function pureWorkspacePackages(): Plugin {
  return {
    name: 'club:pure-workspace-packages',
    transform: {
      filter: { id: /[\\/]packages[\\/](domain|contract)[\\/]src[\\/]/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

/**
 * `@club/domain/<file>` (one file of the domain, for the visitor pages' constants) becomes its own
 * module, apart from the same file reached through `@club/domain`. A bundle keeps every export
 * of a module that any page uses in that module's one chunk: static-data.ts's demo date window
 * needs time.ts (and luxon) for the demo calendar, so the footer's contact details, imported
 * from the same module, would bring luxon to every first paint. The copy keeps only what its
 * importers use. Same source, same values; the domain is pure, so two instances cannot diverge.
 */
function domainFilesApart(): Plugin {
  return {
    name: 'club:domain-files-apart',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@club/domain/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: `${resolved.id}?file` } : null;
    },
  };
}

/**
 * `<link rel="preload">` for the given fonts (file names without hash and extension): the text
 * above the fold is drawn in its own face at once, and never swaps (no layout shift).
 */
function preloadFonts(names: string[]): Plugin {
  return {
    name: 'club:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {}).map((item) => item.fileName);
        return names.map((name) => {
          const href = files.find((file) => file.includes(`/${name}-`) && file.endsWith('.woff2'));
          if (!href) throw new Error(`preloadFonts: no built font named ${name}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${href}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend' as const,
          };
        });
      },
    },
  };
}

const MANTINE_THEME_CSS = 'virtual:mantine-theme.css';

/**
 * `virtual:mantine-theme.css`: the CSS MantineProvider would write into the page at run time for
 * the app's theme (its variables and the hiddenFrom/visibleFrom classes), in the stylesheet.
 */
function mantineThemeCss(): Plugin {
  return {
    name: 'club:mantine-theme-css',
    resolveId: (source) => (source === MANTINE_THEME_CSS ? `\0${MANTINE_THEME_CSS}` : null),
    load: (id) => (id === `\0${MANTINE_THEME_CSS}` ? mantineStaticCss(theme) : null),
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every compressible built file of 1 kB or
 * more, once, at build time; the API serves them (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'club:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pureWorkspacePackages(),
    domainFilesApart(),
    mantineThemeCss(),
    // Above the fold: the body face and the headings' face, Latin subset (the others load on use).
    preloadFonts(['inter-latin-wght-normal', 'playfair-display-latin-wght-normal']),
    routePreload(visitorPages.pages),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/trpc': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-page-budgets.mjs reads it: the initial JS of each visitor page.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first paint in one file, and each visitor page's code in as few files as its
          // pages allow (vite/visitorChunks.ts): on a phone each file costs a round trip.
          groups: visitorChunkGroups(import.meta.dirname, {
            home: 'src/pages/HomePage.tsx',
            plans: 'src/pages/PlansPage.tsx',
            demo: 'src/pages/DemoBookingPage.tsx',
            auth: 'src/pages/AuthPage.tsx',
          }),
        },
      },
    },
  },
});
