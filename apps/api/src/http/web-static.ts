import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
function serveSiteFiles(app: FastifyInstance, webDist: string, publicUrl: string): void {
  const origin = publicUrl.replace(/\/+$/, '');
  for (const { file, type } of SITE_FILES) {
    const source = path.join(webDist, file);
    if (!existsSync(source)) continue;
    const body = readFileSync(source, 'utf8').replaceAll('__PUBLIC_URL__', origin);
    app.get(`/${file}`, (_req, reply) =>
      reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(body),
    );
  }
}

/**
 * Serves the built web app with an SPA fallback; unknown /api and /trpc paths answer JSON 404.
 * Every built text file has brotli and gzip twins made at build time (apps/web/vite.config.ts):
 * the one the client accepts is sent as is, with `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function serveWeb(
  app: FastifyInstance,
  webDist: string | null,
  publicUrl: string,
): Promise<void> {
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    serveSiteFiles(app, webDist, publicUrl);
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      setHeaders(reply, file) {
        reply.header('cache-control', cacheControlFor(file));
      },
    });
  } else {
    app.log.warn('No web build found: run `pnpm build` to serve the site from this process.');
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    if (hasWeb && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(NOT_FOUND_BODY);
  });
}
