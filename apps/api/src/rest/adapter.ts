import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { describeError, retryAfterSeconds } from '../errors';
import { cspOption } from '../http/security-headers';
import { callerLocale, localeHintsOf } from '../i18n/caller-locale';
import type { Context } from '../trpc/context';
import { accountRoutes } from './account-routes';
import { userRoutes } from './user-routes';
import { systemRoutes } from './system-routes';
import { bookingRoutes } from './booking-routes';
import { demoRoutes } from './demo-routes';
import { adminRoutes } from './admin-routes';
import { leagueRoutes } from './league-routes';
import { lessonRoutes } from './lesson-routes';
import { waiverRoutes } from './waiver-routes';
import { billingRoutes } from './billing-routes';
import { cardBillingRoutes } from './card-billing-routes';
import { checkInRoutes } from './check-in-routes';
import { DOCS_PAGE } from './docs-page';
import { openApiDocument } from './openapi';
import { callProcedure, procedureInfo, type ProcedureInfo } from './procedures';
import type { RestRoute } from './route';

export const restRoutes: RestRoute[] = [
  ...systemRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...bookingRoutes,
  ...demoRoutes,
  ...leagueRoutes,
  ...lessonRoutes,
  ...waiverRoutes,
  ...billingRoutes,
  ...cardBillingRoutes,
  ...checkInRoutes,
];
restRoutes.push(...adminRoutes);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The procedure's raw input from a request: query, body and path params merged into one object
 * (path params win), which the procedure's own schema then parses. A body that is not an object is
 * passed on as it is, for the schema to refuse.
 */
export function restInput(info: ProcedureInfo, req: FastifyRequest): unknown {
  if (!info.input) return undefined;
  const { body } = req;
  if (body !== undefined && body !== null && !isPlainObject(body)) return body;
  return {
    ...(isPlainObject(req.query) ? req.query : {}),
    ...(isPlainObject(body) ? body : {}),
    ...(isPlainObject(req.params) ? req.params : {}),
  };
}

/** The thin REST adapter: each documented path calls its procedure, with the same context as tRPC. */
export function registerRest(
  app: FastifyInstance,
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>,
  publicUrl: string,
  production: boolean,
): void {
  for (const route of restRoutes) {
    const info = procedureInfo(route.procedure);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        let ctx: Context | undefined;
        try {
          ctx = await createContext({ req, res: reply });
          const result = await callProcedure(info, ctx, restInput(info, req));
          if (route.produces) reply.type(route.produces);
          return await reply.status(route.status ?? 200).send(result);
        } catch (err) {
          const error = getTRPCErrorFromUnknown(err);
          const locale = ctx?.locale ?? callerLocale(undefined, localeHintsOf(req));
          const { status, body } = describeError(error, locale);
          if (status >= 500) req.log.error(err);
          const wait = retryAfterSeconds(error);
          if (wait !== undefined) reply.header('retry-after', String(wait));
          return reply.status(status).send(body);
        }
      },
    });
  }
  const doc = openApiDocument(restRoutes, publicUrl);
  app.get('/api/openapi.json', (_req, reply) => reply.send(doc));
  // the docs page runs its one inline script, allowed by its hash
  const script = /<script>([\s\S]*?)<\/script>/.exec(DOCS_PAGE)?.[1] ?? '';
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  app.get(
    '/api/docs',
    { helmet: { contentSecurityPolicy: cspOption(production, [hash]) } },
    (_req, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE),
  );
}
