import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerMember, startHarness, type Harness } from './harness';
import { call, makeLeague } from './league-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

/** RFC 5545 content lines: a CRLF followed by a space or tab continues the line before. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** Mondays 6-8 PM from 2027-02-22 to 2027-03-15: the season crosses the spring-forward change. */
const SPRING = {
  name: 'Spring Forward League',
  startDate: '2027-02-22',
  // four weeks, four nights (the end date closes the season); spring forward is 2027-03-14
  endDate: '2027-03-22',
  durationWeeks: 4,
  capacity: 8,
};

describe('registration confirmation e-mail', () => {
  it('lists every match date and attaches the nights as an .ics, 6 PM local on both sides of the change', async () => {
    const leagueId = await makeLeague(h, SPRING);
    const m = await registerMember(h.app, { firstName: 'Lee' });
    expect(
      (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId })).statusCode,
    ).toBe(201);

    const mail = await h.mail.waitFor(m.email, /You're registered: Spring Forward League/);
    expect(mail.text).toContain('Hi Lee');
    expect(mail.text).toContain('When: Mondays, 4 weeks, 6:00 PM – 8:00 PM');
    for (const day of ['2/22/27', '3/1/27', '3/8/27', '3/15/27'])
      expect(mail.text).toContain(`- Mon ${day}, 6:00 PM – 8:00 PM`);
    expect(mail.text).not.toContain('3/22/27'); // the end date is no match night
    expect(mail.text).toContain('Fee: $99 (cash)');

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe(`league-${leagueId}.ics`);
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const lines = unfold(ics?.content ?? '');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines.filter((l) => l.startsWith('DTSTART;TZID'))).toEqual([
      'DTSTART;TZID=America/Chicago:20270222T180000',
      'DTSTART;TZID=America/Chicago:20270301T180000',
      'DTSTART;TZID=America/Chicago:20270308T180000',
      'DTSTART;TZID=America/Chicago:20270315T180000',
    ]);
    expect(lines).toContain('SUMMARY:Spring Forward League – league night');
  });

  it('a scramble registration names the team and the partner', async () => {
    const leagueId = await makeLeague(h, {
      ...SPRING,
      name: 'Pairs Mail',
      teamType: 'scramble',
      dayOfWeek: 2,
      startDate: '2027-02-23',
      endDate: '2027-03-16',
    });
    const m = await registerMember(h.app);
    const team = {
      player1Name: 'Pat Partner',
      player1Email: 'pat@example.com',
      player2Name: 'Me Me',
      player2Email: m.email,
    };
    expect(
      (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId, ...team })).statusCode,
    ).toBe(201);
    const mail = await h.mail.waitFor(m.email, /You're registered: Pairs Mail/);
    expect(mail.text).toContain('Team: #1 with Pat Partner');
  });
});

describe('calendar feed', () => {
  it("has the member's league nights, and not those of leagues they are not in", async () => {
    const mine = await makeLeague(h, {
      ...SPRING,
      name: 'Feed League',
      dayOfWeek: 3,
      startDate: '2027-02-24',
      endDate: '2027-03-24',
    });
    await makeLeague(h, {
      ...SPRING,
      name: 'Other League',
      dayOfWeek: 5,
      startDate: '2027-02-26',
      endDate: '2027-03-19',
    });
    const m = await registerMember(h.app);
    expect(
      (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId: mine })).statusCode,
    ).toBe(201);
    const feedUrl = (await get(h.app, '/trpc/bookings.calendarFeed', m.cookie)).json().result.data
      .url as string;
    const res = await get(h.app, new URL(feedUrl).pathname);
    expect(res.statusCode).toBe(200);
    const lines = unfold(res.body);
    const uids = lines.filter((l) => l.startsWith('UID:league-'));
    expect(uids).toHaveLength(4);
    expect(uids[0]).toBe(`UID:league-${mine}-2027-02-24@localhost:3000`);
    expect(lines).toContain('SUMMARY:Feed League – league night');
    expect(lines.some((l) => l.includes('Other League'))).toBe(false);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20270317T180000');
  });
});
