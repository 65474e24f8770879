import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PAGE } from '../src/rest/docs-page';
import { appServingWeb, get, post, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The CSP as a map of directive -> values. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectHardened(res: LightMyRequestResponse) {
  const policy = csp(res);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(policy.get('style-src')).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/user', 401],
    ['GET', '/api/no-such-route', 404],
    ['GET', '/trpc/auth.me', 200],
    ['GET', '/api/openapi.json', 200],
  ])('%s %s (%i) carries them', async (method, url, status) => {
    const res = await h.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expectHardened(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an error before any route (invalid JSON) carries them too', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expectHardened(res);
  });

  it('a 429 carries them', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 12; i++) {
      last = await post(h.app, '/api/login', {
        username: 'headers@example.com',
        password: 'wrong-pass',
      });
    }
    expect(last?.statusCode).toBe(429);
    if (last) expectHardened(last);
  });

  it('the docs page runs its one inline script by hash, and nothing else inline', async () => {
    const res = await get(h.app, '/api/docs');
    expect(res.statusCode).toBe(200);
    expectHardened(res);
    const script = /<script>([\s\S]*?)<\/script>/.exec(DOCS_PAGE)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp(res).get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});

describe('the built site', () => {
  let site: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'inside9-dist-'));
    // as the web build leaves it: the shell and each route's prerendered page (apps/web/vite/prerender.ts)
    const page = '<!doctype html><title>Inside 9</title>';
    await writeFile(path.join(dist, 'index.html'), page);
    await mkdir(path.join(dist, 'pages'));
    await writeFile(path.join(dist, 'pages/index.html'), page);
    await writeFile(path.join(dist, 'pages/account.html'), page);
    const routes = [
      { path: '/', file: 'pages/index.html', notFound: false },
      { path: '/account', file: 'pages/account.html', notFound: false },
    ];
    await writeFile(path.join(dist, 'pages/routes.json'), JSON.stringify(routes));
    site = await appServingWeb(h, dist);
  });
  afterAll(async () => {
    await site.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/account', '/index.html'])('%s is served with the policy', async (url) => {
    const res = await get(site, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectHardened(res);
  });
});

describe('in production', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const prod = await startHarness({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      PUBLIC_URL: 'https://inside9golf.com',
    });
    try {
      const res = await get(prod.app, '/api/health');
      expectHardened(res);
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
