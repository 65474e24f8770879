import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, registerMember, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

// The harness clock: Monday 2026-11-23, 9:00 AM in San Antonio (CST, UTC-6).
const at = (local: string) => new Date(`${local}-06:00`).toISOString();

function book(
  cookie: string,
  startTime: string,
  durationMinutes = 60,
  extra: Record<string, unknown> = {},
) {
  return post(h.app, '/api/bookings', { startTime, durationMinutes, ...extra }, cookie);
}

/** The member's feed, fetched the way a calendar app does: through the private URL. */
async function feedOf(cookie: string): Promise<string> {
  const feed = await h.app.inject({
    method: 'GET',
    url: '/trpc/bookings.calendarFeed',
    headers: { cookie },
  });
  const res = await get(h.app, new URL(feed.json().result.data.url).pathname);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/calendar/);
  return res.body;
}

/** RFC 5545 content lines: a CRLF followed by a space or tab continues the line before. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendar feed', () => {
  it('gives local times in the club zone with its VTIMEZONE, escapes text and folds long lines', async () => {
    const longName =
      'Bay 1; the "TrackMan" suite, by the bar, with a name long enough to be folded';
    const bay = await h.t.db
      .selectFrom('bays')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await h.t.db.updateTable('bays').set({ name: longName }).where('id', '=', bay.id).execute();
    const { cookie } = await registerMember(h.app, { firstName: 'Jo, Jr; Ann' });
    expect((await book(cookie, at('2026-12-04T10:00:00'), 90)).statusCode).toBe(201);

    const ics = await feedOf(cookie);
    // CRLF only, and no physical line longer than 75 octets
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const lines = unfold(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20261204T100000');
    expect(lines).toContain('DTEND;TZID=America/Chicago:20261204T113000');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(
      'SUMMARY:Golf simulator – Bay 1\\; the "TrackMan" suite\\, by the bar\\, with a name long enough to be folded',
    );
    expect(lines).toContain("X-WR-CALNAME:Inside 9 – Jo\\, Jr\\; Ann's bookings");
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toBe('DTSTAMP:20261123T150000Z');

    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(tz).toContain('TZID:America/Chicago');
    // central standard and daylight time, so a calendar can place events on either side of a change
    expect(tz).toEqual(
      expect.arrayContaining([
        'BEGIN:STANDARD',
        'TZOFFSETTO:-0600',
        'BEGIN:DAYLIGHT',
        'TZOFFSETTO:-0500',
      ]),
    );
  });

  it('marks a waitlisted booking tentative and leaves a cancelled one out', async () => {
    const start = at('2026-12-02T09:00:00');
    // take every bay at that time
    for (let i = 0; i < 10; i++) {
      const holder = await registerMember(h.app);
      if ((await book(holder.cookie, start)).statusCode !== 201) break;
    }
    const { cookie } = await registerMember(h.app);
    const waiting = await book(cookie, start, 60, { joinWaitlist: true });
    expect(waiting.json()).toMatchObject({ status: 'waitlisted' });
    const other = await book(cookie, at('2026-12-03T09:00:00'));
    expect(other.statusCode).toBe(201);
    expect(
      (await post(h.app, `/api/bookings/${other.json().id}/cancel`, undefined, cookie)).statusCode,
    ).toBe(200);

    const lines = unfold(await feedOf(cookie));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20261202T090000');
    expect(lines).toContain('SUMMARY:Golf simulator (waitlisted)');
    expect(lines).toContain('STATUS:TENTATIVE');
  });

  it('answers 404 for a token that is no one’s', async () => {
    expect((await get(h.app, '/api/calendar/not-a-real-token-at-all-xx.ics')).statusCode).toBe(404);
  });
});
