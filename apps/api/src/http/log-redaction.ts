import type { FastifyServerOptions } from 'fastify';

const CALENDAR_PATH = /(\/api\/calendar\/)[^/?#]+/g;
const TOKEN_QUERY = /([?&](?:input|token)=)[^&#]*/g;

/**
 * A request URL as it may be logged: the secret of a calendar feed URL (`/api/calendar/{token}`,
 * or the tRPC twin's input) never reaches a log line.
 */
export function redactUrl(url: string): string {
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
