import { seedLocalDefaults } from '@club/db';
import type { AuditEntityType } from '@club/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { get, post, registerMember, sessionCookie, startHarness, type Harness } from './harness';

// Shared set-up of the admin panel's API tests: the seeded club, an admin and members.

/** The harness clock is Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6). */
export const at = (local: string) => new Date(`${local}-06:00`).toISOString();

export interface AdminWorld {
  h: Harness;
  admin: string;
  adminId: number;
  bayIds: number[];
}

let admins = 0;
/** A fresh app on the seeded club, with a signed-in admin. */
export async function startAdminWorld(env: Record<string, string> = {}): Promise<AdminWorld> {
  const h = await startHarness({ RATE_LIMITS: 'off', ...env });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
  const bayIds = (await h.t.db.selectFrom('bays').select('id').orderBy('id').execute()).map(
    (b) => b.id,
  );
  const { admin, id } = await signInNewAdmin(h.app, h);
  return { h, admin, adminId: id, bayIds };
}

/** Another admin account, signed in. */
export async function signInNewAdmin(app: FastifyInstance, h: Harness) {
  admins += 1;
  const email = `desk${admins}@inside9golf.com`;
  await createOrPromoteAdmin(h.t.db, {
    email,
    password: 'front-desk-99',
    firstName: 'Dana',
    lastName: 'Desk',
  });
  const login = await post(app, '/api/login', { username: email, password: 'front-desk-99' });
  expect(login.statusCode).toBe(200);
  return { admin: sessionCookie(login), id: login.json<{ id: number }>().id, email };
}

/** A registered member: their cookie, e-mail and id. */
export async function newMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const m = await registerMember(app, overrides);
  const me = await get(app, '/api/user', m.cookie);
  return { ...m, id: me.json<{ id: number }>().id };
}

/** Any method, with a cookie and an optional JSON body. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The audit rows of one thing, oldest first (read from the table, as a dispute would). */
export async function auditRows(h: Harness, entityType: AuditEntityType, entityId: number) {
  return h.t.db
    .selectFrom('adminAuditLog')
    .selectAll()
    .where('entityType', '=', entityType)
    .where('entityId', '=', entityId)
    .orderBy('id')
    .execute();
}

/** An admin booking for a member on a bay, as the spec's client posts it (price and isPeak ignored). */
export function adminBook(
  w: AdminWorld,
  userId: number,
  bayId: number,
  start: string,
  minutes = 60,
) {
  const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
  return post(
    w.h.app,
    '/api/bookings',
    { userId, bayId, startTime: start, endTime: end, price: 1, isPeak: false },
    w.admin,
  );
}

/** Every bay taken at a time, by four members, then a fifth member on the waitlist. */
export async function fullSlotWithWaitlist(w: AdminWorld, start: string) {
  for (const bayId of w.bayIds) {
    const m = await newMember(w.h.app);
    expect((await adminBook(w, m.id, bayId, start)).statusCode).toBe(201);
  }
  const waiting = await newMember(w.h.app);
  const res = await post(
    w.h.app,
    '/api/bookings',
    { startTime: start, durationMinutes: 60, joinWaitlist: true },
    waiting.cookie,
  );
  expect(res.json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  return { waiting, waitlistedId: res.json<{ id: number }>().id };
}

/** Club Settings as the form sends them: the stored details, plus what the test changes. */
export async function saveClubSettings(w: AdminWorld, change: Record<string, unknown>) {
  const [location] = (await get(w.h.app, '/api/locations')).json<Record<string, unknown>[]>();
  // the form's fields only: what the location answers beyond them is left out, as an older client would
  const fields = ['name', 'address', 'city', 'state', 'zipCode', 'timeZone', 'phone', 'email'];
  const details = Object.fromEntries(
    Object.entries(location ?? {}).filter(([k]) => [...fields, 'membersOnly'].includes(k)),
  );
  const res = await call(w.h.app, 'PUT', '/api/admin/club', w.admin, { ...details, ...change });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}
