import { DAY_MS } from '@club/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from './session-store';

/** Signs a user in: a new session id (no fixation), then the user on it. */
export async function startSession(req: FastifyRequest, userId: number): Promise<void> {
  await req.session.regenerate();
  req.session.userId = userId;
  req.session.renewedAt = Date.now();
}

/** The session cookie's name (app.ts registers the session plugin with it). */
export const SESSION_COOKIE = 'club.sid';

/** Signs out: the session row is deleted and the browser told to drop the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  await req.session.destroy();
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/**
 * Sessions last 30 days from the last visit, but a visit rewrites the session row at most once a
 * day (rolling on every answer cost a database write per request): a session last renewed over a
 * day ago is marked changed, so it is saved with 30 days from now and the cookie is re-sent.
 */
export function useDailySessionRenewal(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const session = req.session;
    if (session.userId !== undefined && Date.now() - (session.renewedAt ?? 0) >= DAY_MS)
      session.renewedAt = Date.now();
    done();
  });
}
