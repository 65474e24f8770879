import { createHash } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { DOCS_PAGE } from '../rest/docs-page';

type Directives = Record<string, string[]>;

/**
 * The site's Content-Security-Policy. Scripts only from our origin (no inline script, no eval).
 * Styles: Mantine writes its CSS variables and responsive style props into <style> elements at
 * run time, so style-src needs 'unsafe-inline' (a nonce would need the HTML templated per request;
 * styles cannot run code, scripts stay strict). Nothing may frame the site.
 */
export function sitePolicy(production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The API docs page runs one inline script: allowed by its hash, nothing else inline. */
function docsPolicy(production: boolean): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(DOCS_PAGE)?.[1] ?? '';
  const hash = createHash('sha256').update(script).digest('base64');
  return policyText({ ...sitePolicy(production), 'script-src': ["'self'", `'sha256-${hash}'`] });
}

export const DOCS_PATH = '/api/docs';

/**
 * Security headers on every answer (pages, API, errors): CSP, frame-ancestors 'none' and
 * X-Frame-Options DENY, nosniff, Referrer-Policy, and HSTS in production (only there: a
 * developer's http://localhost must not learn to insist on https).
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean },
): Promise<void> {
  const fixed = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: sitePolicy(opts.production) },
    strictTransportSecurity: opts.production
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(fixed);
    done();
  });
  const docs = docsPolicy(opts.production);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (req.routeOptions.url === DOCS_PATH) reply.header('content-security-policy', docs);
    // API answers are personal: no shared cache keeps them (the calendar feed sets its own)
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * The headers helmet sets with these options, worked out once: they are the same on every answer,
 * and @fastify/helmet builds helmet's middleware again for each request (a twentieth of a kept
 * availability read). Read off a bare app answering with and without helmet.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const headersOf = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(fastifyHelmet, options);
    probe.get('/', () => 'ok');
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const bare = await headersOf(false);
  const helmeted = await headersOf(true);
  return Object.fromEntries(
    Object.entries(helmeted).flatMap(([name, value]) =>
      name in bare || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}
