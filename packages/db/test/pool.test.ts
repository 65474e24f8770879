import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import os from 'node:os';
import { defaultPoolSize, kyselyFor } from '../src/engine';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
});
afterAll(() => t.drop());

describe('the connection pool', () => {
  it('outlives the server ending its idle connections, and reconnects', async () => {
    // two connections open, then idle in the pool
    await Promise.all([sql`select pg_sleep(0.05)`.execute(t.db), sql`select 1`.execute(t.db)]);
    const ours = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
    // the server ends every other connection to this database (as a restart or shutdown would)
    const ended = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(t.db);
    expect(ended.rows[0]?.n).toBeGreaterThan(0);
    expect(ours.rows[0]?.pid).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    // the process is still here (an unheard pool error would have ended it) and queries work
    const again = await Promise.all(
      [1, 2, 3].map((n) => sql<{ n: number }>`select ${n}::int as n`.execute(t.db)),
    );
    expect(again.map((r) => r.rows[0]?.n)).toEqual([1, 2, 3]);
  });

  it('keeps at most its size of connections; by default twice the cores plus one', async () => {
    expect(defaultPoolSize()).toBe(os.availableParallelism() * 2 + 1);
    const small = kyselyFor(t.url, 2);
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(small),
        ),
      );
      expect(new Set(pids.map((r) => r.rows[0]?.pid)).size).toBe(2);
    } finally {
      await small.destroy();
    }
  });
});
