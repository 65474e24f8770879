import { seedLocalDefaults } from '@club/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/adapter';
import { allProcedures, procedureInfo, type ProcedureInfo } from '../src/rest/procedures';
import type { ProcedurePath } from '../src/rest/route';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import {
  ACCESS_MATRIX,
  type AccessRow,
  type Caller,
  type Outcome,
  type World,
} from './access-matrix';
import { makeLeague } from './league-support';
import { post, registerMember, sessionCookie, startHarness, type Harness } from './harness';

// Every procedure and every REST path x anonymous / member / another member / admin, against
// the rows of access-matrix.ts, over real HTTP (tRPC and REST) on a real database.

let h: Harness;
let world: World;
const cookies: Record<Caller, string | undefined> = {
  anonymous: undefined,
  member: undefined,
  otherMember: undefined,
  admin: undefined,
};
const passwords: Record<Exclude<Caller, 'anonymous'>, { email: string; password: string }> = {
  member: { email: '', password: 'secret123' },
  otherMember: { email: '', password: 'secret123' },
  admin: { email: 'matrix-admin@example.com', password: 'Matrix-Admin-2026' },
};
const CALLERS: Caller[] = ['anonymous', 'otherMember', 'admin', 'member']; // the owner last: it may change its object

beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  const member = await registerMember(h.app);
  const other = await registerMember(h.app);
  await createOrPromoteAdmin(h.t.db, {
    email: passwords.admin.email,
    password: passwords.admin.password,
  });
  const admin = await post(h.app, '/api/login', {
    username: passwords.admin.email,
    password: passwords.admin.password,
  });
  cookies.member = member.cookie;
  cookies.otherMember = other.cookie;
  cookies.admin = sessionCookie(admin);
  passwords.member.email = member.email;
  passwords.otherMember.email = other.email;

  // the member's own objects: two bookings with a guest each (one for tRPC, one for REST) and the
  // calendar feed
  const booked = [];
  const guests = [];
  for (const start of ['2026-11-24T16:00:00.000Z', '2026-11-25T16:00:00.000Z']) {
    const res = await post(
      h.app,
      '/api/bookings',
      { startTime: start, durationMinutes: 60, guests: [{ firstName: 'Guest' }] },
      member.cookie,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; guests: { id: number }[] }>();
    booked.push(created.id);
    guests.push(created.guests[0]?.id ?? 0);
  }
  const feed = await h.app.inject({
    method: 'GET',
    url: '/trpc/bookings.calendarFeed',
    headers: { cookie: member.cookie },
  });
  const url = feed.json<{ result: { data: { url: string } } }>().result.data.url;
  const bay = await h.t.db.selectFrom('bays').select('id').orderBy('id').executeTakeFirstOrThrow();
  world = {
    memberBookingId: booked[0] ?? 0,
    memberGuestId: guests[0] ?? 0,
    calendarToken: url.slice(url.lastIndexOf('/') + 1),
    bayId: bay.id,
    leagueId: await makeLeague(h),
    memberLessonId: 0,
    memberId: (
      await h.t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow()
    ).id,
  };
  // the member's lessons (one for tRPC, one for REST), on a coach of their own
  const lessons = await memberLessons(h, member.email, bay.id);
  world.memberLessonId = lessons[0] ?? 0;
  restWorld = {
    ...world,
    memberBookingId: booked[1] ?? 0,
    memberGuestId: guests[1] ?? 0,
    memberLessonId: lessons[1] ?? 0,
  };
});
afterAll(() => h.close());
let restWorld: World;

async function memberLessons(hh: Harness, email: string, bayId: number): Promise<number[]> {
  const { id: userId } = await hh.t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const coach = await hh.t.db
    .insertInto('coaches')
    .values({ firstName: 'Matrix', lastName: 'Coach', hourlyRateCents: 8000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const start of ['2026-11-24T18:00:00.000Z', '2026-11-25T18:00:00.000Z']) {
    const end = new Date(new Date(start).getTime() + 3_600_000);
    const row = await hh.t.db
      .insertInto('lessons')
      .values({ userId, bayId, coachId: coach.id, startTime: start, endTime: end })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function cookieFor(caller: Caller, row: AccessRow): Promise<string | undefined> {
  if (caller === 'anonymous' || !row.freshSession) return cookies[caller];
  const { email, password } = passwords[caller];
  return sessionCookie(await post(h.app, '/api/login', { username: email, password }));
}

function trpcCall(info: ProcedureInfo, input: unknown, cookie: string | undefined) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (info.type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return h.app.inject({ method: 'GET', url: `/trpc/${info.path}${query}`, headers });
  }
  return h.app.inject({
    method: 'POST',
    url: `/trpc/${info.path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input ?? {}),
  });
}

function restCall(route: (typeof restRoutes)[number], input: unknown, cookie: string | undefined) {
  const fields: Record<string, unknown> =
    typeof input === 'object' && input !== null ? { ...input } : {};
  const url = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = fields[name] ?? 2_147_483_647;
    delete fields[name];
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (route.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(fields).flatMap(([k, v]): [string, string][] =>
        typeof v === 'string' || typeof v === 'number' ? [[k, String(v)]] : [],
      ),
    ).toString();
    return h.app.inject({ method: 'GET', url: query ? `${url}?${query}` : url, headers });
  }
  return h.app.inject({ method: route.method, url, headers, payload: fields });
}

function verdict(res: LightMyRequestResponse): string {
  if (res.statusCode >= 500) return `5xx (${res.statusCode})`;
  return String(res.statusCode);
}

function satisfies(res: LightMyRequestResponse, outcome: Outcome): boolean {
  const s = res.statusCode;
  if (s >= 500) return false;
  if (outcome === 'allowed') return s !== 401 && s !== 403;
  if (outcome === 'mine') return s !== 401 && s !== 403 && s !== 404;
  return s === outcome;
}

describe('authorization matrix', () => {
  it('has a row for every procedure of the router, and none for a procedure that is gone', () => {
    const paths = new Set<string>([
      ...allProcedures().map((p) => p.path),
      ...restRoutes.map((r) => r.procedure),
    ]);
    const missing = [...paths].filter((p) => !(p in ACCESS_MATRIX)).sort();
    const stale = Object.keys(ACCESS_MATRIX).filter((p) => !paths.has(p));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('every procedure answers each caller as its row says (tRPC)', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const info of allProcedures()) {
      const row = ACCESS_MATRIX[info.path];
      if (!row) continue;
      for (const caller of CALLERS) {
        const res = await trpcCall(info, row.input?.(world), await cookieFor(caller, row));
        cells += 1;
        if (!satisfies(res, row.expect[caller])) {
          failures.push(
            `${info.path} as ${caller}: expected ${row.expect[caller]}, got ${verdict(res)} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThanOrEqual(4 * Object.keys(ACCESS_MATRIX).length - 4);
  }, 120_000);

  it('every REST path answers each caller as its procedure row says', async () => {
    const failures: string[] = [];
    for (const route of restRoutes) {
      const row = ACCESS_MATRIX[route.procedure];
      if (!row) continue;
      for (const caller of CALLERS) {
        const res = await restCall(route, row.input?.(restWorld), await cookieFor(caller, row));
        if (!satisfies(res, row.expect[caller])) {
          failures.push(
            `${route.method} ${route.path} as ${caller}: expected ${row.expect[caller]}, got ${verdict(res)} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("the rows agree with each procedure's declared access (.meta)", () => {
    const levels: Record<string, Outcome> = { public: 'allowed', member: 401, admin: 401 };
    const wrong = allProcedures()
      .filter(
        (p) =>
          ACCESS_MATRIX[p.path] && ACCESS_MATRIX[p.path]?.expect.anonymous !== levels[p.access],
      )
      .map((p) => `${p.path} (${p.access})`);
    expect(wrong).toEqual([]);
    expect(procedureInfo('auth.profile' satisfies ProcedurePath).access).toBe('member');
  });
});
