import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isStalePlan, preparingPool } from '../src/prepared';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let t: TestDatabase;
let db: Kysely<unknown>;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  // one connection, so every statement below meets the plans the one before prepared
  db = new Kysely({
    dialect: new PostgresDialect({
      pool: preparingPool(new pg.Pool({ connectionString: t.url, max: 1 })),
    }),
  });
  await sql`create table probe (id int primary key, name text)`.execute(db);
  await sql`insert into probe values (1, 'one')`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await t.drop();
});

const read = () => sql<Record<string, unknown>>`select * from probe where id = ${1}`.execute(db);
const prepared = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db))
    .rows[0]?.n;

describe('prepared statements', () => {
  it('fail once when a migration changes their columns, then are prepared again', async () => {
    expect((await read()).rows).toEqual([{ id: 1, name: 'one' }]);
    expect(await prepared()).toBe(1);

    await sql`alter table probe add column note text`.execute(db);
    const stale = await read().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(stale).toBeInstanceOf(pg.DatabaseError);
    expect(stale).toMatchObject({ code: '0A000', routine: 'RevalidateCachedQuery' });
    expect(isStalePlan(stale)).toBe(true);

    // a new name: the statement is prepared again with the new column
    expect((await read()).rows).toEqual([{ id: 1, name: 'one', note: null }]);
    expect(await prepared()).toBe(2);
  });

  it("leave the names as they are on another 0A000 (a query's own fault)", async () => {
    await read();
    const before = await prepared();
    const unsupported = await sql`select count(*) from probe where id = ${1} for update`
      .execute(db)
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(unsupported).toMatchObject({ code: '0A000' });
    expect(isStalePlan(unsupported)).toBe(false);
    // the read runs on its prepared statement: nothing prepared again
    await read();
    expect(await prepared()).toBe(before);
  });
});
