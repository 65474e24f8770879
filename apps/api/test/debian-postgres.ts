import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@club/db';

// A throwaway PostgreSQL from Debian's server packages (postgresql-<major>), for the backup test:
// pg_dump refuses a server newer than itself, and the only pg_dump Debian bookworm has is 15's, so
// the round trip runs on a server of the pg_dump's own major rather than on the embedded 18.

const DEBIAN_ROOT = '/usr/lib/postgresql';
/** The Debian package the backup test needs when no server binaries are installed. */
export const DEBIAN_SERVER_PACKAGE = 'postgresql-15';

/** Majors with both Debian's server (initdb, pg_ctl) and client (pg_dump, pg_restore), highest first. */
export function debianMajors(): number[] {
  if (!existsSync(DEBIAN_ROOT)) return [];
  return readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((major) =>
      ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((tool) =>
        existsSync(path.join(DEBIAN_ROOT, String(major), 'bin', tool)),
      ),
    )
    .sort((a, b) => b - a);
}

export interface ThrowawayServer {
  major: number;
  /** A superuser connection string to the `postgres` database, over TCP on 127.0.0.1 (password auth). */
  url: string;
  /** The data directory (its postmaster.pid names the port and socket folder while it runs). */
  dataDir: string;
  stop(): void;
}

/** initdb refuses root: as root, the server's files belong to (and its commands run as) `postgres`. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      `Running as root, the test PostgreSQL needs a "postgres" user (Debian's ${DEBIAN_SERVER_PACKAGE} package creates it).`,
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function run(command: string, args: string[], user: ReturnType<typeof serverUser>): void {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { LC_ALL: 'C' },
    ...(user ?? {}),
  });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} failed (${result.error?.message ?? `exit ${result.status}`}): ` +
        `${result.stdout}${result.stderr}`,
    );
  }
}

/**
 * Initialises and starts a PostgreSQL of `major` in `dataDir` (which must not exist yet; its parent
 * must, reachable by the server's user), listening on a free port of 127.0.0.1 (the superuser
 * `postgres` signs in with `password`) and on a Unix socket in `dataDir` (trusted).
 */
export async function startDebianPostgres(
  major: number,
  dataDir: string,
  password: string,
): Promise<ThrowawayServer> {
  const bin = path.join(DEBIAN_ROOT, String(major), 'bin');
  const user = serverUser();
  mkdirSync(dataDir, { mode: 0o700 });
  // beside the data folder: initdb wants that one empty
  const initPwfile = `${dataDir}.pwfile`;
  writeFileSync(initPwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(dataDir, user.uid, user.gid);
    chownSync(initPwfile, user.uid, user.gid);
  }
  try {
    run(
      path.join(bin, 'initdb'),
      [
        ...['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync'],
        ...['--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${initPwfile}`],
      ],
      user,
    );
  } finally {
    rmSync(initPwfile, { force: true });
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(dataDir, 'server.log');
  run(path.join(bin, 'pg_ctl'), ['start', '-w', '-D', dataDir, '-l', log, '-o', options], user);
  return {
    major,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    dataDir,
    stop: () => run(path.join(bin, 'pg_ctl'), ['stop', '-w', '-m', 'fast', '-D', dataDir], user),
  };
}
