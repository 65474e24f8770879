import type { TUser } from '@club/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
// the session on the request (and its userId), for whoever imports the router's types
import type {} from '@fastify/session';
import type { SessionUsers } from '../http/session-store';
import type { RateLimiter } from '../services/rate-limiter';
import type { ServiceDeps } from '../services/shared/deps';
import { currentUser } from '../services/account/auth-service';
import { toUserDto } from '../services/account/user-dto';

export interface Context {
  deps: ServiceDeps;
  limiter: RateLimiter;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The client's address, for per-client rate limits. */
  client: string;
  user: TUser | null;
}

export interface ContextFactoryDeps {
  deps: ServiceDeps;
  limiter: RateLimiter;
  /** Users read with their sessions by the session store (saves a second read per request). */
  sessionUsers?: SessionUsers;
}

/** One context for tRPC and the REST adapter alike: the signed-in user comes from the session. */
export function contextFactory(base: ContextFactoryDeps) {
  const { sessionUsers, ...shared } = base;
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const userId = req.session.userId;
    const read = sessionUsers?.take(req.session.sessionId);
    const row =
      read !== undefined && (read?.id ?? undefined) === userId
        ? (read ?? undefined)
        : await currentUser(base.deps, userId);
    return { ...shared, req, reply: res, client: req.ip, user: row ? toUserDto(row) : null };
  };
}
