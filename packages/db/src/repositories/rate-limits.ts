import type { Database } from '../engine';

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` (a window that has ended starts again),
 * atomically, so every API process shares the count.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  now: Date,
  windowMs: number,
): Promise<RateLimitCount> {
  const resetAt = new Date(now.getTime() + windowMs);
  return db
    .insertInto('rateLimits')
    .values({ key, hits: 1, resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(1)
          .else(eb('rateLimits.hits', '+', 1))
          .end(),
        resetAt: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(resetAt)
          .else(eb.ref('rateLimits.resetAt'))
          .end(),
      })),
    )
    .returning(['hits', 'resetAt'])
    .executeTakeFirstOrThrow();
}

/** Gives one hit back (an attempt that turned out to be allowed by its outcome, e.g. a right code). */
export async function refundRateLimit(db: Database, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('resetAt', '>', now)
    .execute();
}

/** Deletes counters whose window has ended; answers how many. */
export async function deleteExpiredRateLimits(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('resetAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
