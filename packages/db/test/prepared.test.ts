import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// Statements with parameters are prepared once per connection (src/prepared.ts).
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
});
afterAll(() => t.drop());

describe('prepared statements', () => {
  it('runs a query with parameters as a named statement, prepared once per connection', async () => {
    const names = await t.db.connection().execute(async (conn) => {
      for (let i = 0; i < 3; i++) {
        const row = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(conn);
        expect(row.rows[0]?.n).toBe(i + 1);
      }
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(conn);
      return prepared.rows;
    });
    const mine = names.filter((r) => r.statement.includes('::int + 1 as n'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^club_[0-9a-f]{24}_\d+$/);
  });

  it('a statement gone stale under a migration fails once, then is prepared again', async () => {
    await sql`create table scratch (id int primary key)`.execute(t.db);
    await sql`insert into scratch values (1)`.execute(t.db);
    const read = (conn: typeof t.db) =>
      sql<{ id: number; note?: string }>`select * from scratch where id = ${1}`.execute(conn);
    await t.db.connection().execute(async (conn) => {
      expect((await read(conn)).rows).toEqual([{ id: 1 }]);
      // another process migrates: the prepared `select *` no longer matches the table
      await sql`alter table scratch add column note text default 'x'`.execute(t.db);
      await expect(read(conn)).rejects.toThrow(/cached plan must not change result type/);
      expect((await read(conn)).rows).toEqual([{ id: 1, note: 'x' }]);
    });
  });
});
