import { seedLocalDefaults } from '@club/db';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restRoutes } from '../src/rest/adapter';
import { allProcedures, type ProcedureInfo } from '../src/rest/procedures';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { post, registerMember, sessionCookie, startHarness, type Harness } from './harness';

// Fuzz: generated requests to every procedure (tRPC) and every REST path, shaped after each
// procedure's own input schema and filled with hostile values. No request may answer 5xx, and
// every 4xx carries the product's envelope { error, message, code }.

const RUNS = 1200;

let h: Harness;
let memberCookie: string;
let adminCookie: string;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  memberCookie = (await registerMember(h.app)).cookie;
  await createOrPromoteAdmin(h.t.db, {
    email: 'fuzz-admin@example.com',
    password: 'Fuzz-Admin-2026',
  });
  adminCookie = sessionCookie(
    await post(h.app, '/api/login', {
      username: 'fuzz-admin@example.com',
      password: 'Fuzz-Admin-2026',
    }),
  );
});
afterAll(() => h.close());

// --- hostile values ---------------------------------------------------------------------------

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    2_147_483_647,
    2_147_483_648,
    9_007_199_254_740_991,
    -9_007_199_254_740_991,
    1e308,
    -1e-308,
    0.5,
    30,
    60,
    240,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Ann\u0000Lee',
    '\u0000'.repeat(50),
    '2147483648',
    '9007199254740991',
    '-1',
    '1e309',
    'NaN',
    '2026-02-30',
    '9999-12-31',
    '2026-11-24T16:00:00.000Z',
    '275760-09-13T00:00:00.000Z',
    '0000-00-00T00:00:00Z',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\ud800',
    '😀'.repeat(40),
    'a@b.co',
    'x'.repeat(5000),
    'customer',
    'admin',
    'all',
  ),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileScalar = fc.oneof(hostileNumber, hostileString, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
  },
);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The property names of an input schema and a guess at each one's kind. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, string> {
  if (!schema) return {};
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
  const fields: Record<string, string> = {};
  const visit = (s: JsonSchema | undefined) => {
    if (!s) return;
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      fields[name] = String(Array.isArray(prop.type) ? prop.type[0] : (prop.type ?? 'any'));
    }
    s.anyOf?.forEach(visit);
    s.allOf?.forEach(visit);
  };
  visit(json);
  return fields;
}

function valueFor(kind: string): fc.Arbitrary<unknown> {
  if (kind === 'integer' || kind === 'number')
    return fc.oneof(
      { weight: 3, arbitrary: hostileNumber },
      { weight: 1, arbitrary: hostileValue },
    );
  if (kind === 'string')
    return fc.oneof(
      { weight: 3, arbitrary: hostileString },
      { weight: 1, arbitrary: hostileValue },
    );
  return hostileValue;
}

/** An input shaped like the schema (some fields left out), or now and then anything at all. */
function inputFor(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const fields = fieldsOf(schema);
  const names = Object.keys(fields);
  if (names.length === 0) return fc.option(hostileValue, { nil: undefined });
  const shaped = fc.record(
    Object.fromEntries(names.map((n) => [n, valueFor(fields[n] ?? 'any')])),
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

// --- requests --------------------------------------------------------------------------------

type Target =
  | { kind: 'trpc'; info: ProcedureInfo }
  | { kind: 'rest'; route: (typeof restRoutes)[number]; info: ProcedureInfo };

const procedures = allProcedures().filter((p) => p.path !== 'auth.logout'); // logout would end the fuzzing session
const infoByPath = new Map(allProcedures().map((p) => [p.path, p]));
const targets: Target[] = [
  ...procedures.map((info): Target => ({ kind: 'trpc', info })),
  ...restRoutes.flatMap((route): Target[] => {
    const info = infoByPath.get(route.procedure);
    return info && route.procedure !== 'auth.logout' ? [{ kind: 'rest', route, info }] : [];
  }),
];

/** True when the surrogate at `i` is half of a pair. */
function isPaired(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  const prev = text.charCodeAt(i - 1);
  return code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
}

function cookieFor(info: ProcedureInfo, asMember: boolean): string {
  return info.access === 'admin' || !asMember ? adminCookie : memberCookie;
}

function send(target: Target, input: unknown, asMember: boolean): Promise<LightMyRequestResponse> {
  const cookie = cookieFor(target.info, asMember);
  if (target.kind === 'trpc') {
    const path = `/trpc/${target.info.path}`;
    if (target.info.type === 'query') {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return h.app.inject({ method: 'GET', url: `${path}${query}`, headers: { cookie } });
    }
    return h.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(input ?? null),
    });
  }
  const fields: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input } : {};
  const url = target.route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = fields[name];
    delete fields[name];
    const text = typeof value === 'string' ? value : String(JSON.stringify(value));
    // a lone surrogate cannot be percent-encoded: a browser sends U+FFFD in its place
    return encodeURIComponent(
      text.replace(/[\uD800-\uDFFF]/g, (c, i: number) => (isPaired(text, i) ? c : '\uFFFD')),
    );
  });
  if (target.route.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : String(JSON.stringify(v)),
      ]),
    ).toString();
    return h.app.inject({
      method: 'GET',
      url: query ? `${url}?${query}` : url,
      headers: { cookie },
    });
  }
  const payload =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? fields : input;
  return h.app.inject({
    method: target.route.method,
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload ?? null),
  });
}

/** The envelope of a 4xx: REST answers it as the body; tRPC inside error.data.error. */
function envelopeOf(target: Target, res: LightMyRequestResponse): unknown {
  const body: unknown = JSON.parse(res.body);
  if (target.kind === 'rest') return body;
  const error: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
  const data: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'data') : undefined;
  return typeof data === 'object' && data !== null ? Reflect.get(data, 'error') : undefined;
}

const ZEnvelope = z.object({
  error: z.string().min(1),
  message: z.string().min(1),
  code: z.string().min(1),
});

function describeTarget(t: Target): string {
  return t.kind === 'trpc' ? `tRPC ${t.info.path}` : `${t.route.method} ${t.route.path}`;
}

describe('fuzz', () => {
  it(`${RUNS} generated requests across every procedure and REST path: no 5xx, the envelope on every 4xx`, async () => {
    const seen = new Set<string>();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets).chain((target) =>
          fc.record({
            target: fc.constant(target),
            input: inputFor(target.info.input),
            asMember: fc.boolean(),
          }),
        ),
        async ({ target, input, asMember }) => {
          const res = await send(target, input, asMember);
          seen.add(describeTarget(target));
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const label = `${describeTarget(target)} ${JSON.stringify(input)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(ZEnvelope.safeParse(envelopeOf(target, res)).success, label).toBe(true);
          }
        },
      ),
      {
        numRuns: RUNS,
        // fast-check prints the seed of a failing run: replay it with `seed` here
        endOnFailure: true,
      },
    );
    console.log(
      `fuzz: ${RUNS} requests over ${seen.size} of ${targets.length} targets; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(seen.size).toBeGreaterThan(targets.length * 0.9);
  }, 300_000);
});

describe('the inputs that answered 500 before (issue 9)', () => {
  it.each([
    [
      'POST',
      '/api/register',
      { email: 'nul@example.com', password: 'Tee-Time-2026', firstName: 'A\u0000', lastName: 'B' },
    ],
    [
      'POST',
      '/api/demo-requests',
      {
        firstName: 'A\u0000',
        lastName: 'B',
        email: 'a@b.co',
        phone: '2105550100',
        preferredDate: '2026-11-25T12:00:00Z',
        preferredTime: 'Morning',
        heardFrom: 'Other',
      },
    ],
    ['PUT', '/api/demo-requests/1', { status: 'contacted', notes: 'n\u0000' }],
    ['GET', '/api/calendar/abc%00defghijklmnopqrstuvwxyz.ics', undefined],
    ['GET', '/api/bays/2147483648/operating-hours', undefined],
    ['GET', '/api/bays?locationId=2147483648', undefined],
    ['POST', '/api/bookings/2147483648/cancel', {}],
    // the member's own account (issue 26)
    ['PUT', '/api/user/profile', { firstName: 'A\u0000', lastName: 'B', phone: '1'.repeat(31) }],
    ['PUT', '/api/user/profile', { firstName: 'A', lastName: 'B', bookingReminders: 'yes' }],
    // the member's language (issue 36): only 'en' or 'es'
    ['PUT', '/api/user/profile', { firstName: 'A', lastName: 'B', locale: 'es\u0000' }],
    ['PUT', '/api/user/profile', { firstName: 'A', lastName: 'B', locale: 'x'.repeat(5000) }],
    ['POST', '/api/user/password', { currentPassword: 'x'.repeat(5000), newPassword: 'x' }],
    ['POST', '/api/user/email', { newEmail: `${'a'.repeat(250)}@b.co`, password: 'p' }],
    ['POST', '/api/user/email/confirm', { code: '12\u00003456' }],
    ['DELETE', '/api/user', { password: 'wrong', confirmation: 'DELETE\u0000' }],
    ['PUT', '/api/demo-requests/2147483648', { status: 'contacted' }],
    // guests on a booking (issue 32)
    [
      'POST',
      '/api/bookings',
      {
        startTime: '2026-11-24T16:00:00Z',
        durationMinutes: 60,
        guests: [{ firstName: 'A\u0000' }],
      },
    ],
    [
      'POST',
      '/api/bookings',
      {
        startTime: '2026-11-24T16:00:00Z',
        durationMinutes: 60,
        guests: Array(4).fill({ firstName: 'A' }),
      },
    ],
    [
      'POST',
      '/api/bookings',
      { startTime: '2026-11-24T16:00:00Z', durationMinutes: 60, guests: 'A' },
    ],
    ['POST', '/api/bookings/2147483648/guests', { firstName: 'A' }],
    ['POST', '/api/bookings/1/guests', { firstName: 'A', email: `${'a'.repeat(300)}@b.co` }],
    ['POST', '/api/bookings/1/guests', { firstName: 'x'.repeat(5000) }],
    ['DELETE', '/api/bookings/1/guests/2147483648', undefined],
    ['DELETE', '/api/bookings/1/guests/-1', undefined],
    // card payments (issue 33): a plan that is not sold, a webhook without Stripe configured
    ['POST', '/api/billing/checkout', { plan: 'x'.repeat(5000) }],
    ['POST', '/api/billing/checkout', { plan: { lookup_key: 'pro_monthly' } }],
    ['POST', '/api/billing/webhook', { id: 'evt_\u0000', type: 'invoice.paid' }],
    // door access (issue 34): a lock id that is not text or too long, a webhook without Seam set up
    ['GET', '/api/admin/door/locks', undefined],
    ['PUT', '/api/admin/club', { doorDeviceId: 'x'.repeat(5000) }],
    ['PUT', '/api/admin/club', { doorDeviceId: { device_id: 'august_device_1' } }],
    ['POST', '/api/door/webhook', { event_id: 'evt_\u0000', event_type: 'lock.unlocked' }],
    [
      'PUT',
      '/api/bookings/1',
      { bayId: 1, startTime: '2026-11-24T16:00:00Z', durationMinutes: 60, guests: { a: 1 } },
    ],
    // check-in and the no-show release (issue 34): ids out of range, the setting out of bounds
    ['POST', '/api/admin/bookings/2147483648/check-in', undefined],
    ['DELETE', '/api/admin/bookings/-1/check-in', undefined],
    ['POST', '/api/admin/lessons/2147483648/check-in', undefined],
    ['DELETE', '/api/admin/lessons/0/check-in', undefined],
    ['POST', '/api/admin/bookings/999999/check-in', undefined],
    [
      'PUT',
      '/api/admin/club',
      {
        name: 'Club',
        address: '1 Main St',
        city: 'San Antonio',
        state: 'TX',
        zipCode: '78205',
        timeZone: 'America/Chicago',
        phone: '2105550100',
        email: 'club@example.com',
        noShowReleaseMinutes: 1e308,
      },
    ],
    [
      'GET',
      `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify({ date: '2026-11-24', durationMinutes: 9007199254740991 }))}`,
      undefined,
    ],
    [
      'GET',
      `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify({ date: '2026-11-24', durationMinutes: 0 }))}`,
      undefined,
    ],
    [
      'GET',
      `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify({ date: '2026-11-24', durationMinutes: -30 }))}`,
      undefined,
    ],
    [
      'GET',
      `/trpc/bays.operatingHours?input=${encodeURIComponent(JSON.stringify({ id: 2147483648 }))}`,
      undefined,
    ],
  ])('%s %s answers 4xx with the envelope', async (method, url, payload) => {
    const res = await h.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: adminCookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    const envelope = url.startsWith('/trpc')
      ? (body.error as { data: { error: unknown } }).data.error
      : body;
    expect(ZEnvelope.safeParse(envelope).success).toBe(true);
  });
});
