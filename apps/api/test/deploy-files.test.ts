import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadEnv } from '../src/env';
import { CLOSE_LIMIT_MS } from '../src/http/draining';

// The production files (Dockerfile, compose.production.yml, deploy/) checked against each other
// and against the code they run: the image starts the API as `pnpm start` does, the compose file
// gives the API only settings env.ts knows and that it accepts, the proxy is the one the API trusts.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
  /** 0 for the first FROM's stage, 1 for the next, … */
  stage: number;
}

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function instructions(text: string): Instruction[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let stage = -1;
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    return { keyword: keyword.toUpperCase(), args: rest.join(' '), stage };
  });
}

const dockerfile = read('Dockerfile');
const steps = instructions(dockerfile);
const lastStage = Math.max(...steps.map((s) => s.stage));
const final = steps.filter((s) => s.stage === lastStage);
const one = (list: Instruction[], keyword: string) => list.filter((s) => s.keyword === keyword);

interface Service {
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  profiles?: string[];
  command?: string[];
  entrypoint?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  stop_grace_period?: string;
}
const compose = parse(read('compose.production.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = Object.entries(compose.services);
const apiServices = services.filter(([, s]) => s.environment?.DATABASE_URL !== undefined);

/** deploy/.env.example as compose reads a .env file: KEY=value, optionally double-quoted. */
function envExample(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of read('deploy/.env.example').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/** Compose's interpolation (${X}, ${X:-default}, ${X:?error}), failing as compose does. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op, rest: string) => {
      const set = vars[name];
      if (set !== undefined && set !== '') return set;
      if (op === '-') return rest;
      if (op === '?') throw new Error(`${name}: ${rest}`);
      return '';
    },
  );
}

/** The example .env with its blank secrets filled in, as the README asks the operator to. */
function filledEnv(): Record<string, string> {
  const vars = envExample();
  for (const key of ['SESSION_SECRET', 'POSTGRES_PASSWORD', 'METRICS_TOKEN']) {
    if (!vars[key]) vars[key] = 'ab'.repeat(32);
  }
  return vars;
}

describe('Dockerfile', () => {
  it('passes dockerfile-utils with no error', () => {
    // severity 1 is the language server protocol's Error
    const problems = validate(dockerfile).filter((d) => d.severity === 1);
    const text = (m: (typeof problems)[number]['message']) => (typeof m === 'string' ? m : m.value);
    expect(problems.map((d) => `line ${d.range.start.line + 1}: ${text(d.message)}`)).toEqual([]);
  });

  it('is multi-stage on Node.js 24 and installs, builds and deploys with the pinned pnpm', () => {
    const froms = one(steps, 'FROM').map((s) => s.args.split(/\s+/)[0]);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const image of froms) expect(image).toMatch(/^node:24[-.]/);
    const pnpm = (JSON.parse(read('package.json')) as { packageManager: string }).packageManager;
    const runs = one(steps, 'RUN').map((s) => s.args);
    expect(runs.join('\n')).toContain(`npm install --global ${pnpm}`);
    expect(runs).toContain('pnpm install --frozen-lockfile --offline');
    expect(runs.some((r) => r.startsWith('pnpm build'))).toBe(true);
    expect(runs.some((r) => /pnpm --filter @club\/api --prod deploy/.test(r))).toBe(true);
  });

  it('runs as a non-root user in production mode, with a health check on /api/health by node', () => {
    const users = one(final, 'USER').map((s) => s.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(
      one(final, 'ENV')
        .map((s) => s.args)
        .join(' '),
    ).toMatch(/\bNODE_ENV=production\b/);
    expect(one(final, 'EXPOSE').map((s) => s.args)).toContain('3000');
    const [check] = one(final, 'HEALTHCHECK');
    const command = JSON.parse(check?.args.replace(/^.*?CMD\s+/, '') ?? '') as string[];
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain("'/api/health'");
  });

  it('starts the API with the node flags of its start script, where the API finds the web build', () => {
    const api = JSON.parse(read('apps/api/package.json')) as {
      scripts: { start: string };
      files?: string[];
    };
    const [cmd] = one(final, 'CMD');
    expect(JSON.parse(cmd?.args ?? '')).toEqual(api.scripts.start.split(' '));
    // env.ts finds the repository root three folders above dist/, and the web build beneath it
    const workdir = one(final, 'WORKDIR').at(-1)?.args ?? '';
    const root = path.posix.resolve(workdir, 'dist', '../../..');
    const copies = one(final, 'COPY').map((s) => s.args.split(/\s+/).at(-1));
    expect(copies).toContain(workdir);
    expect(copies).toContain(path.posix.join(root, 'apps/web/dist'));
    // pnpm deploy copies what "files" lists: the build, not the sources
    expect(api.files).toEqual(['dist']);
  });

  it('keeps secrets, installed packages and builds out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '**/node_modules', '**/dist', '.git', 'data']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('compose.production.yml', () => {
  it('runs PostgreSQL 18 on a named volume, with a health check', () => {
    const postgres = compose.services.postgres;
    expect(postgres?.image).toBe('postgres:18');
    const volume = postgres?.volumes?.find((v) => v.endsWith(':/var/lib/postgresql'));
    expect(volume && Object.keys(compose.volumes)).toContain(volume?.split(':')[0]);
    expect(postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('runs two or more API processes, none published, trusting the proxy alone', () => {
    const processes = apiServices.reduce((n, [, s]) => n + (s.deploy?.replicas ?? 1), 0);
    expect(processes).toBeGreaterThanOrEqual(2);
    const proxy = compose.services.proxy;
    const edge =
      proxy?.networks && !Array.isArray(proxy.networks) ? proxy.networks.edge : undefined;
    for (const [name, api] of apiServices) {
      expect(api.ports, name).toBeUndefined();
      expect(api.environment?.TRUST_PROXY, name).toBe(edge?.ipv4_address);
      expect(api.environment?.NODE_ENV, name).toBe('production');
    }
  });

  it('gives the API only settings env.ts knows, and env.ts accepts them as deploy/.env.example fills them', () => {
    const vars = filledEnv();
    for (const [name, api] of apiServices) {
      const given = Object.fromEntries(
        Object.entries(api.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]),
      );
      const env = loadEnv(given);
      // zod drops what it does not know: every setting given must come back
      expect(
        Object.keys(given).filter((k) => !(k in env)),
        name,
      ).toEqual([]);
      expect(env.PUBLIC_URL).toBe(`https://${vars.SITE_DOMAIN}`);
      expect(env.TRUST_PROXY).toEqual([api.environment?.TRUST_PROXY]);
      expect(env.SMTP_URL).toBeTruthy();
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/club:.+@postgres:5432\/club$/);
    }
  });

  it('waits for the drain and the close before SIGKILL, and the proxy sees the drain within it', () => {
    const seconds = (d: string) =>
      [...d.matchAll(/(\d+)(h|m|s)/g)].reduce(
        (sum, [, n, unit]) => sum + Number(n) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1),
        0,
      );
    const vars = filledEnv();
    const interval = /health_interval (\d+)s/.exec(read('deploy/Caddyfile'))?.[1];
    for (const [name, api] of apiServices) {
      const given = Object.entries(api.environment ?? {}).map(([k, v]) => [
        k,
        interpolate(String(v), vars),
      ]);
      const drainMs = loadEnv(Object.fromEntries(given)).SHUTDOWN_DRAIN_MS;
      expect(seconds(api.stop_grace_period ?? '10s') * 1000, name).toBeGreaterThan(
        drainMs + CLOSE_LIMIT_MS,
      );
      expect(Number(interval) * 1000, name).toBeLessThan(drainMs);
    }
  });

  it('needs nothing that deploy/.env.example does not name', () => {
    const required = [
      ...read('compose.production.yml').matchAll(/\$\{([A-Z_][A-Z0-9_]*)(:?[-?])?/g),
    ];
    const named = Object.keys(envExample());
    expect(required.map((m) => m[1]).filter((name) => name && !named.includes(name))).toEqual([]);
  });

  it('puts a TLS proxy on 443 in front, balancing over every API process by its readiness', () => {
    const proxy = compose.services.proxy;
    expect(proxy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(apiServices.map(([name]) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
    // no trusted_proxies: Caddy replaces a client's own X-Forwarded-For with the client's address
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m);
  });

  it('backs up with the server’s own pg_dump into a volume, and has the mail catcher as an option', () => {
    const backup = compose.services.backup;
    expect(backup?.image).toBe(compose.services.postgres?.image);
    expect(backup?.command).toEqual(['schedule']);
    expect(backup?.volumes).toEqual(
      expect.arrayContaining([
        './deploy/backup.sh:/usr/local/bin/club-backup:ro',
        'backups:/backups',
      ]),
    );
    expect(Object.keys(compose.volumes)).toContain('backups');
    expect(read('deploy/backup.sh')).toMatch(/pg_dump --format=custom/);
    expect(spawnSync('sh', ['-n', path.join(ROOT, 'deploy/backup.sh')]).status).toBe(0);
    expect(compose.services.mail?.profiles).toEqual(['mail']);
  });

  const composePlugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  const noCompose =
    composePlugin.status === 0
      ? ''
      : ` (skipped: no Docker compose plugin here: ${(composePlugin.error?.message ?? composePlugin.stderr).trim().split('\n')[0]})`;
  it.skipIf(noCompose !== '')(`is accepted by docker compose config${noCompose}`, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'club-compose-'));
    try {
      const envFile = path.join(dir, '.env');
      writeFileSync(
        envFile,
        Object.entries(filledEnv())
          .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
          .join('\n'),
      );
      const result = spawnSync(
        'docker',
        [
          'compose',
          '-f',
          path.join(ROOT, 'compose.production.yml'),
          '--env-file',
          envFile,
          'config',
          '--quiet',
        ],
        { encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ships the files it mounts', () => {
    for (const file of ['deploy/Caddyfile', 'deploy/backup.sh', 'deploy/.env.example']) {
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    }
  });
});
