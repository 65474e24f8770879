import type { FastifyRequest } from 'fastify';
import type {} from './session-store';

/** Signs a user in: a new session id (no fixation), then the user on it. */
export async function startSession(req: FastifyRequest, userId: number): Promise<void> {
  await req.session.regenerate();
  req.session.userId = userId;
}

/** Signs out: the session row is deleted. */
export async function endSession(req: FastifyRequest): Promise<void> {
  await req.session.destroy();
}
