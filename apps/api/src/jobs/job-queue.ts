import { statementRunner, type Database, type Tx } from '@club/db';
import { setImmediate as turn } from 'node:timers/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';

// Background work on pg-boss (a job queue kept in PostgreSQL): a job is queued in the transaction
// of the change that causes it, runs once across any number of API processes, is retried with
// backoff, is taken over by another process when the one running it dies (its expiry), and the
// periodic ones are scheduled by pg-boss's own cron. The product's tasks are in tasks.ts.

/** pg-boss's schema: its tables, apart from the product's. */
export const JOB_SCHEMA = 'pgboss';

/** A kind of background work: what runs it and how pg-boss keeps it. */
export interface TaskDefinition<Data extends object = object> {
  name: string;
  run: (data: Data, attempt: { retryCount: number; retryLimit: number }) => Promise<unknown>;
  /** Tries after the first (default 0: a periodic task runs again at its next time anyway). */
  retryLimit?: number;
  /** Seconds before the first retry; each next waits twice as long (pg-boss's backoff). */
  retryDelay?: number;
  /** A run taking longer counts as failed: the job is tried again (by any process). */
  expireInSeconds: number;
  /** pg-boss cron (in the club's zone's UTC offset-free sense: UTC), for periodic tasks. */
  cron?: string;
}

export interface JobQueueOptions {
  databaseUrl: string;
  log: { error(obj: unknown, msg?: string): void };
  /** Seconds between a worker's looks for jobs another process queued (pg-boss's minimum: 0.5). */
  pollingIntervalSeconds?: number;
  /** Runs the periodic tasks on pg-boss's cron (default true). */
  schedule?: boolean;
  /** How long a stop waits for running jobs before handing them back to the queue. */
  stopTimeoutMs?: number;
}

export interface JobQueue {
  /** Queues a job in the caller's transaction (or alone): it commits with the work or not at all. */
  send(db: Database | Tx, name: string, data?: object): Promise<void>;
  /** After a commit that queued jobs: this process's worker looks at once, not at its next poll. */
  wake(name: string): void;
  /** Starts pg-boss, and a worker (and the schedule, if any) for each task. */
  start(tasks: readonly TaskDefinition[]): Promise<void>;
  /** Takes no new jobs, waits for the running ones (up to `stopTimeoutMs`), then closes (once). */
  stop(): Promise<void>;
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  // pg-boss runs its statements on this pool (its documented `db` option), so that a stop can wait
  // for the last of them: a worker's fetch still in flight when pg-boss stops hands its job over
  // after pg-boss has closed its own pool, and the job's end was then never recorded (it waited
  // out its expiry). Every statement and job run in flight is in `pending` until it settles.
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: 2,
    application_name: 'club-jobs',
  });
  pool.on('error', (err) => opts.log.error(err, 'The job queue lost a connection'));
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    return work.finally(() => pending.delete(work));
  };
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: { executeSql: (text: string, values: unknown[]) => track(pool.query(text, values)) },
    // supervision (expired jobs back to the queue) runs on one process at a time, every 10 s
    maintenanceIntervalSeconds: 10,
    monitorStateIntervalSeconds: 60,
    schedule: opts.schedule ?? true,
  });
  boss.on('error', (err) => opts.log.error(err, 'The job queue had an error'));
  const workers = new Map<string, string>();
  let stopped: Promise<void> | undefined;

  return {
    async send(db, name, data = {}) {
      await boss.send(name, data, { db: statementRunner(db) });
    },
    wake(name) {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async start(tasks) {
      await boss.start();
      for (const task of tasks) {
        const queue = {
          name: task.name,
          retryLimit: task.retryLimit ?? 0,
          retryDelay: task.retryDelay ?? 0,
          retryBackoff: (task.retryLimit ?? 0) > 0,
          expireInSeconds: task.expireInSeconds,
        };
        // made by the first process ever; each start applies this version's settings
        await boss.createQueue(task.name, queue);
        await boss.updateQueue(task.name, queue);
        const id = await boss.work<object>(
          task.name,
          { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, includeMetadata: true },
          // the end is recorded here, awaited: pg-boss records it without waiting, so a stop
          // right after a job could lose it (a failed mail then waited out its expiry)
          ([job]) =>
            track(
              (async () => {
                if (!job) return;
                try {
                  await task.run(job.data, job);
                } catch (err) {
                  const message = err instanceof Error ? err.message : String(err);
                  await boss.fail(task.name, job.id, { message });
                  return;
                }
                await boss.complete(task.name, job.id);
              })(),
            ),
        );
        workers.set(task.name, id);
        if (task.cron && (opts.schedule ?? true)) await boss.schedule(task.name, task.cron);
      }
    },
    stop() {
      stopped ??= (async () => {
        await boss.stop({ graceful: true, wait: true, timeout: opts.stopTimeoutMs ?? 8000 });
        // a fetch that was in flight runs its job now: wait for it (and its end) before closing
        do {
          await Promise.allSettled([...pending]);
          await turn(); // the worker's next step after a settled statement runs before this
        } while (pending.size > 0);
        await pool.end();
      })();
      return stopped;
    },
  };
}
