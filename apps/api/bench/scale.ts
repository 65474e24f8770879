// The scale step: the table grows to half a million bookings (and 10,000 members more), then the
// two day reads are timed one request at a time, server time as the product reports it.
import { generateLoad, type Database } from '@club/db';
import { percentile, serverTimes } from './load';
import type { Server } from './servers';

export interface ScaleResult {
  members: number;
  bookings: number;
  /** Bookings in the table after the step. */
  tableRows: number;
  generateSeconds: number;
  reads: { name: string; p50: number; p95: number; samples: number }[];
}

export interface ScaleOptions {
  db: Database;
  product: Server;
  locationId: number;
  members: number;
  bookings: number;
  /** The generated history ends here (the fully booked days start here). */
  until: Date;
  days: readonly string[];
  memberHeaders: Record<string, string>;
  adminHeaders: Record<string, string>;
  availabilityPath: (day: string) => string;
}

const SAMPLES = 300;

export async function scaleStep(opts: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const added = await generateLoad(opts.db, {
    members: opts.members,
    bookings: opts.bookings,
    locationId: opts.locationId,
    until: opts.until,
    passwordHash: 'not-a-hash: generated members cannot log in',
  });
  const generateSeconds = (performance.now() - started) / 1000;
  const count = await opts.db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `Scale: ${added.members} members and ${added.bookings} bookings added in ${generateSeconds.toFixed(0)} s`,
  );

  const day = (i: number) => opts.days[i % opts.days.length] ?? '';
  // a change to the location row: its change notice makes the server drop the location, setup and
  // days it keeps, so the read after it comes from the database
  const forget = async () => {
    await opts.db
      .updateTable('locations')
      .set((eb) => ({ name: eb.ref('name') }))
      .execute();
    await new Promise((r) => setTimeout(r, 20));
  };
  const availability = (i: number) => ({
    path: opts.availabilityPath(day(i)),
    headers: opts.memberHeaders,
  });
  const reads: {
    name: string;
    request: (i: number) => { path: string; headers: Record<string, string> };
    before?: () => Promise<void>;
  }[] = [
    { name: 'bookings.availability, one day', request: availability },
    {
      name: 'bookings.availability, one day, nothing kept',
      request: availability,
      before: forget,
    },
    {
      name: 'GET /api/bookings/admin, one day',
      request: (i: number) => ({
        path: `/api/bookings/admin?date=${day(i)}&locationId=${opts.locationId}`,
        headers: opts.adminHeaders,
      }),
    },
  ];
  const results: ScaleResult['reads'] = [];
  for (const read of reads) {
    await serverTimes(opts.product.base, 30, read.request, read.before); // warm-up
    const times = await serverTimes(opts.product.base, SAMPLES, read.request, read.before);
    const result = {
      name: read.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      samples: times.length,
    };
    results.push(result);
    console.log(`Scale, ${read.name}: p50 ${result.p50} ms, p95 ${result.p95} ms server time`);
  }
  return {
    members: added.members,
    bookings: added.bookings,
    tableRows: Number(count.n),
    generateSeconds,
    reads: results,
  };
}
