import { freePort, kyselyFor, MAIL_GIVEN_UP, seedLocalDefaults } from '@club/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMailer } from '../src/mail/mailer';
import { get, post, registerMember, startHarness, type Harness } from './harness';
import { testEnv } from './test-env';

// Readiness (GET /api/health/ready) and /metrics as a load balancer and Prometheus see them.

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const envelope = (code: string) => ({
  error: expect.any(String),
  message: expect.any(String),
  code,
});

let h: Harness;
let plain: Harness;
beforeAll(async () => {
  // two apps in one process, one serving /metrics: each has its own registry (one registry for
  // both would refuse the second app's counters by name)
  [h, plain] = await Promise.all([
    startHarness({ RATE_LIMITS: 'off', METRICS_TOKEN: TOKEN }),
    startHarness({ RATE_LIMITS: 'off' }),
  ]);
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(async () => {
  await Promise.all([h.close(), plain.close()]);
});

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one sample (`name{labels} value`) in Prometheus text; 0 when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (Object.entries(labels).every(([k, v]) => has.get(k) === v)) return Number(match[3]);
  }
  return 0;
}

describe('readiness', () => {
  it('answers 200 on a database that has every migration', async () => {
    const res = await get(h.app, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
  });

  it('answers 503 with the envelope when a migration is missing, and 200 again once it is back', async () => {
    // Kysely's own record of the migrations run, as a migration missed by a deploy would leave it
    const admin = new pg.Client({ connectionString: h.t.url });
    await admin.connect();
    try {
      const ran = await admin.query<{ name: string; timestamp: string }>(
        'select name, timestamp from kysely_migration order by name desc limit 1',
      );
      const last = ran.rows[0];
      if (!last) throw new Error('no migration recorded');
      await admin.query('delete from kysely_migration where name = $1', [last.name]);
      try {
        const res = await get(h.app, '/api/health/ready');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(envelope('INTERNAL'));
        // liveness only asks whether the database answers
        expect((await get(h.app, '/api/health')).statusCode).toBe(200);
      } finally {
        await admin.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [
          last.name,
          last.timestamp,
        ]);
      }
    } finally {
      await admin.end();
    }
    expect((await get(h.app, '/api/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 with the envelope when the database does not answer (as does liveness)', async () => {
    const nowhere = kyselyFor(`postgres://club:club@127.0.0.1:${await freePort()}/club`, 1);
    const env = testEnv();
    const app = await buildApp({
      db: nowhere,
      databaseUrl: `postgres://club:club@127.0.0.1:${await freePort()}/club`,
      env,
      secret: 'test-secret-test-secret-test-secret-0123',
      webDist: null,
      mailer: createMailer({ from: env.MAIL_FROM, outboxDir: '/nonexistent', log: () => {} }),
    });
    try {
      for (const url of ['/api/health/ready', '/api/health', '/trpc/system.ready']) {
        const res = await get(app, url);
        expect(res.statusCode, url).toBe(503);
      }
      expect((await get(app, '/api/health/ready')).json()).toEqual(envelope('INTERNAL'));
    } finally {
      await app.close();
      await nowhere.destroy();
    }
  });

  it('is in the OpenAPI document with each answer it gives', async () => {
    const doc = (await get(h.app, '/api/openapi.json')).json();
    const op = doc.paths['/api/health/ready'].get;
    expect(Object.keys(op.responses).sort()).toEqual(['200', '503']);
    expect(op.description).toContain('`system.ready`');
  });
});

describe('/metrics', () => {
  it('is an unknown path (the product 404) when METRICS_TOKEN is not set, token or not', async () => {
    const unknown = await get(plain.app, '/no-such-path');
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrape(plain.app, authorization);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect(unknown.json()).toEqual(envelope('NOT_FOUND'));
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0123456788'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token, not as a bearer', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers the product 404 to %s', async (_name, authorization) => {
    const unknown = await get(h.app, '/no-such-path');
    const res = await scrape(h.app, authorization);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(unknown.body);
  });

  it('serves Prometheus text with the bearer token: requests by route, the pool, the outbox, Node', async () => {
    await get(h.app, '/api/bays/1/operating-hours');
    await get(h.app, '/trpc/system.health');
    // a message waiting for a retry since two minutes, and one given up on
    const clock = h.clock.now.getTime();
    await h.t.db
      .insertInto('mailOutbox')
      .values([
        {
          recipient: 'late@example.com',
          subject: 'late',
          bodyText: 'x',
          createdAt: new Date(clock - 120_000),
          nextAttemptAt: new Date(clock + 3_600_000),
        },
        {
          recipient: 'lost@example.com',
          subject: 'lost',
          bodyText: 'x',
          createdAt: new Date(clock - 86_400_000),
          nextAttemptAt: MAIL_GIVEN_UP,
        },
      ])
      .execute();

    const res = await scrape(h.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    for (const name of [
      'club_http_request_duration_seconds_bucket',
      'club_db_pool_in_use_connections',
      'club_db_pool_idle_connections',
      'club_db_pool_waiting_requests',
      'club_mail_outbox_backlog_messages',
      'club_mail_outbox_oldest_unsent_age_seconds',
      'club_mail_outbox_given_up_messages',
      'club_bookings_created_total',
      'club_bookings_refused_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    }
    // the route's pattern, never the raw URL; a tRPC call by its procedure
    const count = 'club_http_request_duration_seconds_count';
    const route = { method: 'GET', status_code: '200' };
    expect(sample(text, count, { ...route, route: '/api/bays/:id/operating-hours' })).toBe(1);
    expect(sample(text, count, { ...route, route: '/trpc/system.health' })).toBe(1);
    expect(text).not.toContain('/api/bays/1/');
    expect(sample(text, 'club_mail_outbox_backlog_messages')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'club_mail_outbox_oldest_unsent_age_seconds')).toBe(120);
    expect(sample(text, 'club_mail_outbox_given_up_messages')).toBe(1);
    // the pool that answered the outbox's read has its connections open
    expect(sample(text, 'club_db_pool_idle_connections')).toBeGreaterThanOrEqual(1);
  });

  it('counts a booking created and one refused, each exactly once', async () => {
    const read = async () => (await scrape(h.app, `Bearer ${TOKEN}`)).body;
    const { cookie } = await registerMember(h.app);
    const before = await read();

    const created = await post(
      h.app,
      '/api/bookings',
      { startTime: '2026-11-24T16:00:00.000Z', durationMinutes: 60 },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    const refused = await post(
      h.app,
      '/api/bookings',
      { startTime: '2026-11-24T16:15:00.000Z', durationMinutes: 60 },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    const { code } = refused.json<{ code: string }>();

    const after = await read();
    const createdLabels = { kind: 'member', status: 'confirmed' };
    const refusedLabels = { kind: 'member', code };
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('club_bookings_created_total', createdLabels)).toBe(1);
    expect(delta('club_bookings_refused_total', refusedLabels)).toBe(1);
    // nothing else moved: no other refusal, no waitlisted booking
    const total = (text: string, name: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith(`${name}{`))
        .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
    expect(total(after, 'club_bookings_created_total')).toBe(
      total(before, 'club_bookings_created_total') + 1,
    );
    expect(total(after, 'club_bookings_refused_total')).toBe(
      total(before, 'club_bookings_refused_total') + 1,
    );
  });
});
