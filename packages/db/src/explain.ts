import { sql } from 'kysely';
import type { Database } from './engine';
import { adminBookingsQuery } from './repositories/admin-bookings';
import { bookingsOverlappingQuery, userLiveBookingsStartingQuery } from './repositories/bookings';

export interface QueryPlan {
  name: string;
  /** PostgreSQL's EXPLAIN (ANALYZE) text, one line per node. */
  plan: string[];
  /** True when the plan reads the bookings table through an index, never a sequential scan. */
  usesIndex: boolean;
}

/**
 * The plans of the reads that grow with the bookings table, as the product runs them (the same
 * query builders): the availability read's busy time and own bookings, and the admin day read.
 */
export async function explainDayReads(
  db: Database,
  day: { locationId: number; from: Date; to: Date; userId: number },
): Promise<QueryPlan[]> {
  const queries = [
    {
      name: 'availability: confirmed bookings of the day',
      query: bookingsOverlappingQuery(db, { ...day, statuses: ['confirmed'] }),
    },
    {
      name: "availability: the member's own bookings",
      query: userLiveBookingsStartingQuery(db, day.userId, day.from, day.to),
    },
    { name: 'admin day: bookings with their members', query: adminBookingsQuery(db, day) },
  ];
  const plans: QueryPlan[] = [];
  for (const { name, query } of queries) {
    const rows = await query.explain(undefined, sql`analyze`);
    const plan = rows.map((row) => String(Object.values(row)[0]));
    const onBookings = plan.filter((line) => /\bon bookings\b/.test(line));
    plans.push({
      name,
      plan,
      usesIndex:
        onBookings.length > 0 && onBookings.every((line) => !/Seq Scan on bookings/.test(line)),
    });
  }
  return plans;
}

/** Transactions this database has committed and rolled back so far (PostgreSQL's statistics). */
export async function transactionCounts(
  db: Database,
): Promise<{ commits: number; rollbacks: number }> {
  const { rows } = await sql<{ commits: number; rollbacks: number }>`
    select xact_commit::int as commits, xact_rollback::int as rollbacks
    from pg_stat_database where datname = current_database()`.execute(db);
  return rows[0] ?? { commits: 0, rollbacks: 0 };
}
