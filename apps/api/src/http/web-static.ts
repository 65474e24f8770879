import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_TAG } from '@club/domain/language-tag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerLocale, localeHintsOf } from '../i18n/caller-locale';
import { NOT_FOUND_BODY } from './error-handler';

/** Hashed build output (apps/web/dist/assets): a name never points at other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page shell: revalidated every time, so a deploy is seen at once. */
const REVALIDATE = 'no-cache';
/** Files of public/ (poster, film, icon): stable names, so a day in caches, then revalidated. */
const A_DAY = 'public, max-age=86400';

/** Files of public/ that name the site's own address: `__PUBLIC_URL__` is replaced when served. */
const SITE_FILES = [
  { file: 'robots.txt', type: 'text/plain; charset=utf-8' },
  { file: 'sitemap.xml', type: 'application/xml; charset=utf-8' },
] as const;

export function cacheControlFor(file: string): string {
  if (file.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return /\.html(\.br|\.gz)?$/.test(file) ? REVALIDATE : A_DAY;
}

/** robots.txt and sitemap.xml, with the public address put in (crawlers need absolute URLs). */
function serveSiteFiles(app: FastifyInstance, webDist: string, origin: string): void {
  for (const { file, type } of SITE_FILES) {
    const source = path.join(webDist, file);
    if (!existsSync(source)) continue;
    const body = readFileSync(source, 'utf8').replaceAll('__PUBLIC_URL__', origin);
    app.get(`/${file}`, (_req, reply) =>
      reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(body),
    );
  }
}

/** Pages of the app that are not prerendered (their path carries a token): a guest's waiver link. */
const BROWSER_PAGES = [/^\/waiver\/[\w-]+\/?$/];

/** A page the web build prerendered (apps/web/vite/prerender.ts writes pages/routes.json). */
interface PrerenderedRoute {
  path: string;
  file: string;
  notFound: boolean;
  /** 'en' at the site's root, 'es' under /es (apps/web/src/i18n/locales.ts). */
  locale?: string;
}

/** A path of the Spanish pages (`/es`, `/es/...`). */
const SPANISH = /^\/es(?:\/|$)/i;

/** `pathname` as the web app's router matches it: decoded, any case, trailing `/` optional. */
export function pageKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // a malformed escape names no page: the not-found page
  }
  return decoded.replace(/\/+$/, '').toLowerCase() || '/';
}

/** A prerendered page: its file, and its twins in both languages as an HTTP `Link` header. */
interface Page {
  file: string;
  alternates: string | null;
}

/**
 * The `Link` header naming a page's English and Spanish twins (`hreflang`, English the default),
 * or null when the build has one of them only. Search engines want these addresses whole, and only
 * the server knows the site's (PUBLIC_URL), so they travel in the header, not in the built HTML.
 */
function alternatesOf(route: PrerenderedRoute, keys: Set<string>, origin: string): string | null {
  const english = route.locale === 'es' ? route.path.replace(SPANISH, '/') : route.path;
  const spanish = english === '/' ? '/es/' : `/es${english}`;
  if (!keys.has(pageKey(english)) || !keys.has(pageKey(spanish))) return null;
  const twins: [string, string][] = [
    [english, LANGUAGE_TAG.en],
    [spanish, LANGUAGE_TAG.es],
    [english, 'x-default'],
  ];
  return twins
    .map(([at, tag]) => `<${origin}${encodeURI(at)}>; rel="alternate"; hreflang="${tag}"`)
    .join(', ');
}

/** The prerendered page of each route path, and the not-found page. */
function readPages(
  webDist: string,
  origin: string,
): {
  byKey: Map<string, Page>;
  notFound: string | null;
  notFoundEs: string | null;
} {
  const list = path.join(webDist, 'pages/routes.json');
  const routes: PrerenderedRoute[] = existsSync(list)
    ? (JSON.parse(readFileSync(list, 'utf8')) as PrerenderedRoute[])
    : [];
  const pages = routes.filter((r) => !r.notFound);
  const keys = new Set(pages.map((r) => pageKey(r.path)));
  return {
    byKey: new Map(
      pages.map((r) => [
        pageKey(r.path),
        { file: r.file, alternates: alternatesOf(r, keys, origin) },
      ]),
    ),
    notFound: routes.find((r) => r.notFound && r.locale !== 'es')?.file ?? null,
    notFoundEs: routes.find((r) => r.notFound && r.locale === 'es')?.file ?? null,
  };
}

/**
 * Serves the built web app: each page path its prerendered HTML (status 404 with the not-found
 * page for a path the app has no page for); unknown /api and /trpc paths answer JSON 404.
 * Every built text file has brotli and gzip twins made at build time (apps/web/vite.config.ts):
 * the one the client accepts is sent as is, with `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function serveWeb(
  app: FastifyInstance,
  webDist: string | null,
  publicUrl: string,
): Promise<void> {
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const origin = publicUrl.replace(/\/+$/, '');
  const pages = hasWeb
    ? readPages(webDist, origin)
    : { byKey: new Map<string, Page>(), notFound: null, notFoundEs: null };
  if (hasWeb) {
    serveSiteFiles(app, webDist, origin);
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      // `/` is a page like the others (below), not the bare index.html
      index: false,
      setHeaders(reply, file) {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
  } else {
    app.log.warn('No web build found: run `pnpm build` to serve the site from this process.');
  }
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, 'http://site');
    const pathname = url.pathname;
    const spanish = SPANISH.test(pathname);
    // The English page goes to the visitor who chose Spanish (the club_lang cookie, else on a
    // first visit Accept-Language) as its Spanish twin, under /es; which one a path sends
    // depends on those two headers, and caches must know it.
    if (!spanish && pages.notFoundEs) {
      reply.header('vary', 'Cookie, Accept-Language');
      if (callerLocale(undefined, localeHintsOf(req)) === 'es') {
        return reply
          .header('cache-control', 'no-store')
          .redirect(`/es${pathname === '/' ? '/' : pathname}${url.search}`, 302);
      }
    }
    const page = pages.byKey.get(pageKey(pathname));
    if (page) {
      if (page.alternates) reply.header('link', page.alternates);
      return reply.sendFile(page.file);
    }
    // a page whose path holds a token the build cannot know: the app's shell renders it
    const own = spanish ? pathname.replace(SPANISH, '/') : pathname;
    if (BROWSER_PAGES.some((pattern) => pattern.test(own))) return reply.sendFile('index.html');
    // a build without prerendered pages: the app's shell, which routes in the browser
    if (!pages.notFound) return reply.sendFile('index.html');
    return reply.code(404).sendFile((spanish && pages.notFoundEs) || pages.notFound);
  };
  // `/` names the root folder, which @fastify/static (with `index: false`) would refuse with 403
  if (hasWeb) app.get('/', sendPage);
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    if (hasWeb && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendPage(req, reply);
    }
    return reply.status(404).send(NOT_FOUND_BODY);
  });
}
