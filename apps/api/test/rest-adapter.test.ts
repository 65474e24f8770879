import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/adapter';
import { procedureInfo } from '../src/rest/procedures';
import { defineRoutes, type RestRoute } from '../src/rest/route';
import { get, post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const envelope = (code: string) => ({
  error: expect.any(String),
  message: expect.any(String),
  code,
});

describe("Fastify's own refusals answer the product's envelope", () => {
  it('invalid JSON: 400 INVALID_JSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.co",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...envelope('INVALID_JSON'),
      error: 'The request body is not valid JSON.',
    });
  });

  it('an empty JSON body: 400 EMPTY_BODY', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(envelope('EMPTY_BODY'));
  });

  it('an oversized body: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await post(h.app, '/api/demo-requests', { firstName: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      ...envelope('PAYLOAD_TOO_LARGE'),
      error: 'The request body is too large.',
    });
  });

  it('an unsupported media type: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject(envelope('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('an unknown /api path: 404 NOT_FOUND', async () => {
    const res = await get(h.app, '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('REST routes are derived from their procedures', () => {
  it('parses path params, query and body with the procedure schema (first message and every field)', async () => {
    const { cookie } = await registerMember(h.app);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/bookings/abc/cancel',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { id: expect.any(String) },
    });

    const range = await get(
      h.app,
      '/api/bookings?startDate=yesterday&endDate=2026-11-24T00:00:00Z',
      cookie,
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().fieldErrors).toHaveProperty('startDate');

    const missing = await get(h.app, '/api/bookings/999999/nothing', cookie);
    expect(missing.statusCode).toBe(404);
  });

  it('takes the access level from the procedure: the admin list is 401 signed out and 403 for a member', async () => {
    expect(procedureInfo('demoRequests.list').access).toBe('admin');
    expect((await get(h.app, '/api/demo-requests')).statusCode).toBe(401);
    const { cookie } = await registerMember(h.app);
    const res = await get(h.app, '/api/demo-requests?status=pending', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(envelope('FORBIDDEN'));
  });

  it('documents every route with its procedure, access and input in the OpenAPI document', async () => {
    const doc = (await get(h.app, '/api/openapi.json')).json();
    for (const route of restRoutes) {
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(op.description, route.path).toContain(`\`${route.procedure}\``);
      const info = procedureInfo(route.procedure);
      if (info.access === 'admin') expect(Object.keys(op.responses)).toContain('403');
      if (info.access === 'public' && !route.errors?.[401])
        expect(Object.keys(op.responses)).not.toContain('401');
    }
    const booking = doc.paths['/api/bookings'].post;
    expect(Object.keys(booking.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['startTime', 'endTime', 'joinWaitlist']),
    );
    const list = doc.paths['/api/bookings'].get.parameters.map(
      (p: { name: string; in: string }) => `${p.in}:${p.name}`,
    );
    expect(list).toEqual(expect.arrayContaining(['query:startDate', 'query:endDate']));
    // answers checked by a parser function still show their schema
    const answer = doc.paths['/api/bookings'].get.responses['200'].content['application/json'];
    expect(answer.schema).toMatchObject({ type: 'array', items: { type: 'object' } });
    // an admin's booking or move onto a bay already taken: 409
    for (const op of [booking, doc.paths['/api/bookings/{id}'].put])
      expect(op.responses['409'].description).toContain('That bay is already booked');
  });

  it('refuses at compile time a route naming no procedure or carrying its own schema', () => {
    const unknownProcedure: RestRoute = {
      method: 'GET',
      path: '/api/x',
      // @ts-expect-error: 'bookings.nope' is not a procedure of the router
      procedure: 'bookings.nope',
      summary: 'x',
      tag: 'x',
    };
    const ownSchema: RestRoute = {
      method: 'GET',
      path: '/api/y',
      procedure: 'bookings.mine',
      summary: 'y',
      tag: 'y',
      // @ts-expect-error: a route has no schema of its own; it is its procedure's
      response: {},
    };
    expect(defineRoutes([unknownProcedure, ownSchema])).toHaveLength(2);
  });
});
