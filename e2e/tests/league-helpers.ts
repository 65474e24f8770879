import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, expect, newUser, type TestUser } from '../support/fixtures';

// Shared by the league browser tests. Each test makes its own leagues through the API on its own
// weekday and hours (one bay), so tests running side by side never clash with each other, with the
// seeded Monday/Wednesday/Thursday evening leagues, or with bookings of the next 14 days (the
// bands of support/time-bands.md).

const ZONE = 'America/Chicago';

/** The club's local day `offset` days from today, 'YYYY-MM-DD'. */
export function clubDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** The first `dayOfWeek` (0 = Sunday) at least `minDays` days from the club's today. */
export function weekdayFrom(dayOfWeek: number, minDays: number): string {
  for (let i = minDays; i < minDays + 7; i++) {
    const day = clubDay(i);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === dayOfWeek) return day;
  }
  throw new Error('unreachable');
}

/** 'YYYY-MM-DD' as the screens show it: '3/9/27'. */
export function shortDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${Number(m)}/${Number(d)}/${String(y).slice(2)}`;
}

export async function adminClient(baseURL: string): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL });
  const res = await ctx.post('/api/login', {
    data: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/** A member registered through the API with a client of their own. */
export async function memberClient(baseURL: string, firstName: string) {
  const user = newUser({ firstName, lastName: `League${Date.now().toString(36).slice(-4)}` });
  const ctx = await apiRequest.newContext({ baseURL });
  const res = await ctx.post('/trpc/auth.register', { data: { ...user } });
  expect(res.status(), await res.text()).toBe(200);
  const me = (await (await ctx.get('/api/user')).json()) as { id: number };
  return { ...user, id: me.id, ctx, name: `${user.firstName} ${user.lastName}` };
}

export interface LeagueJson {
  id: number;
  name: string;
  matchDates: string[];
  status: string;
}

/** Creates a league as the admin (POST /api/leagues): weekly for `weeks` from `startDate`, one bay. */
export async function createLeague(
  admin: APIRequestContext,
  league: {
    name: string;
    startDate: string;
    startTime: string;
    endTime: string;
    weeks?: number;
  } & Record<string, unknown>,
): Promise<LeagueJson> {
  const location = (
    (await (await admin.get('/api/locations')).json()) as { id: number; name: string }[]
  )[0];
  const weeks = league.weeks ?? 3;
  const end = new Date(`${league.startDate}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + weeks * 7);
  const res = await admin.post('/api/leagues', {
    data: {
      description: 'Made by the browser tests',
      location: location?.name,
      locationId: location?.id,
      format: 'league',
      teamType: 'individual',
      gameType: 'lowscore',
      dayOfWeek: new Date(`${league.startDate}T12:00:00Z`).getUTCDay(),
      durationWeeks: weeks,
      endDate: end.toISOString().slice(0, 10),
      capacity: 12,
      numberofBays: 1,
      fee: 75,
      ...league,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as LeagueJson;
}

/** Registers a member for a league through the API. */
export async function registerViaApiFor(
  ctx: APIRequestContext,
  leagueId: number,
  extra: Record<string, unknown> = {},
) {
  const res = await ctx.post('/api/leagues/register', { data: { leagueId, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A league's card on /leagues. */
export function leagueCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

export type Member = TestUser & { id: number; ctx: APIRequestContext; name: string };
