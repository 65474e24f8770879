import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** A real SMTP listener: every message becomes `<n>.json` ({to, subject, text}) in `mailDir`. */
export async function startSmtp(
  mailDir: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const message = {
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          // written whole, then renamed: a test polling the folder never reads half a file
          const file = path.join(mailDir, `${Date.now()}-${count}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(message, null, 2));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface ApiServer {
  baseURL: string;
  process: ChildProcess;
  logFile: string;
}

/** Starts apps/api on a fresh data folder (embedded PostgreSQL, seeded when new) and waits for health. */
export async function startApi(opts: {
  smtpPort: number;
  workDir: string;
  /** A data folder made beforehand (its embedded database then gets no demo data). */
  dataDir?: string;
  /** More environment for the API (e.g. the Stripe settings of support/stripe-club.ts). */
  env?: Record<string, string>;
}): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'inside9-e2e-data-')));
  const logFile = path.join(opts.workDir, 'api.log');
  const log = createWriteStream(logFile);
  // The compiled API, as production runs it (apps/api/dist, built by turbo before the tests).
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(REPO_ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
      RATE_LIMITS: 'off',
      NODE_ENV: 'test',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  const state: { exitCode: number | null } = { exitCode: null };
  child.once('exit', (code) => (state.exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (state.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.status === 200) return { baseURL, process: child, logFile };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  const output = await readFile(logFile, 'utf8').catch(() => '');
  throw new Error(
    `The API did not answer GET /api/health with 200 ${state.exitCode !== null ? `(it exited with ${state.exitCode})` : 'within 90 s'}.\n${output}`,
  );
}

/** SIGTERM, then wait (SIGKILL after 15 s). */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** `admin:create` on a data folder (the compiled CLI, as an operator runs it before the first start). */
export function createAdmin(
  dataDir: string,
  admin: { email: string; password: string; firstName: string },
): void {
  const result = spawnSync(
    process.execPath,
    [
      'dist/admin-create.js',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--first-name',
      admin.firstName,
    ],
    {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`admin:create failed:\n${result.stderr}${result.stdout}`);
}
