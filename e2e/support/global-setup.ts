import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, startSmtp, type ApiServer } from './servers';

export interface E2EServers {
  api: ApiServer;
  closeSmtp: () => Promise<void>;
}

declare global {
  var __e2eServers: E2EServers | undefined;
}

/**
 * Starts the SMTP catcher and the compiled API (apps/api/dist), which serves apps/web/dist: turbo
 * builds both before the tests (`test` depends on `^build`).
 */
export default async function globalSetup(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'inside9-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const smtp = await startSmtp(mailDir);
  const api = await startApi({ smtpPort: smtp.port, workDir });
  globalThis.__e2eServers = { api, closeSmtp: smtp.close };
  // Workers inherit the runner's environment.
  process.env.E2E_BASE_URL = api.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  console.log(`[e2e] API at ${api.baseURL}, mail in ${mailDir}, API log ${api.logFile}`);
}
