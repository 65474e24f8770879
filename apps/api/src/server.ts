import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
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
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`${signal}: closing`);
  try {
    await app.close();
  } finally {
    await engine.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: '0.0.0.0' });
log(
  `Inside 9 is ready at ${env.PUBLIC_URL} (database: ${engine.embedded ? `embedded, ${env.DATA_DIR}` : 'DATABASE_URL'})`,
);
