import type { FastifyReply, FastifyRequest } from 'fastify';
// the session on the request (and its userId), for whoever imports the router's types
import type {} from '@fastify/session';
import type { RateLimiter } from '../services/rate-limiter';
import type { ServiceDeps } from '../services/shared/deps';
import { currentUser } from '../services/account/auth-service';
import { toUserDto, withBookingPlan } from '../services/account/user-dto';
import { callerLocale, localeHintsOf } from '../i18n/caller-locale';
import type { Context } from './context-type';

/**
 * The server's members of the context, merged into the router's plain Context (module
 * augmentation): every program that type-checks the procedures loads this file through trpc.ts,
 * while the router's emitted type names only ./context-type, so no server type reaches it.
 */
declare module './context-type' {
  interface Context {
    deps: ServiceDeps;
    limiter: RateLimiter;
    req: FastifyRequest;
    reply: FastifyReply;
  }
}

export type { Context };

export interface ContextFactoryDeps {
  deps: ServiceDeps;
  limiter: RateLimiter;
}

/**
 * One context for tRPC and the REST adapter alike: the signed-in user comes from the session, as
 * the session store read it with its user (deps.caches.sessions); read afresh only when the
 * session changed in this request (a login).
 */
export function contextFactory(shared: ContextFactoryDeps) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const userId = req.session.userId;
    const read = shared.deps.caches.sessions.get(req.session.sessionId);
    const row =
      read && (read.user?.id ?? undefined) === userId
        ? (read.user ?? undefined)
        : await currentUser(shared.deps, userId);
    const user = row ? toUserDto(withBookingPlan(row, shared.deps.now())) : null;
    return {
      ...shared,
      req,
      reply: res,
      client: req.ip,
      user,
      locale: callerLocale(user?.locale, localeHintsOf(req)),
    };
  };
}
