import { DomainError } from '@club/domain';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface LimitRule {
  /** Allowed hits per window, per key. */
  limit: number;
  windowMs: number;
}

/** Limits per action, per address (e-mail) and per client (IP). */
export const RATE_LIMIT_RULES = {
  login: { address: { limit: 10, windowMs: 15 * 60_000 }, client: { limit: 50, windowMs: 15 * 60_000 } },
  register: { address: { limit: 5, windowMs: 60 * 60_000 }, client: { limit: 20, windowMs: 60 * 60_000 } },
  forgotPassword: { address: { limit: 5, windowMs: 15 * 60_000 }, client: { limit: 20, windowMs: 15 * 60_000 } },
  demoRequest: { address: { limit: 3, windowMs: 60 * 60_000 }, client: { limit: 10, windowMs: 60 * 60_000 } },
} satisfies Record<string, { address: LimitRule; client: LimitRule }>;
export type RateLimitedAction = keyof typeof RATE_LIMIT_RULES;

/**
 * Fixed-window counters held in this process. Enough for one API process; behind several processes
 * each counts its own share (the limit then applies per process).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly enabled: boolean) {}

  /** Counts one attempt; throws RATE_LIMITED (429) past the limit for the address or the client. */
  hit(action: RateLimitedAction, keys: { address?: string; client: string }, now: Date): void {
    if (!this.enabled) return;
    const rules = RATE_LIMIT_RULES[action];
    const over = [
      keys.address ? this.count(`${action}:a:${keys.address.toLowerCase()}`, rules.address, now) : false,
      this.count(`${action}:c:${keys.client}`, rules.client, now),
    ];
    if (over.some(Boolean)) throw new DomainError('RATE_LIMITED', RATE_LIMIT_MESSAGE);
  }

  private count(key: string, rule: LimitRule, now: Date): boolean {
    const t = now.getTime();
    const current = this.windows.get(key);
    if (!current || t - current.start >= rule.windowMs) {
      this.windows.set(key, { start: t, count: 1 });
      if (this.windows.size > 50_000) this.sweep(t);
      return false;
    }
    current.count += 1;
    return current.count > rule.limit;
  }

  private sweep(t: number): void {
    for (const [key, w] of this.windows) if (t - w.start > 60 * 60_000) this.windows.delete(key);
  }
}
