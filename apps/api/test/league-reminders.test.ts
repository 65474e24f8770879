import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, startHarness, type Harness } from './harness';
import { call, makeLeague } from './league-support';
import { sweepWith as sweepProcesses } from './reminder-support';

// The reminder the day before each league night (issue 25): queued once per night per registered
// member through the mail outbox, however many API processes sweep at the same moment; with the
// night's own bays when two leagues share it; never to a member who switched reminders off.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

/** Processes whose league reminder jobs run at the same moment, then stop. */
const sweepWith = (processes: number) => sweepProcesses(h, processes, 'league-reminders');

async function remindersTo(email: string): Promise<string[]> {
  const rows = await h.t.db
    .selectFrom('mailOutbox')
    .select('subject')
    .where('recipient', '=', email)
    .where('subject', 'like', 'League night tomorrow:%')
    .execute();
  return rows.map((r) => r.subject);
}

describe('the league night reminder', () => {
  it('goes to each registered member once, the day before, with the night’s own bays, across three processes', async () => {
    const bays = await h.t.db.selectFrom('bays').select(['id', 'name']).orderBy('id').execute();
    // two leagues on Saturdays 12/5 and 12/12, 6-8 PM, one bay each
    const saturday = {
      startDate: '2026-12-05',
      endDate: '2026-12-19',
      dayOfWeek: 6,
      durationWeeks: 2,
      capacity: 8,
    };
    const first = await makeLeague(h, { ...saturday, name: 'Saturday Strokes' });
    const second = await makeLeague(h, { ...saturday, name: 'Saturday Match' });
    const [a, b, c, gone, quiet] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => registerMember(h.app)),
    );
    if (!a || !b || !c || !gone || !quiet) throw new Error('five members expected');
    for (const [m, id] of [
      [a, first],
      [b, first],
      [gone, first],
      [quiet, first],
      [c, second],
    ] as const) {
      expect(
        (await call(h, 'POST', '/api/leagues/register', m.cookie, { leagueId: id })).statusCode,
      ).toBe(201);
    }
    expect((await call(h, 'POST', `/api/leagues/${first}/withdraw`, gone.cookie)).statusCode).toBe(
      200,
    );
    // reminders switched off in the Profile tab
    const off = await call(h, 'PUT', '/api/user/profile', quiet.cookie, {
      firstName: 'Quiet',
      lastName: 'Player',
      bookingReminders: false,
    });
    expect(off.statusCode, off.body).toBe(200);

    // a minute more than a day before the first night (6 PM CST = 00:00 UTC): not yet
    h.clock.now = new Date('2026-12-04T23:59:00Z');
    await sweepWith(1);
    expect(await remindersTo(a.email)).toEqual([]);

    // the day before: three processes sweep at once
    h.clock.now = new Date('2026-12-05T00:30:00Z');
    await sweepWith(3);
    expect(await remindersTo(a.email)).toEqual(['League night tomorrow: Saturday Strokes']);
    expect(await remindersTo(b.email)).toEqual(['League night tomorrow: Saturday Strokes']);
    expect(await remindersTo(c.email)).toEqual(['League night tomorrow: Saturday Match']);
    expect(await remindersTo(gone.email)).toEqual([]);
    expect(await remindersTo(quiet.email)).toEqual([]);

    const mail = await h.mail.waitFor(a.email, /League night tomorrow: Saturday Strokes/);
    expect(mail.text).toContain('When: Saturday 12/5/26, 6:00 PM – 8:00 PM');
    expect(mail.text).toContain(`Bay: ${bays[3]?.name ?? '?'}`);
    const other = await h.mail.waitFor(c.email, /League night tomorrow: Saturday Match/);
    expect(other.text).toContain(`Bay: ${bays[2]?.name ?? '?'}`);

    // a later sweep finds nothing new; the next week's night comes a week later
    await sweepWith(1);
    expect(await remindersTo(a.email)).toHaveLength(1);
    h.clock.now = new Date('2026-12-12T00:30:00Z');
    await sweepWith(2);
    expect(await remindersTo(a.email)).toHaveLength(2);
  });
});
