import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { batchedTransaction, enableBatching, statement, type BatchTx } from '../src/batch';
import { preparingPool, StatementNames } from '../src/prepared';
import type { DB } from '../src/schema';
import { createTestDatabase, type TestDatabase } from '../src/testing';

// A batched transaction (src/batch.ts) sends its statements together: it must answer and commit
// exactly as one statement at a time would, in fewer round trips.
let t: TestDatabase;
let db: Kysely<DB>;
let pool: pg.Pool;
/** Round trips so far: each ends with one ReadyForQuery from the server. */
let trips = 0;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  // one connection: every transaction below meets the statements its predecessors prepared
  pool = new pg.Pool({ connectionString: t.url, max: 1 });
  pool.on('connect', (client) => {
    (client as unknown as { connection: pg.Connection }).connection.on('readyForQuery', () => {
      trips++;
    });
  });
  const names = new StatementNames();
  const plugins = [new CamelCasePlugin()];
  db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, names) }),
    plugins,
  });
  enableBatching(db, { pool, names, plugins });
  await sql`create table scratch (id int primary key, some_name text)`.execute(t.db);
});
afterAll(async () => {
  await db.destroy();
  // Kysely ends the pool only when it ran a query of its own (these tests send only batches)
  if (!pool.ended) await pool.end();
  await t.drop();
});
beforeEach(async () => {
  await sql`truncate scratch`.execute(t.db);
});

const insert = (id: number, name: string) =>
  statement(
    sql`insert into scratch (id, some_name) values (${id}, ${name}) returning *`.compile(db),
    (rows) => rows[0],
  );
const names = () =>
  statement(sql`select some_name from scratch where id > ${0} order by id`.compile(db), (rows) =>
    rows.map((r) => r.someName),
  );
const stored = async () =>
  (await sql<{ id: number }>`select id from scratch order by id`.execute(t.db)).rows.map(
    (r) => r.id,
  );

/** Reads, then writes and commits: two calls of the batched transaction. */
const readThenWrite = (id: number) =>
  batchedTransaction(db, async (tx) => {
    const [before] = await tx.run(names());
    const [row] = await tx.commitWith(insert(id, `name ${id}`));
    return { before, row };
  });

describe('batched transactions', () => {
  it('sends BEGIN with the first statements and COMMIT with the last: two round trips', async () => {
    await readThenWrite(1); // prepares its statements on the connection, one at a time
    const start = trips;
    const second = await readThenWrite(2);
    expect(trips - start).toBe(2);
    // answers in order, with the rows in camelCase as every other read
    expect(second).toEqual({ before: ['name 1'], row: { id: 2, someName: 'name 2' } });
    expect(await stored()).toEqual([1, 2]);
  });

  it('answers several statements of one call in the order they were given', async () => {
    await readThenWrite(1);
    const answers = await batchedTransaction(db, (tx) =>
      tx.commitWith(insert(5, 'five'), names(), insert(6, 'six'), names()),
    );
    expect(answers).toEqual([
      { id: 5, someName: 'five' },
      ['name 1', 'five'],
      { id: 6, someName: 'six' },
      ['name 1', 'five', 'six'],
    ]);
  });

  it('a statement sent behind a lock reads what the lock holder committed before it let go', async () => {
    await readThenWrite(1);
    const lock = statement(
      sql`select pg_advisory_xact_lock(${7}::int, ${7}::int)`.compile(db),
      () => 0,
    );
    const count = statement(
      sql<{ n: number }>`select count(*)::int as n from scratch where id > ${0}`.compile(db),
      (rows) => (rows[0] as { n: number }).n,
    );
    // a second pool: the holder and the waiter need a connection each
    const holders = new pg.Pool({ connectionString: t.url, max: 1 });
    const holder = await holders.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(7, 7)');
    const waiter = batchedTransaction(db, (tx: BatchTx) => tx.run(lock, count));
    await new Promise((r) => setTimeout(r, 200)); // the waiter's statements are at the server
    await holder.query(`insert into scratch (id, some_name) values (40, 'forty')`);
    await holder.query('commit');
    holder.release();
    await holders.end();
    expect((await waiter)[1]).toBe(2);
  });

  it('a statement that fails rolls the whole transaction back, and the connection serves on', async () => {
    await readThenWrite(1);
    const failing = batchedTransaction(db, async (tx) => {
      await tx.run(insert(2, 'two'));
      return tx.commitWith(insert(3, 'three'), insert(1, 'again'), insert(4, 'four'));
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await stored()).toEqual([1]);
    await readThenWrite(9);
    expect(await stored()).toEqual([1, 9]);
  });

  it('a COMMIT that fails is reported, keeps nothing, and the next transaction gets a working connection', async () => {
    await sql`create table scratch_deferred (id int unique deferrable initially deferred)`.execute(
      t.db,
    );
    const put = (id: number) =>
      statement(sql`insert into scratch_deferred values (${id})`.compile(db), () => null);
    // the duplicate is found only at COMMIT (a deferred constraint)
    await expect(batchedTransaction(db, (tx) => tx.run(put(1), put(1)))).rejects.toMatchObject({
      code: '23505',
    });
    const kept = await sql<{ n: number }>`select count(*)::int as n from scratch_deferred`.execute(
      t.db,
    );
    expect(kept.rows[0]?.n).toBe(0);
    await readThenWrite(4);
    expect(await stored()).toEqual([4]);
  });

  it('work that throws is rolled back; work that answers without committing is committed', async () => {
    await expect(
      batchedTransaction(db, async (tx) => {
        await tx.run(insert(2, 'two'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await stored()).toEqual([]);
    await batchedTransaction(db, (tx) => tx.run(insert(3, 'three')));
    expect(await stored()).toEqual([3]);
  });

  it('a prepared statement gone stale under a migration fails once, then is prepared again', async () => {
    await sql`create table scratch_wide (id int primary key)`.execute(t.db);
    await sql`insert into scratch_wide values (1)`.execute(t.db);
    const all = statement(
      sql`select * from scratch_wide where id = ${1}`.compile(db),
      (rows) => rows,
    );
    const readAll = () => batchedTransaction(db, (tx) => tx.run(all));
    await readAll(); // prepared here
    expect(await readAll()).toEqual([[{ id: 1 }]]); // batched
    await sql`alter table scratch_wide add column note text default 'x'`.execute(t.db);
    await expect(readAll()).rejects.toThrow(/cached plan must not change result type/);
    expect(await readAll()).toEqual([[{ id: 1, note: 'x' }]]);
  });
});
