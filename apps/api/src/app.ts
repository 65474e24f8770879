import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { Database } from '@club/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REPO_ROOT, type Env } from './env';
import { useCompression } from './http/compression';
import { useErrorEnvelope } from './http/error-handler';
import { refuseCrossSite } from './http/same-site';
import { useSecurityHeaders } from './http/security-headers';
import { pgSessionStore, startSessionSweeper } from './http/session-store';
import { serveWeb } from './http/web-static';
import type { Mailer } from './mail/mailer';
import { registerRest } from './rest/adapter';
import { RateLimiter } from './services/rate-limiter';
import type { ServiceDeps } from './services/shared/deps';
import { contextFactory } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';

export interface AppDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  /** Signs session cookies and keys reset-code hashes (32+ characters). */
  secret: string;
  now?: () => Date;
  /** Folder of the built web app; null serves none. Defaults to apps/web/dist. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
}

export const SESSION_COOKIE = 'club.sid';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Builds the whole HTTP app; never listens (server.ts does). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 256 * 1024,
  });

  const serviceDeps: ServiceDeps = {
    db: deps.db,
    mailer: deps.mailer,
    now,
    secret: deps.secret,
    publicUrl: env.PUBLIC_URL,
    clubMail: env.CLUB_MAIL,
    log: { info: (m) => app.log.info(m), error: (o, m) => app.log.error(o, m) },
  };
  const limiter = new RateLimiter(env.RATE_LIMITS === 'on');
  const createContext = contextFactory({ deps: serviceDeps, limiter });

  await useSecurityHeaders(app, { production: env.NODE_ENV === 'production' });
  useErrorEnvelope(app);
  refuseCrossSite(app, env.PUBLIC_URL);
  await useCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.secret,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    store: pgSessionStore(deps.db, now),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      maxAge: SESSION_TTL_MS,
      path: '/',
    },
  });
  app.addHook('onClose', startSessionSweeper(deps.db, now, app.log));

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error(error.cause ?? error, `tRPC ${procedure ?? ''}`);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerRest(app, createContext, env.PUBLIC_URL);

  const webDist = deps.webDist === undefined ? path.join(REPO_ROOT, 'apps/web/dist') : deps.webDist;
  await serveWeb(app, webDist, env.PUBLIC_URL);
  return app;
}
