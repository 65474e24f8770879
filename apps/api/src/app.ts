import { randomInt } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { listenForChanges, type Database } from '@club/db';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REPO_ROOT, trustProxyOption, type Env } from './env';
import { useCompression } from './http/compression';
import { endConnectionsOnClose } from './http/closing';
import { useDraining } from './http/draining';
import { frameworkErrors, useErrorEnvelope } from './http/error-handler';
import { createMetrics, serveMetrics } from './http/metrics';
import { refuseCrossSite } from './http/same-site';
import { useSecurityHeaders } from './http/security-headers';
import { logEachRequestOnce, withRedactedUrls } from './http/log-redaction';
import { useServerTiming } from './http/server-timing';
import { SESSION_COOKIE, useDailySessionRenewal } from './http/session';
import { pgSessionStore } from './http/session-store';
import { serveWeb } from './http/web-static';
import type { Mailer } from './mail/mailer';
import { createOutbox } from './mail/outbox';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { productTasks } from './jobs/tasks';
import { registerRest } from './rest/adapter';
import { registerStripeWebhook } from './rest/billing-webhook';
import { registerDoorWebhook } from './rest/door-webhook';
import { allProcedures } from './rest/procedures';
import { resetCodeMailFor } from './services/account/auth-service';
import { emailChangeCodeMailFor } from './services/account/email-change';
import { billingFromEnv } from './services/billing/stripe-billing';
import { doorAccessFromEnv } from './services/door/seam-door-access';
import { RateLimiter } from './services/rate-limiter';
import { Caches } from './services/shared/caches';
import type { ServiceDeps } from './services/shared/deps';
import { contextFactory } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';
import { retryAfterMeta } from './trpc/trpc';

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
  /**
   * The database's URL: this process LISTENs for the changes other processes make, and its job
   * queue (pg-boss) keeps its own few connections.
   */
  databaseUrl: string;
  /** Told each change notice once this process has applied it (tests wait for one). */
  onChangeNotice?: (notice: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (jobs/job-queue.ts): started with the app, stopped on close. */
    jobs: JobQueue;
  }
}

export { SESSION_COOKIE };
/** Calls per tRPC batch: a batch of 100 password resets or availability reads is refused (400). */
export const MAX_BATCH_SIZE = 10;
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Builds the whole HTTP app; never listens (server.ts does). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: withRedactedUrls(deps.logger ?? false),
    // one line per request, as it is answered (logEachRequestOnce)
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 256 * 1024,
    frameworkErrors,
    // on close (SIGTERM): idle keep-alive connections end at once, a request in flight is never
    // cut, and one that arrives meanwhile on an open connection is answered, not refused (closing.ts)
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });

  if (deps.logger) logEachRequestOnce(app);

  const log = {
    info: (m: string) => app.log.info(m),
    error: (o: unknown, m?: string) => app.log.error(o, m),
  };
  const limiter = new RateLimiter(deps.db, env.RATE_LIMITS === 'on');
  const jobs = createJobQueue({
    databaseUrl: deps.databaseUrl,
    log,
    pollingIntervalSeconds: env.JOBS_POLL_SECONDS,
    schedule: env.JOBS_SCHEDULE === 'on',
  });
  const outbox = createOutbox({
    db: deps.db,
    transport: deps.mailer,
    jobs,
    log,
    now,
    resetCodeMail: (email) => resetCodeMailFor(serviceDeps, email),
    emailChangeCodeMail: (userId, newEmail) =>
      emailChangeCodeMailFor(serviceDeps, userId, newEmail),
  });
  const metrics = createMetrics();
  const serviceDeps: ServiceDeps = {
    db: deps.db,
    outbox,
    now,
    caches: new Caches(),
    secret: deps.secret,
    publicUrl: env.PUBLIC_URL,
    clubMail: env.CLUB_MAIL,
    log,
    metrics: metrics.services,
    billing: billingFromEnv(env),
    door: doorAccessFromEnv(env),
    jobs,
    randomInt: (max) => randomInt(max),
  };
  const createContext = contextFactory({ deps: serviceDeps, limiter });
  const { caches } = serviceDeps;
  useDraining(app);
  const { startFailures } = app;
  {
    const handlers = {
      onMessage: (m: string) => {
        caches.forget(m);
        deps.onChangeNotice?.(m);
      },
      onReconnect: () => caches.clear(),
    };
    // no database at start: the app still answers (readiness says 503 and why)
    await listenForChanges(deps.databaseUrl, handlers).then(
      (stop) => app.addHook('onClose', stop),
      (err: unknown) => {
        log.error(err, 'Could not listen for change notices');
        startFailures.push('change notices (LISTEN)');
      },
    );
  }

  endConnectionsOnClose(app);
  await useSecurityHeaders(app, { production: env.NODE_ENV === 'production' });
  useErrorEnvelope(app);
  useServerTiming(app);
  refuseCrossSite(app, env.PUBLIC_URL);
  await useCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.secret,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    // renewed once a day, not rewritten on every answer (useDailySessionRenewal)
    rolling: false,
    store: pgSessionStore(serviceDeps),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      maxAge: SESSION_TTL_MS,
      path: '/',
    },
  });
  useDailySessionRenewal(app);
  // no database at start: the app still answers (readiness says 503) and logs why no job runs
  await jobs
    .start(
      productTasks(serviceDeps, outbox, limiter, {
        retrySeconds: env.MAIL_RETRY_SECONDS,
        timeoutSeconds: env.MAIL_TIMEOUT_SECONDS,
      }),
    )
    .catch((err: unknown) => {
      log.error(err, 'The job queue could not start');
      startFailures.push('the job queue');
    });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    // running jobs end first (their mail goes out); what is queued stays for the next process
    await jobs.stop();
    deps.mailer.close?.();
  });

  serveMetrics(app, metrics, {
    token: env.METRICS_TOKEN,
    db: deps.db,
    now,
    procedures: allProcedures().map((p) => p.path),
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      // one request runs at most this many calls (the web client batches no more: lib/trpc.ts)
      maxBatchSize: MAX_BATCH_SIZE,
      responseMeta: retryAfterMeta,
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error(error.cause ?? error, `tRPC ${procedure ?? ''}`);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerRest(app, createContext, env.PUBLIC_URL, env.NODE_ENV === 'production');
  await registerStripeWebhook(app, serviceDeps);
  await registerDoorWebhook(app, serviceDeps);

  const webDist = deps.webDist === undefined ? path.join(REPO_ROOT, 'apps/web/dist') : deps.webDist;
  await serveWeb(app, webDist, env.PUBLIC_URL);
  return app;
}
