import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServingWeb, startHarness, type Harness } from './harness';
import { testEnv } from './test-env';

const SCRIPT = `console.log(${JSON.stringify('a hashed bundle '.repeat(200))});`;
const PAGE = `<!doctype html><title>Inside 9</title><p>${'the shell '.repeat(200)}</p>`;
/** A prerendered page of the web build (pages/<name>.html). */
const prerendered = (name: string) =>
  `<!doctype html><title>${name}</title><p>${`the ${name} page `.repeat(200)}</p>`;
const ROUTES = [
  { path: '/', file: 'pages/index.html', indexable: true, notFound: false, js: [] },
  {
    path: '/memberships',
    file: 'pages/memberships.html',
    indexable: true,
    notFound: false,
    js: [],
  },
  { path: '/booking', file: 'pages/booking.html', indexable: false, notFound: false, js: [] },
  { path: '/404', file: 'pages/404.html', indexable: false, notFound: true, js: [] },
  { path: '/es/', file: 'pages/es.html', indexable: true, notFound: false, js: [], locale: 'es' },
  {
    path: '/es/memberships',
    file: 'pages/es-memberships.html',
    indexable: true,
    notFound: false,
    js: [],
    locale: 'es',
  },
  {
    path: '/es/404',
    file: 'pages/es-404.html',
    indexable: false,
    notFound: true,
    js: [],
    locale: 'es',
  },
];

let h: Harness;
let site: FastifyInstance;
let dist: string;

/** Marks the build's twins, so a test sees they are sent as made, not compressed on the fly. */
const TWIN = '<!-- twin -->';

/** A built site as `vite build` leaves it: files with their .br and .gz twins. */
async function writeBuilt(file: string, body: string, twins = true) {
  const target = path.join(dist, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, body);
  if (twins) {
    await writeFile(`${target}.br`, brotliCompressSync(body + TWIN));
    await writeFile(`${target}.gz`, gzipSync(body + TWIN));
  }
}

beforeAll(async () => {
  h = await startHarness();
  dist = await mkdtemp(path.join(tmpdir(), 'inside9-web-'));
  await writeBuilt('index.html', PAGE);
  for (const name of ['index', 'memberships', 'booking', '404', 'es', 'es-memberships', 'es-404']) {
    await writeBuilt(`pages/${name}.html`, prerendered(name));
  }
  await writeBuilt('pages/routes.json', JSON.stringify(ROUTES), false);
  await writeBuilt('assets/index-Abc123.js', SCRIPT);
  await writeBuilt('media/poster.jpg', 'not really a jpeg', false);
  await writeBuilt(
    'robots.txt',
    'User-agent: *\nAllow: /\nSitemap: __PUBLIC_URL__/sitemap.xml\n',
    false,
  );
  await writeBuilt(
    'sitemap.xml',
    '<urlset><url><loc>__PUBLIC_URL__/</loc></url><url><loc>__PUBLIC_URL__/auth</loc></url></urlset>',
    false,
  );
  site = await appServingWeb(h, dist, testEnv({ PUBLIC_URL: 'https://club.example/' }));
});

afterAll(async () => {
  await site.close();
  await h.close();
  await rm(dist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return site.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('built assets', () => {
  it('sends the brotli twin to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/index-Abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT + TWIN);
  });

  it('sends the gzip twin when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-Abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT + TWIN);
    const plain = await get('/assets/index-Abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves each page path its prerendered page, compressed and never from a stale cache', async () => {
    for (const [url, name] of [
      ['/', 'index'],
      ['/memberships', 'memberships'],
      ['/booking', 'booking'],
    ] as const) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(prerendered(name) + TWIN);
    }
  });

  it('matches page paths as the app does: any case, a trailing slash, a query', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(prerendered('index'));
    for (const url of ['/Memberships', '/memberships/', '/MEMBERSHIPS/?plan=pro']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(prerendered('memberships'));
    }
  });

  it('answers a path the app has no page for with the not-found page and status 404', async () => {
    for (const url of ['/no-such-page', '/memberships/pro']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(gunzipSync(res.rawPayload).toString()).toBe(prerendered('404') + TWIN);
    }
  });

  it("answers a guest's waiver link (/waiver/{token}, not prerendered) with the app's shell and 200", async () => {
    const res = await get('/waiver/AbC-12_x', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(gunzipSync(res.rawPayload).toString()).toBe(PAGE + TWIN);
    expect((await get('/waiver/a/b', 'gzip')).statusCode).toBe(404);
  });

  it('serves the Spanish pages under /es, and their own not-found page', async () => {
    expect((await get('/es/')).body).toContain('the es page');
    expect((await get('/es')).body).toContain('the es page');
    expect((await get('/es/memberships')).body).toContain('the es-memberships page');
    const missing = await get('/es/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('the es-404 page');
    expect((await get('/no-such-page')).body).toContain('the 404 page');
  });

  it("names each page's twins in both languages with the site's full address (a Link header)", async () => {
    const alternates = [
      '<https://club.example/memberships>; rel="alternate"; hreflang="en-US"',
      '<https://club.example/es/memberships>; rel="alternate"; hreflang="es-US"',
      '<https://club.example/memberships>; rel="alternate"; hreflang="x-default"',
    ].join(', ');
    expect((await get('/memberships', 'br')).headers.link).toBe(alternates);
    expect((await get('/es/memberships/')).headers.link).toBe(alternates);
    expect((await get('/es')).headers.link).toBe(
      [
        '<https://club.example/>; rel="alternate"; hreflang="en-US"',
        '<https://club.example/es/>; rel="alternate"; hreflang="es-US"',
        '<https://club.example/>; rel="alternate"; hreflang="x-default"',
      ].join(', '),
    );
    // a page built in one language only, and the not-found page, name no twin
    expect((await get('/booking')).headers.link).toBeUndefined();
    expect((await get('/no-such-page')).headers.link).toBeUndefined();
  });

  it('sends a visitor who chose Spanish, or whose browser asks for it first, to the Spanish page', async () => {
    const page = (url: string, headers: Record<string, string>) =>
      site.inject({ method: 'GET', url, headers });
    const chose = await page('/memberships?plan=pro', { cookie: 'club_lang=es' });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/es/memberships?plan=pro');
    const first = await page('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(first.headers.location).toBe('/es/');
    // the choice of English wins over the browser's languages; English browsers stay
    const english = await page('/', { cookie: 'club_lang=en', 'accept-language': 'es-MX' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('the index page');
    expect(english.headers.vary).toMatch(/Cookie/);
    expect(english.headers.vary).toMatch(/Accept-Language/);
    expect((await page('/', { 'accept-language': 'en-US,es;q=0.5' })).statusCode).toBe(200);
    // a guest's waiver link keeps working in Spanish
    const waiver = await page('/waiver/abc123', { cookie: 'club_lang=es' });
    expect(waiver.headers.location).toBe('/es/waiver/abc123');
    expect((await get('/es/waiver/abc123')).statusCode).toBe(200);
  });

  it('keeps unknown API paths and other methods on the JSON envelope', async () => {
    for (const res of [
      await get('/api/no-such-thing'),
      await get('/trpc/no.such'),
      await site.inject({ method: 'POST', url: '/no-such-page' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('keeps public files of stable names for a day', async () => {
    const res = await get('/media/poster.jpg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('name the public address, without a doubled slash', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Sitemap: https://club.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>https://club.example/auth</loc>');
    expect(sitemap.body).not.toContain('__PUBLIC_URL__');
  });
});

describe('API answers', () => {
  it('are compressed above 1 kB when the client accepts it', async () => {
    const res = await get('/api/openapi.json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('stay plain when small or when the client asks for nothing', async () => {
    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toHaveProperty('openapi');
  });
});
