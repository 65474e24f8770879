import type { FastifyInstance } from 'fastify';

const SWEEP_MS = 250;

/**
 * While Fastify's `close` runs (SIGTERM: server.ts) it no longer listens and waits for the requests
 * in flight; their connections must then end with their answers. Node keeps an answered keep-alive
 * connection open until its timeout (72 s), holding the close open, unless the answer says
 * `Connection: close`: every answer sent from the close on says so. Fastify marks the requests that
 * arrive meanwhile on an open connection itself (and answers them: `return503OnClosing: false`).
 * A connection that goes idle later (an answer whose headers left before the close) is swept.
 */
export function endConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}
