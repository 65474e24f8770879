import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from './session-store';

/** Signs a user in: a new session id (no fixation), then the user on it. */
export async function startSession(req: FastifyRequest, userId: number): Promise<void> {
  await req.session.regenerate();
  req.session.userId = userId;
}

/** The session cookie's name (app.ts registers the session plugin with it). */
export const SESSION_COOKIE = 'club.sid';

/** Signs out: the session row is deleted and the browser told to drop the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  await req.session.destroy();
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
