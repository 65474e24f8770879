import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';

// A visit keeps a member signed in for 30 more days, but the session row is rewritten at most
// once a day (not on every answer, which cost a database write per request).
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
});
afterAll(() => h.close());

const DAY_MS = 86_400_000;

/** The stored session id behind a cookie header (`club.sid=<id>.<signature>`). */
function sidOf(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
}

async function storedExpiry(cookie: string): Promise<number> {
  const row = await h.t.db
    .selectFrom('sessions')
    .select('expiresAt')
    .where('sid', '=', sidOf(cookie))
    .executeTakeFirstOrThrow();
  return row.expiresAt.getTime();
}

describe('session renewal', () => {
  it('a session renewed today is not rewritten, and no cookie is re-sent', async () => {
    const { cookie } = await registerMember(h.app);
    const before = await storedExpiry(cookie);
    const res = await get(h.app, '/api/user', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'club.sid')).toBeUndefined();
    expect(await storedExpiry(cookie)).toBe(before);
  });

  it('a session last renewed over a day ago gets 30 days from now, in the row and the cookie', async () => {
    const { cookie } = await registerMember(h.app);
    // the member last came 20 days ago: 10 days are left on the session
    const row = await h.t.db
      .selectFrom('sessions')
      .select('data')
      .where('sid', '=', sidOf(cookie))
      .executeTakeFirstOrThrow();
    const data = { ...(row.data as Record<string, unknown>), renewedAt: Date.now() - 20 * DAY_MS };
    await h.t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() + 10 * DAY_MS), data: JSON.stringify(data) })
      .where('sid', '=', sidOf(cookie))
      .execute();
    expect(await storedExpiry(cookie)).toBeLessThan(Date.now() + 11 * DAY_MS);
    const res = await get(h.app, '/api/user', cookie);
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === 'club.sid');
    const thirtyDays = Date.now() + 30 * DAY_MS;
    expect(renewed?.expires?.getTime()).toBeGreaterThan(thirtyDays - 60_000);
    expect(await storedExpiry(cookie)).toBeGreaterThan(thirtyDays - 60_000);
    // and the member is still the same member on the renewed session
    expect((await get(h.app, '/api/user', cookie)).json()).toMatchObject({
      id: expect.any(Number),
    });
  });
});
