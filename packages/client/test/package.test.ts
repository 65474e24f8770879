// The client as a script writer outside this workspace gets it: the packed package (the files
// `npm pack` puts in the tarball) in a folder of its own, beside only its declared dependencies. Its declarations must
// type a consumer's calls (a wrong input is an error, an output has its fields), and the compiled
// consumer must work against a running club.
import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, startClubServer, type ClubServer } from './support/club-server';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(PACKAGE_DIR, 'package.json'));

const CONSUMER = `
import { ClubApiError, createClubClient, type ClubOutputs } from '@club/client';

type Booking = ClubOutputs['bookings']['create'];

const club = createClubClient({ url: process.env.CLUB_URL ?? '' });
const user = await club.login(process.env.CLUB_EMAIL ?? '', process.env.CLUB_PASSWORD ?? '');
const role: 'user' | 'admin' = user.role;
const booking: Booking = await club.bookings.create.mutate({
  startTime: process.env.START_TIME ?? '',
  durationMinutes: 60,
});
const bay: string | null = booking.bayName;
let refused: { code: string; fieldErrors: Readonly<Record<string, string>> } | undefined;
try {
  await club.bookings.create.mutate({ startTime: booking.startTime, durationMinutes: 45 });
} catch (error) {
  if (error instanceof ClubApiError) refused = { code: error.code, fieldErrors: error.fieldErrors };
}
await club.logout();
console.log(JSON.stringify({ role, bay, status: booking.status, refused }));

/** Never called: what the declarations must refuse. */
export function refusedByTheTypes(): void {
  // @ts-expect-error durationMinutes is a number
  void club.bookings.create.mutate({ startTime: '', durationMinutes: '60' });
  // @ts-expect-error there is no such procedure
  void club.bookings.reserve.mutate({});
  // @ts-expect-error a booking's status is one of the club's statuses
  const status: 'maybe' = booking.status;
  // @ts-expect-error login takes an e-mail and a password
  void club.login({ email: 'a@b.c' });
  void status;
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    // As most projects set it (tRPC's own declarations need @types/ws otherwise). The consumer's
    // code is still checked strictly: were the client's types \`any\`, its @ts-expect-error lines
    // would be errors.
    skipLibCheck: true,
    types: ['node'],
    outDir: 'out',
  },
  files: ['consumer.ts'],
};

/** Links a package of the workspace's install into the consumer's node_modules. */
function linkDependency(consumerDir: string, name: string): void {
  const target = path.join(consumerDir, 'node_modules', name);
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(realpathSync(path.dirname(require.resolve(`${name}/package.json`))), target, 'dir');
}

let club: ClubServer;
let consumerDir: string;
beforeAll(async () => {
  if (!existsSync(path.join(PACKAGE_DIR, 'dist/index.d.ts'))) {
    throw new Error(
      'packages/client/dist is missing: run `pnpm --filter @club/client build` first (turbo does).',
    );
  }
  club = await startClubServer({ RATE_LIMITS: 'off' });
  consumerDir = mkdtempSync(path.join(tmpdir(), 'club-client-consumer-'));
  execFileSync('npm', ['pack', '--pack-destination', consumerDir], {
    cwd: PACKAGE_DIR,
    stdio: 'pipe',
  });
  const installed = path.join(consumerDir, 'node_modules/@club/client');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', [
    '-xzf',
    path.join(consumerDir, 'club-client-0.1.0.tgz'),
    '-C',
    installed,
    '--strip-components=1',
  ]);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of [...Object.keys(manifest.dependencies), '@types/node'])
    linkDependency(consumerDir, name);
  writeFileSync(
    path.join(consumerDir, 'package.json'),
    JSON.stringify({ type: 'module', private: true }),
  );
  writeFileSync(path.join(consumerDir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  writeFileSync(path.join(consumerDir, 'consumer.ts'), CONSUMER);
}, 120_000);
afterAll(async () => {
  await club.close();
  rmSync(consumerDir, { recursive: true, force: true });
});

describe('the packed client, outside the workspace', () => {
  it('ships plain JavaScript and declarations that need none of the workspace packages', () => {
    const dir = path.join(consumerDir, 'node_modules/@club/client');
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      '@trpc/client',
      '@trpc/server',
      'zod',
    ]);
    const dts = readFileSync(path.join(dir, 'dist/index.d.ts'), 'utf8');
    expect(dts).not.toMatch(/from '@club\//);
    // The router's context carries no server type, so the declarations import nothing else
    // (an import of a package the consumer lacks would type every call through it as `any`).
    const imported = [...dts.matchAll(/^(?:import|export)\b.* from '((?:@[^/']+\/)?[^/']+)/gm)];
    const packages = [...new Set(imported.map(([, name = '']) => name))];
    expect(packages).toContain('@trpc/client');
    expect(packages.filter((name) => !(name in manifest.dependencies))).toEqual([]);
    expect(dts).not.toMatch(/kysely|lru-cache|fastify/i);
    expect(readFileSync(path.join(dir, 'dist/index.js'), 'utf8')).not.toMatch(/from ['"]@club\//);
  });

  it("types a consumer's calls, strictly, and the compiled consumer books against a running club", async () => {
    const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc');
    const compiled = (() => {
      try {
        execFileSync(process.execPath, [tsc, '-p', consumerDir], { stdio: 'pipe' });
        return '';
      } catch (error) {
        return String((error as { stdout?: Buffer }).stdout ?? error);
      }
    })();
    expect(compiled).toBe('');

    const { email, password } = await registered(club);
    // Asynchronously: the club answers from this very process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(consumerDir, 'out/consumer.js')],
      {
        env: {
          ...process.env,
          CLUB_URL: club.url,
          CLUB_EMAIL: email,
          CLUB_PASSWORD: password,
          START_TIME: at('2026-11-24T10:00'),
        },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(stdout)).toEqual({
      role: 'user',
      bay: 'Bay 1',
      status: 'confirmed',
      refused: {
        code: 'VALIDATION',
        fieldErrors: {
          durationMinutes: 'Sessions last from 30 minutes to 4 hours, in 30-minute steps.',
        },
      },
    });
  });
});

async function registered(server: ClubServer): Promise<{ email: string; password: string }> {
  const email = 'consumer@example.com';
  const password = 'Fairway-Secret-42';
  const res = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Con', lastName: 'Sumer' }),
  });
  expect(res.status).toBe(201);
  return { email, password };
}
