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
  /** Issue 21's case: every member asks for the same slots in the same order. */
  sameSlot: { creates: Measured; bareCreates: Measured };
  createsRss: number;
  /** Overlapping confirmed bookings on one bay afterwards (must be 0). */
  overlaps: number;
  /** Confirmation mails the SMTP sink received from the product's warm-up and run. */
  mails: number;
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
  /** CPU time used so far (ms) by a serving process and by PostgreSQL with its backends. */
  cpuNow: (server: Server) => { server: number; pg: number };
  /** How many messages the bench's SMTP sink has received so far. */
  mailsReceived: () => number;
}

const PER_MEMBER = 6 * 4;

/**
 * Every member asking for the same few hours at once, 1-hour sessions. Connection c is member c,
 * sending 48 requests one after another: four a day at hours six apart (never their own overlap,
 * exactly the daily limit), on the six days from day 8 (the warm-up), then on the six days from
 * day 1 (measured). One continuous run each for the bare write and the product, so what is
 * measured meets a server that is already busy, as in service; the figures leave out each
 * connection's first 24 answers (the warm-up, and with it 50 connections opened at once: its
 * slowest answer is printed, not hidden). Each run starts on its twelve days emptied.
 */
export async function createStep(o: CreateStepOptions): Promise<CreateResult> {
  const midnight = (day: string) => atLocalTime(day, '00:00', o.zone);
  // the rows a run leaves are deleted and vacuumed away (PostgreSQL's autovacuum would otherwise
  // clean up after the bench's own deletes in the middle of the next run)
  const emptyDays = async () => {
    await deleteBookingsStarting(o.db, {
      locationId: o.locationId,
      from: midnight(addDays(o.today, 1)),
      to: midnight(addDays(o.today, 14)),
    });
    await vacuumBookings(o.db);
  };
  /** Member c's session starts: four a day, in turn, on the six days from `first`. */
  const plan = (c: number, first: number) =>
    Array.from({ length: PER_MEMBER }, (_, k) => {
      const day = addDays(o.today, first + Math.floor(k / 4));
      const hour = (c * 5 + (k % 4) * 6) % 24;
      return atLocalTime(day, `${String(hour).padStart(2, '0')}:00`, o.zone);
    });
  /** The warm-up's starts, then the measured ones. */
  const starts = (c: number) => [...plan(c, 8), ...plan(c, 1)];
  /** Issue 21's same-slot case: every member the same four hours a day, in the same order. */
  const sameStarts = () => starts(0);
  const productCreate = (c: number, at = starts): PlannedRequest[] =>
    at(c).map((start) => ({
      method: 'POST',
      path: '/api/bookings',
      body: { startTime: start.toISOString(), durationMinutes: 60 },
      headers: o.asMember(c),
    }));
  const bareCreate = (c: number, at = starts, path = '/bookings'): PlannedRequest[] =>
    at(c).map((start) => ({
      method: 'POST',
      path,
      body: {
        userId: o.memberIds[c],
        locationId: o.locationId,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    }));
  const measured = async (
    server: Server,
    name: string,
    perConnection: (c: number) => PlannedRequest[],
  ) => {
    let before: { server: number; pg: number } | undefined;
    const r = await runLoad({
      name,
      base: server.base,
      connections: o.connections,
      amount: o.connections * PER_MEMBER * 2,
      perConnection,
      warmUpPerConnection: PER_MEMBER,
      onWarmedUp: () => (before = o.cpuNow(server)),
    });
    const after = o.cpuNow(server);
    const { window, ...result } = r;
    const per = (used: number) => (window && window.answers > 0 ? used / window.answers : 0);
    return {
      ...result,
      cpuPerRequest: per(after.server - (before?.server ?? after.server)),
      pgCpuPerRequest: per(after.pg - (before?.pg ?? after.pg)),
    };
  };

  await emptyDays();
  const bareCreates = await measured(o.bare, 'bare write, contended', bareCreate);
  console.log(`${bareCreates.name}: ${summary(bareCreates)}`);

  await emptyDays();
  const xacts = async () => {
    await new Promise((r) => setTimeout(r, 1500)); // backends report their counts within a second
    return transactionCounts(o.db);
  };
  const xactsBefore = await xacts();
  const mailsBefore = o.mailsReceived();
  const rss = sampleRss(o.product.pid);
  const creates = await measured(o.product, 'POST /api/bookings, contended', productCreate);
  const createsRss = rss.stop();
  const xactsAfter = await xacts();
  console.log(
    `transactions in the warm-up and the run: ${xactsAfter.commits - xactsBefore.commits} committed, ` +
      `${xactsAfter.rollbacks - xactsBefore.rollbacks} rolled back`,
  );
  const overlaps = await countConfirmedOverlaps(o.db);
  const mails = o.mailsReceived() - mailsBefore;
  console.log(`${creates.name}: ${summary(creates)}, overlaps ${overlaps}, mails ${mails}`);

  await emptyDays();
  const sameBare = await measured(o.bare, 'bare write, same slots (lock, insert)', (c) =>
    bareCreate(c, sameStarts, '/bookings/locked'),
  );
  console.log(`${sameBare.name}: ${summary(sameBare)}`);
  await emptyDays();
  const sameRss = sampleRss(o.product.pid);
  const same = await measured(o.product, 'POST /api/bookings, same slots', (c) =>
    productCreate(c, sameStarts),
  );
  const sameSlot = { creates: same, bareCreates: sameBare };
  const overlapsAfter = await countConfirmedOverlaps(o.db);
  console.log(`${same.name}: ${summary(same)}, overlaps ${overlapsAfter}`);
  return {
    creates,
    bareCreates,
    sameSlot,
    createsRss: Math.max(createsRss, sameRss.stop()),
    overlaps: overlaps + overlapsAfter,
    mails,
  };
}

function summary(r: Measured): string {
  return (
    `${JSON.stringify(r.statuses)}, ${r.rps.toFixed(0)}/s, p50 ${r.p50.toFixed(0)} ms, ` +
    `p99 ${r.p99.toFixed(0)} ms (slowest with the warm-up ${(r.slowest ?? 0).toFixed(0)} ms), CPU a request: ` +
    `server ${r.cpuPerRequest.toFixed(2)} ms, PostgreSQL ${r.pgCpuPerRequest.toFixed(2)} ms`
  );
}
