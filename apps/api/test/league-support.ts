import { insertLeague, type NewLeague } from '@club/db';
import { createOrPromoteAdmin } from '../src/services/account/admin-accounts';
import { post, sessionCookie, type Harness } from './harness';

// Shared by the league API tests: an admin session, and leagues written straight to the table
// (the create call has its own tests; these need leagues in the past, full, cancelled, …).

let admins = 0;
/** A fresh admin's session cookie. */
export async function adminCookie(h: Harness): Promise<string> {
  admins += 1;
  const email = `league-admin${admins}-${Date.now()}@example.com`;
  await createOrPromoteAdmin(h.t.db, { email, password: 'league-admin-secret' });
  const res = await post(h.app, '/api/login', { username: email, password: 'league-admin-secret' });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** A league at the first location; defaults: individual lowest score, Mondays 6-8 PM, 2 places. */
export async function makeLeague(h: Harness, overrides: Partial<NewLeague> = {}): Promise<number> {
  const location = await h.t.db
    .selectFrom('locations')
    .select(['id', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await h.t.db.transaction().execute((trx) =>
    insertLeague(trx, {
      name: 'Test League',
      description: 'For the tests',
      locationId: location.id,
      location: location.name,
      startDate: '2026-11-30',
      endDate: '2027-01-11',
      dayOfWeek: 1,
      startTime: '18:00:00',
      endTime: '20:00:00',
      durationWeeks: 6,
      capacity: 2,
      feeCents: 9900,
      numBays: 1,
      ...overrides,
    }),
  );
  return row.id;
}

/** `/api/leagues/...` with a JSON body and an optional session. */
export function call(
  h: Harness,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return h.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
