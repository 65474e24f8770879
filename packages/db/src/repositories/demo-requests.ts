import type { DemoRequestStatus } from '@club/domain';
import type { Database, Tx } from '../engine';
import type { DemoRequestRow, NewDemoRequest } from '../schema';

/** A demo request made at `now` (the service's clock: the admin's list and CSV date it by that). */
export function insertDemoRequest(
  db: Database,
  request: NewDemoRequest,
  now: Date,
): Promise<DemoRequestRow> {
  return db
    .insertInto('demoRequests')
    .values({ ...request, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first, one page (at most 500 rows). */
export function listDemoRequests(
  db: Database,
  filter: { status?: DemoRequestStatus } = {},
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
): Promise<DemoRequestRow[]> {
  let q = db
    .selectFrom('demoRequests')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(page.limit, 500))
    .offset(page.offset);
  if (filter.status) q = q.where('status', '=', filter.status);
  return q.execute();
}

export function updateDemoRequest(
  db: Database,
  id: number,
  patch: { status: DemoRequestStatus; notes?: string | null; userId?: number },
): Promise<DemoRequestRow | undefined> {
  return db
    .updateTable('demoRequests')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Locks one demo request until the transaction ends. */
export function lockDemoRequest(trx: Tx, id: number): Promise<DemoRequestRow | undefined> {
  return trx
    .selectFrom('demoRequests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
