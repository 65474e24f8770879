import type { RateLimitedAction } from '../services/rate-limiter';
import { middleware } from './trpc';

function textField(input: unknown, field: string): string | undefined {
  if (typeof input !== 'object' || input === null || !(field in input)) return undefined;
  const value: unknown = Reflect.get(input, field);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The rate-limit policy of a procedure, its single entry point: counts the attempt in PostgreSQL
 * per client, per client and address, and per address (the address in `addressField` of the
 * parsed input). Used after `.input()`, so the address is a valid one. Past a limit: 429 with
 * Retry-After.
 */
export function rateLimited(action: RateLimitedAction, addressField: string) {
  return middleware(async ({ ctx, input, next }) => {
    await ctx.limiter.hit(
      action,
      { address: textField(input, addressField), client: ctx.client },
      ctx.deps.now(),
    );
    return next();
  });
}
