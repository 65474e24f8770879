import type { FastifyInstance } from 'fastify';

/**
 * Every answer says how long the server took over it (`Server-Timing: app;dur=1.23`, in ms from
 * receiving the request to sending the answer): a browser's network panel shows it, and the
 * benchmark (`pnpm bench`) reads server time from it rather than guessing from the client side.
 */
export function useServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    return payload;
  });
}
