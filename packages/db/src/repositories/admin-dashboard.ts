import { sql } from 'kysely';
import type { Database } from '../engine';

// Aggregates of the admin Today dashboard.

/** Bookings made at a location per local day of `zone`, for days with any, in [from, to). */
export function countBookingsCreatedPerDay(
  db: Database,
  params: { locationId: number; from: Date; to: Date; zone: string },
): Promise<{ day: string; count: number }[]> {
  const day = sql<string>`to_char(created_at at time zone ${params.zone}, 'YYYY-MM-DD')`;
  return (
    db
      .selectFrom('bookings')
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('locationId', '=', params.locationId)
      .where('createdAt', '>=', params.from)
      .where('createdAt', '<', params.to)
      // by position: the zone is a parameter, so the select's expression cannot be repeated here
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute()
  );
}

/** Waitlisted bookings at a location starting in [from, to). */
export async function countWaitlistedBetween(
  db: Database,
  params: { locationId: number; from: Date; to?: Date },
): Promise<number> {
  let q = db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('locationId', '=', params.locationId)
    .where('status', '=', 'waitlisted')
    .where('startTime', '>=', params.from);
  if (params.to) q = q.where('startTime', '<', params.to);
  return (await q.executeTakeFirstOrThrow()).n;
}
