import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN, expect, newUser, type TestUser } from './fixtures';

/** Another member, signed in through the REST API in their own cookie jar. */
export interface ApiMember {
  user: TestUser;
  api: APIRequestContext;
}

export interface AvailableSlot {
  start: string;
  end: string;
  label: string;
  status: 'offPeak' | 'peak' | 'waitlist' | 'unavailable';
}

export interface ClubDay {
  /** 'YYYY-MM-DD' in the club's zone */
  date: string;
  /** '11/28/26', as the screens show a day */
  shown: string;
  /** 'Saturday 11/28/26', the day picker's name for it */
  longName: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (globalSetup).');
  return url;
}

/** Registers a new member via POST /api/register; the returned context is signed in as them. */
export async function registerMember(overrides: Partial<TestUser> = {}): Promise<ApiMember> {
  const api = await request.newContext({ baseURL: baseURL() });
  const user = newUser(overrides);
  const res = await api.post('/api/register', {
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      password: user.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { user, api };
}

/** The server's availability for a day and duration, as the booking screen gets it. */
export async function availability(
  api: APIRequestContext,
  date: string | undefined,
  durationMinutes = 60,
): Promise<{ bookableDays: string[]; slots: AvailableSlot[] }> {
  const input = { date: date ?? new Date().toISOString().slice(0, 10), durationMinutes };
  const res = await api.get(
    `/trpc/bookings.availability?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as {
    result: { data: { bookableDays: string[]; slots: AvailableSlot[] } };
  };
  return body.result.data;
}

/** The club day `offset` days from today (0 = today), taken from the server's bookable days. */
export async function clubDay(api: APIRequestContext, offset: number): Promise<ClubDay> {
  const { bookableDays } = await availability(api, undefined);
  const date = bookableDays[offset];
  if (!date) throw new Error(`No bookable day at offset ${offset}`);
  const [y = '', m = '', d = ''] = date.split('-');
  const weekday = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  const shown = `${Number(m)}/${Number(d)}/${y.slice(2)}`;
  return { date, shown, longName: `${WEEKDAYS[weekday] ?? ''} ${shown}` };
}

/** The slot starting at a local time label ('9:00 AM') on a day. */
export async function slotAt(
  api: APIRequestContext,
  date: string,
  label: string,
  durationMinutes = 60,
): Promise<AvailableSlot> {
  const { slots } = await availability(api, date, durationMinutes);
  const slot = slots.find((s) => s.label === label);
  if (!slot) throw new Error(`No slot ${label} on ${date}`);
  return slot;
}

/** Books a session via POST /api/bookings; answers the created booking. */
export async function bookViaApi(
  member: ApiMember,
  startTime: string,
  durationMinutes = 60,
  joinWaitlist = false,
): Promise<{
  id: number;
  status: string;
  bayName: string | null;
  waitlistPosition: number | null;
}> {
  const res = await member.api.post('/api/bookings', {
    data: { startTime, durationMinutes, joinWaitlist },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as {
    id: number;
    status: string;
    bayName: string | null;
    waitlistPosition: number | null;
  };
}

/** Cancels a booking via POST /api/bookings/{id}/cancel. */
export async function cancelViaApi(member: ApiMember, id: number): Promise<void> {
  const res = await member.api.post(`/api/bookings/${id}/cancel`);
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts a member on a plan as the admin does in Member Management (PUT /api/admin/users/{id}). */
export async function setPlanViaAdmin(
  baseURL: string,
  member: { id: number; user: TestUser },
  tier: 'starter' | 'pro' | 'elite',
): Promise<void> {
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  const res = await admin.put(`/api/admin/users/${member.id}`, {
    data: {
      firstName: member.user.firstName,
      lastName: member.user.lastName,
      email: member.user.email,
      phone: null,
      role: 'customer',
      membershipType: tier,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
}
