// The benchmark's create step: booking create under contention, beside the bare write.
import {
  countConfirmedOverlaps,
  deleteBookingsStarting,
  transactionCounts,
  vacuumBookings,
  type Database,
} from '@club/db';
import { addDays, atLocalTime } from '@club/domain';
import { runLoad, type LoadResult, type PlannedRequest } from './load';
import { sampleRss, type Server } from './servers';

export type Measured = LoadResult & { cpuPerRequest: number; pgCpuPerRequest: number };

export interface CreateResult {
  creates: Measured;
  /** The bare write (bench/bare-route.ts) on the same requests: the floor of a create here. */
  bareCreates: Measured;
  createsRss: number;
  /** Overlapping confirmed bookings on one bay afterwards (must be 0). */
  overlaps: number;
}

export interface CreateStepOptions {
  db: Database;
  product: Server;
  bare: Server;
  locationId: number;
  zone: string;
  today: string;
  memberIds: number[];
  connections: number;
  asMember: (c: number) => Record<string, string>;
  /** CPU per answer of the serving process and of PostgreSQL while `work` runs. */
  measureCpu: (server: Server, work: () => Promise<LoadResult>) => Promise<Measured>;
}

const PER_MEMBER = 6 * 4;

/**
 * Every member asking for the same few hours at once, 1-hour sessions. Connection c is member c,
 * sending 24 requests one after another: four a day at hours six apart (never their own overlap,
 * exactly the daily limit), six days. The bare write first, then the product: a warm-up of the
 * same on the six days after (the server's code, its kept reads and PostgreSQL's caches warm, as
 * in service) and right after it the run. Each run starts on its six days emptied.
 */
export async function createStep(o: CreateStepOptions): Promise<CreateResult> {
  const midnight = (day: string) => atLocalTime(day, '00:00', o.zone);
  // the rows a run leaves are deleted and vacuumed away (PostgreSQL's autovacuum would otherwise
  // clean up after the bench's own deletes in the middle of the next run)
  const emptySixDays = async (first: number) => {
    await deleteBookingsStarting(o.db, {
      locationId: o.locationId,
      from: midnight(addDays(o.today, first)),
      to: midnight(addDays(o.today, first + 6)),
    });
    await vacuumBookings(o.db);
  };
  /** Member c's session starts in a run on the six days from `first`: four a day, in turn. */
  const plan = (c: number, first: number) =>
    Array.from({ length: PER_MEMBER }, (_, k) => {
      const day = addDays(o.today, first + Math.floor(k / 4));
      const hour = (c * 5 + (k % 4) * 6) % 24;
      return atLocalTime(day, `${String(hour).padStart(2, '0')}:00`, o.zone);
    });
  const productCreate =
    (first: number) =>
    (c: number): PlannedRequest[] =>
      plan(c, first).map((start) => ({
        method: 'POST',
        path: '/api/bookings',
        body: { startTime: start.toISOString(), durationMinutes: 60 },
        headers: o.asMember(c),
      }));
  const bareCreate = (c: number): PlannedRequest[] =>
    plan(c, 1).map((start) => ({
      method: 'POST',
      path: '/bookings',
      body: {
        userId: o.memberIds[c],
        locationId: o.locationId,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    }));
  const run = { connections: o.connections, amount: o.connections * PER_MEMBER };

  await emptySixDays(8);
  await emptySixDays(1);
  const bareCreates = await o.measureCpu(o.bare, () =>
    runLoad({
      ...run,
      base: o.bare.base,
      name: 'bare write, contended',
      perConnection: bareCreate,
    }),
  );
  console.log(`${bareCreates.name}: ${summary(bareCreates)}`);

  await emptySixDays(1);
  const xacts = async () => {
    await new Promise((r) => setTimeout(r, 1500)); // backends report their counts within a second
    return transactionCounts(o.db);
  };
  const xactsBefore = await xacts();
  // the warm-up right before the run: the run starts as a busy server runs, not from idle
  await runLoad({ ...run, base: o.product.base, name: 'warm-up', perConnection: productCreate(8) });
  const rss = sampleRss(o.product.pid);
  const creates = await o.measureCpu(o.product, () =>
    runLoad({
      ...run,
      base: o.product.base,
      name: 'POST /api/bookings, contended',
      perConnection: productCreate(1),
    }),
  );
  const createsRss = rss.stop();
  const xactsAfter = await xacts();
  console.log(
    `transactions in the warm-up and the run: ${xactsAfter.commits - xactsBefore.commits} committed, ` +
      `${xactsAfter.rollbacks - xactsBefore.rollbacks} rolled back`,
  );
  const overlaps = await countConfirmedOverlaps(o.db);
  console.log(`${creates.name}: ${summary(creates)}, overlaps ${overlaps}`, creates.refusals);
  return { creates, bareCreates, createsRss, overlaps };
}

function summary(r: Measured): string {
  return (
    `${JSON.stringify(r.statuses)}, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU a request: ` +
    `server ${r.cpuPerRequest.toFixed(2)} ms, PostgreSQL ${r.pgCpuPerRequest.toFixed(2)} ms`
  );
}
