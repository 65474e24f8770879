import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerender } from './vite/prerender';

const api = 'http://localhost:3000';

/** Where `vite build --ssr` puts the prerender's server entry (not part of the site). */
const SERVER_OUT = 'node_modules/.cache/ssr';

/**
 * `<link rel="preload">` for the given fonts (file names without hash and extension): the text
 * above the fold is drawn in its own face at once, and never swaps (no layout shift). Vite
 * preloads scripts, not the fonts a stylesheet names.
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Lingui's macros (<Trans>, t, plural) become message ids by the plugin's own native
    // transform (before React's); it compiles the imported PO catalogs (no message parser in the
    // browser).
    lingui({ macroTransform: true }),
    // Above the fold: the body face and the headings' face, Latin subset (the others load on use).
    preloadFonts(['inter-latin-wght-normal', 'playfair-display-latin-wght-normal']),
    prerender(`${SERVER_OUT}/entry-server.js`),
    // .br and .gz beside every built text file; the API sends them (@fastify/static preCompressed).
    !isSsrBuild && compression({ threshold: 1024 }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/i18n/useSyncExternalStoreShim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/trpc': { target: api, changeOrigin: false },
    },
  },
  // The workspace packages are TypeScript sources: the server entry bundles them.
  ssr: { noExternal: [/^@club\//] },
  build: isSsrBuild
    ? { outDir: SERVER_OUT, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // One stylesheet, linked by every page: a prerendered page is styled before any script.
        cssCodeSplit: false,
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Rolldown's own answer to dozens of 1-2 kB shared files (a Mantine helper, an icon,
              // a hook shared by the layout and some pages): common chunks under 16 KiB of source
              // are copied into the chunks that use them, under one shared runtime. A visitor page
              // loads 9 scripts instead of 25-43, for +0.3 to +1.3 kB (measured on this build;
              // the hand-tuned Mantine groups this replaces are no longer needed).
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              groups: [
                {
                  // What every page runs first, in one file (fewer round trips, better compression).
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                },
                {
                  // The data layer (TanStack Query, the tRPC client), in one file of its own: only
                  // the parts of a page that call the API load it (lib/lazyWithData, the member
                  // area's layout route), after the page's code.
                  name: 'data',
                  test: /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
