// The REST side: the document at /api/openapi.json is a valid OpenAPI 3 document (checked against
// the OpenAPI schema by a kept validator), and every path it documents is one the server serves.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClubServer, type ClubServer } from './support/club-server';

let club: ClubServer;
let document: Record<string, unknown>;
beforeAll(async () => {
  club = await startClubServer({ RATE_LIMITS: 'off' });
  const res = await fetch(`${club.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  document = (await res.json()) as Record<string, unknown>;
});
afterAll(() => club.close());

type Operations = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

describe('GET /api/openapi.json', () => {
  it('validates against the OpenAPI 3 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\./);
  });

  it('is what the validator refuses when broken (the check can fail)', async () => {
    const broken = { ...document, paths: { '/api/user': { get: { summary: 'no responses' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('documents the calls of a curl session, each with its answers', () => {
    const paths = document.paths as Operations;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/user', '/api/bookings']),
    );
    expect(Object.keys(paths['/api/bookings'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(
          Object.keys(operation.responses ?? {}),
          `${method.toUpperCase()} ${route}`,
        ).not.toHaveLength(0);
      }
    }
  });

  it('names only paths the server serves (a GET without parameters never meets the unknown-route 404)', async () => {
    const paths = document.paths as Operations;
    const plainGets = Object.entries(paths).filter(
      ([route, ops]) => ops.get && !route.includes('{'),
    );
    expect(plainGets.length).toBeGreaterThan(3);
    for (const [route] of plainGets) {
      const res = await fetch(`${club.url}${route}`);
      const body = (await res.text()).slice(0, 200);
      expect(
        res.status === 404 && body.includes('"Not found"'),
        `GET ${route}: ${res.status} ${body}`,
      ).toBe(false);
    }
  });
});
