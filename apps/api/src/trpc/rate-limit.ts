import type { RateLimitedAction } from '../services/rate-limiter';
import { middleware } from './trpc';

function textField(input: unknown, field: string): string | undefined {
  if (typeof input !== 'object' || input === null || !(field in input)) return undefined;
  const value: unknown = Reflect.get(input, field);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The rate-limit policy of a procedure: counts the attempt per client and per the address in
 * `addressField` of the parsed input. Used after `.input()`, so the address is a valid one.
 */
export function rateLimited(action: RateLimitedAction, addressField: string) {
  return middleware(({ ctx, input, next }) => {
    ctx.limiter.hit(action, { address: textField(input, addressField), client: ctx.client }, ctx.deps.now());
    return next();
  });
}
