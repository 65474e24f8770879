import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative DATA_DIR values and the web build are found from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be the number of trusted proxy hops (e.g. 1) or the proxy addresses ' +
  '(e.g. 10.0.0.1,10.0.0.0/8); "true" would trust any X-Forwarded-For.';

/** An address or CIDR range (`10.0.0.0/8`, `::1`, `fd00::/8`). */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** false (no proxy), a hop count, or a list of proxy addresses: what Fastify's trustProxy takes. */
export const ZTrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = (raw ?? '').toLowerCase();
    if (value === '' || value === 'false' || value === '0' || value === 'off') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isAddressOrRange)) return list;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

/** TRUST_PROXY as Fastify's trustProxy option (a hop count as the function Fastify makes of one). */
export function trustProxyOption(
  trust: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * The drain of a shutdown when SHUTDOWN_DRAIN_MS is unset: in production a little longer than the
 * proxy's health check takes to see a 503 (deploy/Caddyfile checks every 2 s, 3 s timeout); on a
 * developer's machine and in tests there is no proxy to tell, only requests already on their way.
 */
export const DEFAULT_DRAIN_MS = { production: 5000, development: 100, test: 100 } as const;

/** A setting that may be unset or empty (empty counts as unset, as in a .env file's `KEY=`). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().min(1).optional(),
    /** Connections this process keeps to PostgreSQL; unset: twice the cores plus one. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Inside 9 Golf Club <no-reply@inside9golf.com>'),
    CLUB_MAIL: z.email().default('hello@inside9golf.com'),
    PUBLIC_URL: z.url().optional(),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Seconds before a mail that could not be sent is tried again (then twice as long each time). */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    /** Seconds a mail may take to send before another process takes the job over (its process died). */
    MAIL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * `off`: this process runs no periodic job on pg-boss's cron (others still do; jobs queued
     * with work run everywhere). Tests turn it off to run the periodic jobs when they choose.
     */
    JOBS_SCHEDULE: z.enum(['on', 'off']).default('on'),
    /** Seconds between a job worker's looks for work queued by another process (pg-boss polls). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * Behind a TLS-terminating proxy: how many proxy hops to trust (`1`), or the proxies'
     * addresses (`10.0.0.1,10.0.0.0/8`). Never "trust everyone": a rotating X-Forwarded-For
     * would then dodge every per-address limit.
     */
    TRUST_PROXY: ZTrustProxy,
    /**
     * Serves GET /metrics (Prometheus text) to a request carrying `Authorization: Bearer <token>`;
     * unset (or empty), /metrics is an unknown path.
     */
    METRICS_TOKEN: z
      .union([z.literal(''), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')])
      .optional()
      .transform((token) => token || undefined),
    /** Folder of pg_dump and pg_restore for `pnpm db:backup`/`db:restore`, tried before any other. */
    PG_BIN: z.string().min(1).optional(),
    /**
     * On SIGTERM, how long the process keeps serving while readiness answers 503, so the proxy's
     * health check sees it and sends nothing more before the port closes (server.ts). Unset:
     * DEFAULT_DRAIN_MS of NODE_ENV.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /**
     * Card payments through Stripe (DECISIONS.md): the secret API key and the webhook endpoint's
     * signing secret, both or neither. Unset (or empty): no card payments; the plans page keeps
     * its placeholder alert and admins set plans by hand.
     */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /**
     * Tests only: a Stripe-compatible server the official client reaches instead of Stripe's
     * (its documented host, port and protocol options).
     */
    STRIPE_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    /**
     * Door codes (DECISIONS.md, Door access for a club open all night): `seam` with SEAM_API_KEY
     * and SEAM_WEBHOOK_SECRET; unset (or empty): no door codes anywhere (screens, e-mails, API).
     */
    DOOR_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['seam']).optional()),
    SEAM_API_KEY: optionalText,
    /** The signing secret (`whsec_…`) of the club's webhook endpoint in Seam Console. */
    SEAM_WEBHOOK_SECRET: optionalText,
    /** Tests only: Seam's fake (`@seamapi/fake-seam-connect`); unset: the SDK's own endpoint. */
    SEAM_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  })
  .refine(
    (env) => !env.DOOR_PROVIDER || (Boolean(env.SEAM_API_KEY) && Boolean(env.SEAM_WEBHOOK_SECRET)),
    {
      message: 'DOOR_PROVIDER=seam needs SEAM_API_KEY and SEAM_WEBHOOK_SECRET',
      path: ['SEAM_API_KEY'],
    },
  )
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    message: 'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for card payments, or neither',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET is required in production',
    path: ['SESSION_SECRET'],
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(REPO_ROOT, env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS[env.NODE_ENV],
  }));

export type Env = z.infer<typeof ZEnv>;

/** What an operator must hear at start: login cookies are `Secure` in production, so over plain http no one can sign in. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${env.PUBLIC_URL}, not https: in production the session cookie is Secure, so ` +
        'browsers will not keep it over plain http and nobody can stay signed in. Serve the site over ' +
        'https (set PUBLIC_URL=https://... and TRUST_PROXY behind a TLS-terminating proxy).',
    );
  }
  return warnings;
}

/** Reads the environment once (the only place that reads process.env). */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
