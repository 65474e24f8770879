import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The club waiver's switch set through Club Settings' API (PUT /api/admin/club), as the form
 * saves it: the stored details, with `waiverEnabled`. `admin` is signed in as an admin. The
 * switch is club-wide: only a club of its own (ownClubTest) turns it on.
 */
export async function setClubWaiver(admin: APIRequestContext, on: boolean): Promise<void> {
  const [location] = (await (await admin.get('/api/locations')).json()) as Record<
    string,
    unknown
  >[];
  const fields = ['name', 'address', 'city', 'state', 'zipCode', 'timeZone', 'phone', 'email'];
  const details = Object.fromEntries(
    Object.entries(location ?? {}).filter(([k]) => [...fields, 'membersOnly'].includes(k)),
  );
  const res = await admin.put('/api/admin/club', { data: { ...details, waiverEnabled: on } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The member (signed in on `member`) accepts the current waiver, as "I agree" sends it. */
export async function acceptClubWaiver(member: APIRequestContext): Promise<void> {
  const { version } = (await (await member.get('/api/waiver')).json()) as { version: number };
  const res = await member.post('/api/waiver/accept', { data: { version } });
  expect(res.status(), await res.text()).toBe(200);
}
