import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The site's Content-Security-Policy. Scripts only from our origin (no inline script, no eval).
 * Styles: Mantine writes its CSS variables and responsive style props into <style> elements at
 * run time, so style-src needs 'unsafe-inline' (styles cannot run code, scripts stay strict).
 * Nothing may frame the site. In production, http links are upgraded.
 */
export function sitePolicy(production: boolean, scripts: string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...scripts],
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

/** helmet's CSP option for a route whose page needs more scripts (the docs page's one by hash). */
export function cspOption(production: boolean, scripts: string[] = []) {
  return { useDefaults: false, directives: sitePolicy(production, scripts) };
}

/**
 * Security headers on every answer (pages, API, errors) by @fastify/helmet: the CSP above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy, and HSTS only in production (a developer's
 * http://localhost must not learn to insist on https). API answers are personal: `no-store`
 * unless a route set its own Cache-Control (the calendar feed).
 */
export async function useSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean },
): Promise<void> {
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: cspOption(opts.production),
    strictTransportSecurity: opts.production
      ? { maxAge: 63_072_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
  await app.register(fastifyHelmet, options);
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
