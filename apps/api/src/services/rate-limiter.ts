import { deleteExpiredRateLimits, hitRateLimit, refundRateLimit, type Database } from '@club/db';
import { DomainError } from '@club/domain';

export const RATE_LIMIT_MESSAGE =
  /*i18n*/ 'Too many attempts. Please wait a few minutes and try again.';

export interface LimitRule {
  /** Allowed hits per window, per key. */
  limit: number;
  windowMs: number;
}

/**
 * The keys an attempt is counted under, narrowest first: the client (IP) across addresses, the
 * address from that client, then a slower ceiling on the address from anywhere.
 */
export interface ActionRules {
  client: LimitRule;
  addressClient?: LimitRule;
  address?: LimitRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits per action. The per-address ceilings sit above what one client can send in their window
 * (a client's own limit stops counting towards them), so an attacker at one address cannot lock a
 * member out: it takes three or more.
 */
export const RATE_LIMIT_RULES = {
  login: {
    client: { limit: 50, windowMs: 15 * MINUTE },
    addressClient: { limit: 10, windowMs: 15 * MINUTE },
    address: { limit: 100, windowMs: HOUR },
  },
  register: {
    client: { limit: 20, windowMs: HOUR },
    address: { limit: 5, windowMs: HOUR },
  },
  forgotPassword: {
    client: { limit: 20, windowMs: 15 * MINUTE },
    addressClient: { limit: 5, windowMs: HOUR },
    address: { limit: 15, windowMs: HOUR },
  },
  verifyResetCode: {
    client: { limit: 30, windowMs: 15 * MINUTE },
    addressClient: { limit: 10, windowMs: 15 * MINUTE },
  },
  resetPassword: {
    client: { limit: 30, windowMs: 15 * MINUTE },
    addressClient: { limit: 10, windowMs: 15 * MINUTE },
  },
  demoRequest: {
    client: { limit: 10, windowMs: HOUR },
    address: { limit: 3, windowMs: HOUR },
  },
  /** A signed-in member's password checks (change password, e-mail code, delete account). */
  accountPassword: {
    client: { limit: 20, windowMs: 15 * MINUTE },
  },
  /** An e-mail change sends a code to the new address: as forgot-password, per address. */
  changeEmail: {
    client: { limit: 20, windowMs: 15 * MINUTE },
    addressClient: { limit: 5, windowMs: HOUR },
    address: { limit: 15, windowMs: HOUR },
  },
} satisfies Record<string, ActionRules>;
export type RateLimitedAction = keyof typeof RATE_LIMIT_RULES;

/** DECISIONS.md: at most 10 wrong reset codes per address per 24 hours, across codes. */
export const RESET_FAILURE_RULE: LimitRule = { limit: 10, windowMs: 24 * HOUR };

/** The 429: the product's message and the seconds until the window that refused ends. */
export function rateLimited(retryAfterSeconds: number): DomainError {
  return new DomainError('RATE_LIMITED', RATE_LIMIT_MESSAGE, { retryAfterSeconds });
}

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/**
 * Reserves one try of a capped kind (a reset code) before it is checked; past the cap it throws
 * RATE_LIMITED (429). `refund` gives the try back when it turned out right. Reserving first keeps
 * the cap exact under any number of parallel requests. A product rule (DECISIONS.md), so it holds
 * even with RATE_LIMITS=off.
 */
export async function reserveTry(
  db: Database,
  key: string,
  rule: LimitRule,
  now: Date,
): Promise<{ refund: () => Promise<void> }> {
  const refund = () => refundRateLimit(db, key, now);
  const count = await hitRateLimit(db, key, now, rule.windowMs);
  if (count.hits > rule.limit) {
    await refund(); // a refused try is not a wrong code
    throw rateLimited(secondsUntil(count.resetAt, now));
  }
  return { refund };
}

/**
 * Fixed-window counters in PostgreSQL: every API process counts in the same rows, and a counter
 * whose window has ended is deleted by `sweep`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    readonly enabled: boolean,
  ) {}

  /**
   * Counts one attempt; throws RATE_LIMITED (429, with Retry-After) past a limit. Keys are counted
   * narrowest first and counting stops at the first refusal, so a refused client adds nothing to
   * the address's ceiling.
   */
  async hit(
    action: RateLimitedAction,
    keys: { address?: string | undefined; client: string },
    now: Date,
  ) {
    if (!this.enabled) return;
    const rules: ActionRules = RATE_LIMIT_RULES[action];
    const address = keys.address?.toLowerCase();
    const checks: [string, LimitRule | undefined][] = [
      [`${action}:c:${keys.client}`, rules.client],
      [`${action}:ac:${address ?? ''}|${keys.client}`, address ? rules.addressClient : undefined],
      [`${action}:a:${address ?? ''}`, address ? rules.address : undefined],
    ];
    for (const [key, rule] of checks) {
      if (!rule) continue;
      const count = await hitRateLimit(this.db, key, now, rule.windowMs);
      if (count.hits > rule.limit) throw rateLimited(secondsUntil(count.resetAt, now));
    }
  }

  /** Deletes counters whose window has ended. */
  sweep(now: Date): Promise<number> {
    return deleteExpiredRateLimits(this.db, now);
  }
}
