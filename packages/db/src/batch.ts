import type { CompiledQuery, Kysely, KyselyPlugin, UnknownRow } from 'kysely';
import pg from 'pg';
import { isStalePlanError, type StatementNames } from './prepared';
import type { DB } from './schema';

type Database = Kysely<DB>;

/**
 * One statement of a batched transaction: the compiled query (Kysely's, with its plugins applied)
 * and how its rows become the caller's answer. Repositories make them; only `BatchTx` runs them.
 */
export interface Statement<T> {
  readonly query: CompiledQuery;
  readonly answer: (rows: UnknownRow[]) => T;
}

export function statement<T>(
  query: CompiledQuery,
  answer: (rows: UnknownRow[]) => T,
): Statement<T> {
  return { query, answer };
}

/** The same statement with its answer carried on (a service shapes what a repository read). */
export function mapStatement<T, U>(s: Statement<T>, f: (answer: T) => U): Statement<U> {
  return { query: s.query, answer: (rows) => f(s.answer(rows)) };
}

/** A statement run on its own, outside a batch (as Kysely runs any query, plugins and all). */
export async function executeStatement<T>(db: Kysely<DB>, s: Statement<T>): Promise<T> {
  return s.answer((await db.executeQuery<UnknownRow>(s.query)).rows);
}

type Answers<S extends readonly Statement<unknown>[]> = {
  -readonly [K in keyof S]: S[K] extends Statement<infer T> ? T : never;
};

/**
 * A transaction whose statements travel together: `run` sends its statements in one message and
 * waits once (BEGIN goes with the first), `commitWith` sends its statements with COMMIT. Each
 * statement still runs on its own snapshot, after the one before it has finished (a read sent
 * behind a lock sees what the lock's previous holder committed). An error stops the statements
 * behind it, and the transaction is rolled back.
 */
export interface BatchTx {
  run<S extends readonly Statement<unknown>[]>(...statements: S): Promise<Answers<S>>;
  commitWith<S extends readonly Statement<unknown>[]>(...statements: S): Promise<Answers<S>>;
}

interface Batching {
  pool: pg.Pool;
  names: StatementNames;
  plugins: readonly KyselyPlugin[];
}
const batchings = new WeakMap<Database, Batching>();

/** Lets `batchedTransaction` reach the pool under a Kysely instance (kyselyFor does this). */
export function enableBatching(db: Database, batching: Batching): void {
  batchings.set(db, batching);
}

/**
 * Runs `work` in one transaction on one connection, its statements sent in as few round trips as
 * it asks for. It commits when `work` answers without having committed, and rolls back when it
 * throws (or its commit failed). A member's booking is two round trips this way instead of five.
 */
export async function batchedTransaction<R>(
  db: Database,
  work: (tx: BatchTx) => Promise<R>,
): Promise<R> {
  const batching = batchings.get(db);
  if (!batching) throw new Error('batchedTransaction needs a database made by kyselyFor');
  const client = await batching.pool.connect();
  // where the transaction stands (an object: the closures below change it)
  const tx: { state: 'before' | 'open' | 'ended' } = { state: 'before' };
  let lost: Error | undefined;
  const end = async (text: 'commit' | 'rollback') => {
    tx.state = 'ended';
    try {
      await sendWires(client, batching.names, [{ text, values: [] }]);
    } catch (err) {
      lost = err instanceof Error ? err : new Error(String(err));
      throw err;
    }
  };
  const send = async (statements: readonly Statement<unknown>[], commit: boolean) => {
    if (tx.state === 'ended') throw new Error('The transaction has already ended');
    const begins = tx.state === 'before';
    tx.state = 'open';
    const wires: Wire[] = [
      ...(begins ? [{ text: 'begin', values: [] }] : []),
      ...statements.map((s) => ({ text: s.query.sql, values: [...s.query.parameters] })),
      ...(commit ? [{ text: 'commit', values: [] }] : []),
    ];
    const results = await sendWires(client, batching.names, wires);
    if (commit) tx.state = 'ended';
    const offset = begins ? 1 : 0;
    return Promise.all(
      statements.map(async (s, i) => {
        let result = { rows: results[offset + i] ?? [] };
        for (const plugin of batching.plugins)
          result = await plugin.transformResult({ queryId: s.query.queryId, result });
        return s.answer(result.rows);
      }),
    );
  };
  try {
    const answer = await work({
      run: (...s) => send(s, false) as never,
      commitWith: (...s) => send(s, true) as never,
    });
    if (tx.state === 'open') await end('commit');
    return answer;
  } catch (err) {
    if (tx.state === 'open') await end('rollback').catch(() => {});
    throw err;
  } finally {
    // a connection whose COMMIT or ROLLBACK failed is closed, never handed on mid-transaction
    client.release(lost);
  }
}

/** A statement as sent: prepared under a name when it has parameters (prepared.ts). */
interface Wire {
  text: string;
  values: unknown[];
}

interface PgInternals {
  Result: new () => PgResult;
  utils: { prepareValue(value: unknown): unknown };
}
interface PgResult {
  rows: UnknownRow[];
  addFields(fields: unknown): void;
  parseRow(data: unknown): UnknownRow;
  addRow(row: UnknownRow): void;
}
interface PgConnection {
  parsedStatements: Record<string, string | undefined>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(q: { text: string; name: string }): void;
  bind(q: { statement: string; values: unknown[] }): void;
  describe(q: { type: 'P'; name: string }): void;
  execute(q: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}
const internals = pg as unknown as PgInternals;

/**
 * Sends statements in one message ending in one Sync (one write, one wait) and answers each one's
 * rows. A statement not yet prepared on this connection makes this call run them one at a time
 * instead, preparing it the usual way (so pg's record of prepared names stays true).
 */
async function sendWires(
  client: pg.PoolClient,
  names: StatementNames,
  wires: Wire[],
): Promise<UnknownRow[][]> {
  const connection = (client as unknown as { connection: PgConnection }).connection;
  const named = wires.map((w) => (w.values.length > 0 ? names.nameOf(w.text) : undefined));
  const allPrepared = named.every((n) => n === undefined || connection.parsedStatements[n]);
  if (!allPrepared) {
    const rows: UnknownRow[][] = [];
    for (const [i, w] of wires.entries()) {
      const name = named[i];
      try {
        const run = name === undefined ? { text: w.text } : { name, text: w.text };
        rows.push((await client.query<UnknownRow>({ ...run, values: w.values })).rows);
      } catch (err) {
        if (isStalePlanError(err)) names.renew(w.text);
        throw err;
      }
    }
    return rows;
  }
  const batch = new Batch(
    wires.map((w, i) => ({ name: named[i], text: w.text, values: w.values })),
  );
  try {
    return await batch.answer(client);
  } catch (err) {
    const failed = wires[batch.completed];
    if (failed && isStalePlanError(err)) names.renew(failed.text);
    throw err;
  }
}

/** pg's custom query protocol (a "submittable"): the client hands it each message of its answer. */
class Batch {
  completed = 0;
  private readonly results: UnknownRow[][] = [];
  private current = new internals.Result();
  private settle: ((err: Error | null) => void) | undefined;

  constructor(
    private readonly wires: { name: string | undefined; text: string; values: unknown[] }[],
  ) {}

  answer(client: pg.PoolClient): Promise<UnknownRow[][]> {
    return new Promise((resolve, reject) => {
      this.settle = (err) => (err ? reject(err) : resolve(this.results));
      void client.query(this as unknown as pg.QueryConfig);
    });
  }

  submit(connection: PgConnection): Error | null {
    let values: unknown[][];
    try {
      // mapped before anything is written: a value that cannot be sent leaves the wire untouched
      values = this.wires.map((w) => w.values.map((v) => internals.utils.prepareValue(v)));
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
    connection.stream.cork?.();
    try {
      for (const [i, w] of this.wires.entries()) {
        if (w.name === undefined) connection.parse({ text: w.text, name: '' });
        connection.bind({ statement: w.name ?? '', values: values[i] ?? [] });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: unknown }): void {
    this.current.addFields(msg.fields);
  }
  handleDataRow(msg: { fields: unknown }): void {
    this.current.addRow(this.current.parseRow(msg.fields));
  }
  handleCommandComplete(): void {
    this.results.push(this.current.rows);
    this.current = new internals.Result();
    this.completed++;
  }
  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }
  handleError(err: Error): void {
    this.settle?.(err);
  }
  handleReadyForQuery(): void {
    this.settle?.(null);
  }
  handlePortalSuspended(): void {}
  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('No source stream defined');
  }
  handleCopyData(): void {}
}
