import type { FastifyInstance } from 'fastify';

/**
 * While Fastify's `close` runs (SIGTERM: server.ts) it no longer listens and waits for the requests
 * in flight; their connections must then end with their answers. Fastify's
 * `forceCloseConnections: 'idle'` (app.ts) ends the connections idle when the close starts, once,
 * and marks the requests that arrive meanwhile on an open connection `Connection: close` (and
 * answers them: `return503OnClosing: false`). Node keeps any other answered keep-alive connection
 * open until its timeout (72 s), holding the close open, so every answer sent from the close on
 * says `Connection: close` too, and a connection that goes idle later (an answer whose headers
 * left before the close: a static file streaming) is ended as its answer finishes (test/closing).
 */
export function endConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_req, _reply, done) => {
    // Node has detached the finished answer: its connection is idle unless another request came
    if (closing) app.server.closeIdleConnections();
    done();
  });
}
