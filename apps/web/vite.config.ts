import react from '@vitejs/plugin-react';
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
    // Above the fold: the body face and the headings' face, Latin subset (the others load on use).
    preloadFonts(['inter-latin-wght-normal', 'playfair-display-latin-wght-normal']),
    prerender(`${SERVER_OUT}/entry-server.js`),
    // .br and .gz beside every built text file; the API sends them (@fastify/static preCompressed).
    !isSsrBuild && compression({ threshold: 1024 }),
  ],
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
              // What every page runs first, in one file (fewer round trips, better compression).
              groups: [
                {
                  // Mantine's pieces that most pages use, in one file rather than dozens. Shared by
                  // 8 of the app's lazy chunks, not 6: at 6 it also carried pieces only the member
                  // pages and the forms share (Portal, Overlay, Badge, the focus trap) into every
                  // visitor page; above 8 the form pages pay more in extra small files than the
                  // others save. The inputs stay out too: only the form pages load them (measured:
                  // against 6 with the inputs in, -5 kB on the home, plans and 404 pages, -0.3 on
                  // /auth, +3.5 on /demo-booking). What only dialogs use (Portal, the z-index and
                  // direction helpers) stays out by name: the member screens' dialogs (the club
                  // waiver's among them) share it by more than 8 chunks, and no visitor page draws
                  // one before a click (in: +0.4 to +0.8 kB on every visitor page). TextInput stays
                  // out by name as well: the guests' fields made it shared by more than 8 chunks,
                  // and it carried Input into every visitor page (/ 165.3 kB; out: 162.1).
                  name: 'mantine',
                  test: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|clsx)[\\/](?!esm[\\/](components[\\/](Input|InputBase|TextInput|Portal)|core[\\/](DirectionProvider|utils[\\/]get-default-z-index))[\\/])/,
                  minShareCount: 8,
                },
                {
                  // Tabs need it without any dialog (/auth): its own small file, not in 'overlays'.
                  name: 'direction',
                  test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]DirectionProvider[\\/]/,
                },
                {
                  // Mantine's dialogs and popovers (modal, popover, portal, floating-ui, the focus
                  // trap, the scroll lock) in one file: no visitor page but /demo-booking loads any
                  // of them, and it loads all. Left to the bundler they were 6 files, split again
                  // when the lesson wizard got a dialog without a popover (the club waiver's):
                  // measured on /demo-booking, 235.3 kB that way, 232.5 with this group; the other
                  // visitor pages unchanged.
                  name: 'overlays',
                  test: /[\\/]node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-focus-(trap|return)[\\/]|@mantine[\\/]core[\\/]esm[\\/](utils[\\/]Floating[\\/](FloatingArrow|get-floating-position)[\\/]|core[\\/]utils[\\/](get-ref-prop|is-element|get-single-element-child)[\\/]|components[\\/](FocusTrap|Overlay|VisuallyHidden|Portal|Popover|Modal|ModalBase)[\\/])|react-remove-scroll[\\/])/,
                },
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|@trpc[\\/][^\\/]+)[\\/]/,
                },
              ],
            },
          },
        },
      },
}));
