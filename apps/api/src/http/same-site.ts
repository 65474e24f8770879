import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';
import { callerLocale, localeHintsOf } from '../i18n/caller-locale';
import { translate } from '../i18n/i18n';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = /*i18n*/ 'Cross-site requests are not allowed.';

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
      const locale = callerLocale(undefined, localeHintsOf(req));
      await reply
        .status(403)
        .send(errorEnvelope(translate(locale, CROSS_SITE_MESSAGE), 'FORBIDDEN'));
    }
  });
}
