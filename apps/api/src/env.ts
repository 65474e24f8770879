import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative DATA_DIR values and the web build are found from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Inside 9 Golf Club <no-reply@inside9golf.com>'),
    CLUB_MAIL: z.email().default('hello@inside9golf.com'),
    PUBLIC_URL: z.url().optional(),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Behind a TLS-terminating proxy: trust X-Forwarded-* (client address, https). */
    TRUST_PROXY: z.stringbool().default(false),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET is required in production',
    path: ['SESSION_SECRET'],
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(REPO_ROOT, env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof ZEnv>;

/** Reads the environment once (the only place that reads process.env). */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
