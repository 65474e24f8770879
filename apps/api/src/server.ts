import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { takeOverStopSignals } from '@club/db';
import pino from 'pino';
import { buildApp } from './app';
import { CLOSE_LIMIT_MS } from './http/draining';
import { loadEnv, startupWarnings } from './env';
import { createMailer } from './mail/mailer';
import { openDatabase, sessionSecret } from './runtime';

const env = loadEnv();
const log = (m: string) => console.log(`[club] ${m}`);
for (const warning of startupWarnings(env)) console.warn(`[club] WARNING: ${warning}`);

const engine = await openDatabase(env, log);
const app = await buildApp({
  db: engine.db,
  databaseUrl: engine.url,
  env,
  secret: sessionSecret(env),
  mailer: createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    log,
  }),
  logger: {
    level: env.NODE_ENV === 'production' ? 'info' : 'warn',
    // pino's own destination, asynchronous: lines written while a write is under way go out
    // together in the next one; pino flushes what is pending when the process exits
    stream: pino.destination({ dest: 1, sync: false }),
  },
});

let closing = false;
/**
 * SIGTERM (or SIGINT): readiness answers 503 at once, and the process keeps serving for
 * SHUTDOWN_DRAIN_MS while the proxy's health check sees that and stops sending it requests (a
 * port closed at once would reset the connections the kernel had already accepted for it). Then
 * it stops listening, finishes the requests in flight, runs Fastify's onClose hooks (the running
 * jobs finish, a mail being sent among them; the LISTEN connection stops), then closes the
 * pool (and an embedded PostgreSQL). Exit 0 when all of it is done, 1 when any of it failed or
 * closing took longer than CLOSE_LIMIT_MS: at most the drain plus 10 s in all.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  const drainMs = env.SHUTDOWN_DRAIN_MS;
  app.drain();
  log(`${signal}: not ready from now; serving ${drainMs} ms more, then closing`);
  setTimeout(() => {
    console.error(`[club] not closed within ${(drainMs + CLOSE_LIMIT_MS) / 1000} s: exiting`);
    process.exit(1);
  }, drainMs + CLOSE_LIMIT_MS).unref();
  // the drain: a wait with a reason (the proxy's health check must see the 503 before the port closes)
  await sleep(drainMs);
  log('finishing the requests in flight, then closing');
  let code = 0;
  try {
    await app.close();
  } catch (err) {
    console.error('[club] closing the server failed', err);
    code = 1;
  }
  try {
    await engine.close();
  } catch (err) {
    console.error('[club] closing the database failed', err);
    code = 1;
  }
  log(`closed (exit code ${code})`);
  process.exit(code);
}
takeOverStopSignals();
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: '0.0.0.0' });
log(
  `Inside 9 is ready at ${env.PUBLIC_URL} (database: ${engine.embedded ? `embedded, ${env.DATA_DIR}` : 'DATABASE_URL'})`,
);
