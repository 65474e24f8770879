import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import { DomainError } from '@club/domain';
import { describeError, toTRPCError } from '../errors';
import type { Context } from '../trpc/context';
import { createCaller } from '../trpc/router';
import { accountRoutes } from './account-routes';
import { systemRoutes } from './system-routes';
import { bookingRoutes } from './booking-routes';
import { demoRoutes } from './demo-routes';
import { DOCS_PAGE } from './docs-page';
import { openApiDocument } from './openapi';
import type { RestRoute } from './route';

export const restRoutes: RestRoute[] = [...systemRoutes, ...accountRoutes, ...bookingRoutes, ...demoRoutes];

/** The thin REST adapter: each documented path calls its procedure through a caller. */
export function registerRest(
  app: FastifyInstance,
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>,
  publicUrl: string,
): void {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        try {
          const caller = createCaller(await createContext({ req, res: reply }));
          const result = await route.handle(caller, req, reply);
          if (route.produces) reply.type(route.produces);
          return await reply.status(route.status ?? 200).send(result);
        } catch (err) {
          const trpcError = err instanceof DomainError ? toTRPCError(err) : getTRPCErrorFromUnknown(err);
          const { status, body } = describeError(trpcError);
          if (status >= 500) req.log.error(err);
          return reply.status(status).send(body);
        }
      },
    });
  }
  const doc = openApiDocument(restRoutes, publicUrl);
  app.get('/api/openapi.json', (_req, reply) => reply.send(doc));
  app.get('/api/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
}
