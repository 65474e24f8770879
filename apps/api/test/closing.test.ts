import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { endConnectionsOnClose } from '../src/http/closing';

// Fastify's `forceCloseConnections: 'idle'` (app.ts) ends the connections that are idle when the
// close starts, once. An answer whose headers left before the close (a static file streaming) leaves
// its keep-alive connection idle later, and that connection then holds the close open for Fastify's
// keepAliveTimeout (72 s), past the 10 s the process has to exit (server.ts).

/** An app with app.ts's closing options and one streamed answer, its headers and first part sent. */
async function streamingWhenClosing(withOwnClosing: boolean) {
  const app = Fastify({ forceCloseConnections: 'idle', return503OnClosing: false });
  if (withOwnClosing) endConnectionsOnClose(app);
  const body = new PassThrough();
  app.get('/file', (_req, reply) => reply.type('text/plain').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const agent = new Agent({ keepAlive: true });
  const req = request({ host: '127.0.0.1', port, path: '/file', agent });
  req.end();
  body.write('first part, ');
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  let text = '';
  res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const received = once(res, 'end').then(() => text);
  await once(res, 'data');

  let closedAt: number | undefined;
  const closed = app.close().then(() => (closedAt = performance.now()));
  // the port is closed and the idle connections were ended: the streamed answer goes on
  await new Promise((r) => setTimeout(r, 100));
  const finishedAt = performance.now();
  body.end('last part');
  return {
    res,
    received,
    agent,
    closed,
    /** How long the close took after the answer ended, or undefined while it is still open. */
    closeLag: () => (closedAt === undefined ? undefined : closedAt - finishedAt),
  };
}

describe('closing the server', () => {
  it('ends a keep-alive connection whose answer finishes after the close began', async () => {
    const s = await streamingWhenClosing(true);
    expect(s.res.statusCode).toBe(200);
    expect(await s.received).toBe('first part, last part');
    await s.closed;
    expect(s.closeLag()).toBeLessThan(1000);
    s.agent.destroy();
  });

  it("is held open by that connection with Fastify's forceCloseConnections: 'idle' alone", async () => {
    const s = await streamingWhenClosing(false);
    expect(await s.received).toBe('first part, last part');
    await new Promise((r) => setTimeout(r, 1500));
    expect(s.closeLag()).toBeUndefined();
    // the client letting the connection go is what ends it here
    s.agent.destroy();
    await s.closed;
  });
});
