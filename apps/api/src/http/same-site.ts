import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

/**
 * State-changing requests from another site are refused: a browser says so in Sec-Fetch-Site or
 * an Origin that is not ours. Scripts (no Origin) carry no ambient cookie and pass.
 */
export function refuseCrossSite(app: FastifyInstance, publicUrl: string): void {
  const ours = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE.has(req.method)) return;
    if (!req.url.startsWith('/api') && !req.url.startsWith('/trpc')) return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameHost =
      origin !== undefined && origin === `${req.protocol}://${req.headers.host ?? ''}`;
    const crossSite =
      site === 'cross-site' || (origin !== undefined && origin !== ours && !sameHost);
    if (crossSite) {
      await reply.status(403).send(errorEnvelope(CROSS_SITE_MESSAGE, 'FORBIDDEN'));
    }
  });
}
