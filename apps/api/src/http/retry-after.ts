import type { FastifyInstance } from 'fastify';

const RETRY_AFTER = /"retryAfterSeconds":(\d+)/g;

/**
 * A refusal for too many attempts tells when to come back: the envelope carries
 * `retryAfterSeconds` (REST and tRPC alike, also inside a batch), and the answer gets the standard
 * `Retry-After` header with the longest wait it names.
 */
export function useRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    const refusal = reply.statusCode >= 400 || reply.statusCode === 207; // 207: a tRPC batch
    if (!refusal || typeof payload !== 'string' || !payload.includes('retryAfterSeconds'))
      return payload;
    let wait = 0;
    for (const match of payload.matchAll(RETRY_AFTER)) wait = Math.max(wait, Number(match[1]));
    if (wait > 0) reply.header('retry-after', String(wait));
    return payload;
  });
}
