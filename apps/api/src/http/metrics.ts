import { createHash, timingSafeEqual } from 'node:crypto';
import { mailBacklog, poolStats, type Database } from '@club/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceMetrics } from '../services/shared/deps';

/** One app's metrics: a registry of its own, so two apps in one process (tests) never share one. */
export interface AppMetrics {
  registry: Registry;
  /** What the services count (bookings), handed to them in their deps. */
  services: ServiceMetrics;
}

/** The counters the services feed; they count whether or not /metrics is served. */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const created = new Counter({
    name: 'club_bookings_created_total',
    help: 'Bookings created, by who made them (member, admin) and status (confirmed, waitlisted)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'club_bookings_refused_total',
    help: "Booking requests refused by a rule, by who asked and the refusal's code (BAYS_FULL, DAILY_LIMIT, …)",
    labelNames: ['kind', 'code'] as const,
    registers: [registry],
  });
  return {
    registry,
    services: {
      bookingCreated: (kind, status) => created.inc({ kind, status }),
      bookingRefused: (kind, code) => refused.inc({ kind, code }),
    },
  };
}

export interface MetricsOptions {
  /** METRICS_TOKEN: without one, nothing is served (/metrics is an unknown path). */
  token: string | undefined;
  db: Database;
  now: () => Date;
  /** Every tRPC procedure's path: `/trpc/<procedure>` is a route of its own in the histogram. */
  procedures: readonly string[];
}

const TRPC_ROUTE = '/trpc/:path';

/** The route a request matched, as a pattern (never the raw URL, so the labels stay few). */
function routeOf(req: FastifyRequest, procedures: ReadonlySet<string>): string {
  const route = req.routeOptions.url;
  if (route === undefined) return '(unmatched)';
  if (route !== TRPC_ROUTE) return route;
  const params: unknown = req.params;
  const name: unknown =
    typeof params === 'object' && params !== null ? Reflect.get(params, 'path') : undefined;
  if (typeof name === 'string' && procedures.has(name)) return `/trpc/${name}`;
  // a batch (`a,b`) or a name the router does not know
  return '/trpc/(batch)';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests of equal length). */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics in Prometheus text, for a request carrying the bearer token; without it, the answer
 * of any unknown path (404). Node's default metrics; the duration of every request by method, route
 * pattern and status; the database pool (in use, idle, waiting); the mail outbox's backlog and the
 * age of its oldest unsent message (read when scraped); bookings created and refused.
 */
export function serveMetrics(app: FastifyInstance, metrics: AppMetrics, opts: MetricsOptions) {
  const { token } = opts;
  if (!token) return;
  const { registry } = metrics;
  const procedures = new Set(opts.procedures);
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'club_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (req, reply, done) => {
    const labels = { method: req.method, route: routeOf(req, procedures) };
    duration.observe({ ...labels, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  const pool = () => poolStats(opts.db) ?? { total: 0, idle: 0, waiting: 0 };
  new Gauge({
    name: 'club_db_pool_in_use_connections',
    help: 'Database connections running a query or transaction',
    registers: [registry],
    collect() {
      const { total, idle } = pool();
      this.set(total - idle);
    },
  });
  new Gauge({
    name: 'club_db_pool_idle_connections',
    help: 'Open database connections no query holds',
    registers: [registry],
    collect() {
      this.set(pool().idle);
    },
  });
  new Gauge({
    name: 'club_db_pool_waiting_requests',
    help: 'Queries waiting for a database connection (every one in use)',
    registers: [registry],
    collect() {
      this.set(pool().waiting);
    },
  });

  // one read of the outbox per scrape, shared by its gauges
  let backlog: ReturnType<typeof mailBacklog> | undefined;
  const readBacklog = () => (backlog ??= mailBacklog(opts.db).finally(() => (backlog = undefined)));
  const fromBacklog = async (set: (value: number) => void, pick: (b: Backlog) => number) => {
    // a database that does not answer leaves the scrape's other metrics standing: NaN, unknown
    set(await readBacklog().then(pick, () => Number.NaN));
  };
  new Gauge({
    name: 'club_mail_outbox_backlog_messages',
    help: 'Mail queued and not sent yet (retries included, messages given up on apart)',
    registers: [registry],
    async collect() {
      await fromBacklog(
        (v) => this.set(v),
        (b) => b.pending,
      );
    },
  });
  new Gauge({
    name: 'club_mail_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none waits)',
    registers: [registry],
    async collect() {
      const now = opts.now().getTime();
      await fromBacklog(
        (v) => this.set(v),
        (b) => (b.oldestPendingAt ? Math.max(0, now - b.oldestPendingAt.getTime()) / 1000 : 0),
      );
    },
  });
  new Gauge({
    name: 'club_mail_outbox_given_up_messages',
    help: 'Mail given up on after its last attempt (kept unsent for support questions)',
    registers: [registry],
    async collect() {
      await fromBacklog(
        (v) => this.set(v),
        (b) => b.givenUp,
      );
    },
  });

  app.get('/metrics', async (req, reply) => {
    if (!carriesToken(req.headers.authorization, token)) return reply.callNotFound();
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

type Backlog = Awaited<ReturnType<typeof mailBacklog>>;
