import { stopProcess } from './servers';

export default async function globalTeardown(): Promise<void> {
  const servers = globalThis.__e2eServers;
  if (!servers) return;
  await stopProcess(servers.api.process);
  await servers.closeSmtp();
  globalThis.__e2eServers = undefined;
}
