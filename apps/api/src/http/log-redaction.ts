import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const CALENDAR_PATH = /(\/api\/calendar\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:input|token)=)[^&#]*/g;

/**
 * A request URL as it may be logged: the secret of a calendar feed URL (`/api/calendar/{token}`,
 * or the tRPC twin's input) never reaches a log line.
 */
export function redactUrl(url: string): string {
  // both secrets sit in a URL that names a calendar (most lines have none)
  if (!url.includes('calendar')) return url;
  const path = url.replace(CALENDAR_PATH, '$1[redacted]');
  return path.includes('bookings.calendar') ? path.replace(TOKEN_QUERY, '$1[redacted]') : path;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  hostname?: string;
}

/** The logger option with a request serializer that redacts secrets from URLs. */
export function withRedactedUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      ...('serializers' in base ? base.serializers : {}),
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * One log line per request, when it is answered: the request (URL redacted as above), the status
 * and the time taken. Fastify's own logging writes a second line as each request comes in; with
 * the app built with `disableRequestLogging`, this is the only one (a log write costs as much as
 * a quarter of a kept availability read).
 */
export function logEachRequestOnce(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
