import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@club/db';
import { describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/job-queue';
import { createOutbox } from '../src/mail/outbox';
import { startHarness, type Harness } from './harness';
import { anotherProcess } from './reminder-support';

// The mail outbox on the job queue (pg-boss): a message is stored with a mail job in one
// transaction; any API process's worker sends it, once; a dead process's job is taken over, a mail
// server that is down delays mail and never loses it, and SIGTERM lets the running job finish.

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each test on a database of its own (its harness app is one of the processes). */
async function withHarness(test: (h: Harness) => Promise<void>): Promise<void> {
  const h = await startHarness({ RATE_LIMITS: 'off' });
  try {
    await test(h);
  } finally {
    await h.close();
  }
}

/**
 * Queues messages as a service does, on the harness's database, from a job queue of the test's own
 * that runs no workers (the API processes' workers send).
 */
async function withQueue(
  h: Harness,
  use: (outbox: ReturnType<typeof createOutbox>) => Promise<void>,
) {
  const jobs = createJobQueue({ databaseUrl: h.t.url, log: { error: () => {} } });
  await jobs.start([]);
  try {
    await use(
      createOutbox({
        db: h.t.db,
        transport: { send: () => Promise.reject(new Error('never used: the workers send')) },
        jobs,
        resetCodeMail: () => Promise.resolve(null),
        emailChangeCodeMail: () => Promise.resolve(null),
        log: { error: () => {} },
        now: () => h.clock.now,
      }),
    );
  } finally {
    await jobs.stop();
  }
}

/** Queues one message (see withQueue). */
const queueOne = (h: Harness, message: { to: string; subject: string; text: string }) =>
  withQueue(h, (outbox) => outbox.queue(message));

const sentRows = (h: Harness, recipients: string[]) =>
  h.t.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('recipient', 'in', recipients)
    .where('sentAt', 'is not', null)
    .execute();

/** The API as its own process (`src/server.ts`) on the harness's database, mailing through `smtpUrl`. */
async function serverProcess(
  h: Harness,
  smtpUrl: string,
): Promise<{ proc: ChildProcess; port: number }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: h.t.url,
      SMTP_URL: smtpUrl,
      MAIL_TIMEOUT_SECONDS: '3',
      MAIL_RETRY_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_SCHEDULE: 'off',
      SHUTDOWN_DRAIN_MS: '0',
      SESSION_SECRET: 'outbox-test-session-secret-that-is-long-enough',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(tmpdir(), `inside9-outbox-${port}`),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { proc, port };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/** An SMTP server that takes connections and never answers: a send hangs until it times out. */
async function silentSmtp(): Promise<{ url: string; connected: Promise<unknown>; server: Server }> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, connected: once(server, 'connection'), server };
}

describe('mail on the job queue', () => {
  it('two API processes sending from one queue send each message once', () =>
    withHarness(async (h) => {
      const other = await anotherProcess(h);
      try {
        const recipients = Array.from({ length: 30 }, (_, i) => `burst${i}@example.test`);
        await withQueue(h, (outbox) =>
          Promise.all(
            recipients.map((to) =>
              outbox.queue({ to, subject: `Booking confirmed ${to}`, text: 'Hi' }),
            ),
          ).then(() => undefined),
        );
        for (const to of recipients) await h.mail.waitFor(to, /Booking confirmed/);
        await expect.poll(async () => (await sentRows(h, recipients)).length).toBe(30);
        expect(h.mail.inbox.filter((m) => recipients.includes(m.to))).toHaveLength(30);
        const rows = await sentRows(h, recipients);
        expect(rows.every((r) => r.bodyText === '' && r.attempts === 0)).toBe(true);
      } finally {
        await other.app.close();
        await other.db.destroy();
      }
    }));

  it(
    'a mail server that is down delays mail and never loses it',
    () =>
      withHarness(async (h) => {
        let down = true;
        const tries: string[] = [];
        const flaky = await anotherProcess(h, {
          mailer: {
            send: (m) => {
              tries.push(m.to);
              return down ? Promise.reject(new Error('SMTP is down')) : Promise.resolve();
            },
          },
        });
        // only the flaky process sends for a while
        await h.app.jobs.stop();
        try {
          await queueOne(h, { to: 'patient@example.test', subject: 'Later', text: 'Hi' });
          await expect.poll(() => tries.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
          const [row] = await h.t.db
            .selectFrom('mailOutbox')
            .selectAll()
            .where('recipient', '=', 'patient@example.test')
            .execute();
          expect(row).toMatchObject({ sentAt: null, lastError: 'SMTP is down' });
          down = false;
          await expect
            .poll(async () => (await sentRows(h, ['patient@example.test'])).length, {
              timeout: 15_000,
            })
            .toBe(1);
        } finally {
          await flaky.app.close();
          await flaky.db.destroy();
        }
      }),
    40_000,
  );
});

describe('processes that stop', () => {
  it(
    'a process killed while sending leaves the mail to another process, which sends it',
    () =>
      withHarness(async (h) => {
        // the harness's own workers stand aside: the child takes the job
        await h.app.jobs.stop();
        const smtp = await silentSmtp();
        const { proc } = await serverProcess(h, smtp.url);
        try {
          await queueOne(h, { to: 'orphan@example.test', subject: 'Taken over', text: 'Hi' });
          await smtp.connected; // the job is running in the child, stuck on the silent server
          proc.kill('SIGKILL');
          await once(proc, 'exit');
          const taker = await anotherProcess(h);
          try {
            await expect
              .poll(() => h.mail.inbox.filter((m) => m.to === 'orphan@example.test').length, {
                timeout: 30_000,
              })
              .toBe(1);
            expect((await sentRows(h, ['orphan@example.test'])).length).toBe(1);
          } finally {
            await taker.app.close();
            await taker.db.destroy();
          }
        } finally {
          proc.kill('SIGKILL');
          smtp.server.close();
        }
      }),
    60_000,
  );

  it(
    'SIGTERM lets the running mail job finish, then the process exits 0',
    () =>
      withHarness(async (h) => {
        await h.app.jobs.stop();
        const slow = await startSlowCapture(1500);
        const { proc } = await serverProcess(h, slow.url);
        try {
          await queueOne(h, { to: 'graceful@example.test', subject: 'Finished', text: 'Hi' });
          await slow.receiving;
          proc.kill('SIGTERM');
          const [code] = (await once(proc, 'exit')) as [number | null];
          expect(code).toBe(0);
          expect(slow.delivered).toEqual(['graceful@example.test']);
          expect((await sentRows(h, ['graceful@example.test'])).length).toBe(1);
        } finally {
          proc.kill('SIGKILL');
          await slow.close();
        }
      }),
    60_000,
  );
});

/** An SMTP server that takes `delayMs` to accept each message. */
async function startSlowCapture(delayMs: number) {
  const { SMTPServer } = await import('smtp-server');
  const delivered: string[] = [];
  let receiving!: () => void;
  const started = new Promise<void>((resolve) => (receiving = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      receiving();
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    receiving: started,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
