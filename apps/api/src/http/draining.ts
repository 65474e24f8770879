import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A shutdown's first step (server.ts): from now on readiness (`GET /api/health/ready`) answers
     * 503, while every other request is still served, until `close()`.
     */
    drain(): void;
    /** True once `drain()` was called: the process is on its way out. */
    readonly draining: boolean;
    /**
     * What failed to start in the background (the job queue, the LISTEN connection; the database
     * was down at start): readiness answers 503 until the process is started again.
     */
    readonly startFailures: string[];
  }
}

/** The most closing may take after the drain (server.ts); past it something hangs: exit code 1. */
export const CLOSE_LIMIT_MS = 10_000;

/**
 * Readiness that a shutdown can turn off first. A proxy sends a process requests while its
 * readiness answers 200; closing the port at once would reset the connections the kernel had
 * already accepted for it. So the process first says it is going (`drain()`), keeps serving while
 * the proxy's health check notices, and only then closes (closing.ts). `system.ready` reads
 * `draining` through the request's instance.
 */
export function useDraining(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startFailures', []);
}
