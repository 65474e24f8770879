import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createEngine,
  seedLocalDefaults,
  LOCAL_ADMIN,
  LOCAL_MEMBER_PASSWORD,
  type Engine,
} from '@club/db';
import { DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import type { Env } from './env';
import { hashPassword } from './services/account/passwords';

/**
 * SESSION_SECRET, or (outside production) one generated once and kept in DATA_DIR, so sessions
 * survive restarts on a local machine without any set-up.
 */
export function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The local club date, for placing demo leagues around today. */
export function clubToday(now: Date): string {
  return localDateOf(now, DEFAULT_TIME_ZONE);
}

/**
 * Opens the database (migrated); a freshly created embedded one gets the local demo data, except
 * in production (its demo admin's password is in the README): a production club starts empty, and
 * its first admin (`pnpm admin:create`) sets it up at /admin.
 */
export async function openDatabase(env: Env, log: (m: string) => void): Promise<Engine> {
  const engine = await createEngine({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    log,
  });
  if (engine.freshlyInitialised && env.NODE_ENV === 'production') {
    log('A new, empty database: create an admin (pnpm admin:create) and set the club up at /admin');
  } else if (engine.freshlyInitialised) {
    await seedLocalDefaults(engine.db, {
      today: clubToday(new Date()),
      adminPasswordHash: await hashPassword(LOCAL_ADMIN.password),
      memberPasswordHash: await hashPassword(LOCAL_MEMBER_PASSWORD),
    });
    log(`Seeded the local demo data (admin ${LOCAL_ADMIN.email}, a member per plan)`);
  }
  return engine;
}
