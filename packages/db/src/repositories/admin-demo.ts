import type { DemoRequestStatus } from '@club/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../engine';
import type { DB, DemoRequestRow } from '../schema';
import { containsPattern } from './admin-members';

// The Demo Requests table: search (name, e-mail, phone), status filter, paging; the dashboard funnel.

export interface DemoSearch {
  search: string;
  status?: DemoRequestStatus | undefined;
}

function filtered(filter: DemoSearch) {
  const pattern = containsPattern(filter.search);
  return (eb: ExpressionBuilder<DB, 'demoRequests'>) =>
    eb.and([
      ...(filter.status ? [eb('status', '=', filter.status)] : []),
      ...(filter.search
        ? [
            eb.or([
              eb('firstName', 'ilike', pattern),
              eb('lastName', 'ilike', pattern),
              eb('email', 'ilike', pattern),
              eb('phone', 'ilike', pattern),
            ]),
          ]
        : []),
    ]);
}

/** Matching requests, newest first; one page when a limit is given. */
export function searchDemoRequests(
  db: Database,
  filter: DemoSearch & { limit?: number; offset?: number },
): Promise<DemoRequestRow[]> {
  let q = db
    .selectFrom('demoRequests')
    .selectAll()
    .where(filtered(filter))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (filter.limit !== undefined) q = q.limit(filter.limit).offset(filter.offset ?? 0);
  return q.execute();
}

export async function countDemoRequests(db: Database, filter: DemoSearch): Promise<number> {
  const row = await db
    .selectFrom('demoRequests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(filtered(filter))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findDemoRequest(db: Database, id: number): Promise<DemoRequestRow | undefined> {
  return db.selectFrom('demoRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many requests are in each status. */
export function countDemoRequestsByStatus(
  db: Database,
): Promise<{ status: DemoRequestStatus; count: number }[]> {
  return db
    .selectFrom('demoRequests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}
