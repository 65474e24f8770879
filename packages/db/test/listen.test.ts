import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listenForChanges, listenRetryMs } from '../src/listen';
import { seedLocalDefaults } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// Every change an API process keeps in memory is announced on `club_changes` when it commits
// (migration 0005), and a listener that lost its connection listens again and says so.
let t: TestDatabase;
const heard: string[] = [];
let reconnects = 0;
let stop: () => Promise<void>;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  await seedLocalDefaults(t.db, { today: '2026-11-23' });
  stop = await listenForChanges(t.url, {
    onMessage: (m) => heard.push(m),
    onReconnect: () => reconnects++,
  });
});
afterAll(async () => {
  await stop();
  await t.drop();
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('change notices', () => {
  it('announces a user change, a live session ended and a bay change, at commit', async () => {
    const user = await t.db
      .insertInto('users')
      .values({
        username: 'l',
        email: 'l@example.com',
        passwordHash: 'x',
        firstName: 'L',
        lastName: 'L',
        hoursRemaining: '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    heard.length = 0;
    const future = new Date(Date.now() + 60_000);
    await t.db
      .insertInto('sessions')
      .values([
        { sid: 'live', userId: user.id, data: '{}', expiresAt: future },
        { sid: 'gone', userId: user.id, data: '{}', expiresAt: new Date(0) },
      ])
      .execute();
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ firstName: 'Changed' })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('sessions').execute();
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]); // nothing before the commit
    });
    const bay = await t.db.selectFrom('bays').select(['id', 'isActive']).executeTakeFirstOrThrow();
    await t.db
      .updateTable('bays')
      .set({ isActive: !bay.isActive })
      .where('id', '=', bay.id)
      .execute();
    const wanted = [`user:${user.id}`, 'session:live', 'club'];
    expect(await until(() => wanted.every((m) => heard.includes(m)))).toBe(true);
    expect(heard).not.toContain('session:gone'); // an expired session no longer counts
  });

  it('listens again after losing its connection, and reports it (messages may have been missed)', async () => {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = 'club-listen' and datname = current_database()`.execute(
      t.db,
    );
    expect(await until(() => reconnects === 1)).toBe(true);
    heard.length = 0;
    await t.db.updateTable('locations').set({ name: 'Renamed' }).execute();
    expect(await until(() => heard.includes('club'))).toBe(true);
  });
});

describe('listening again', () => {
  it.each([
    [1, 100],
    [2, 200],
    [5, 1600],
    [8, 10_000],
    [50, 10_000],
  ])('waits longer after each failed try: try %i after %i ms', (attempt, ms) => {
    expect(listenRetryMs(attempt)).toBe(ms);
  });
});
