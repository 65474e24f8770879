import type { Database } from '../engine';
import type { DemoRequestRow, DemoRequestStatus } from '../schema';

export interface NewDemoRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  preferredDate: string;
  preferredTime: 'Morning' | 'Afternoon' | 'Evening';
  heardFrom: string;
}

export function insertDemoRequest(db: Database, request: NewDemoRequest): Promise<DemoRequestRow> {
  return db.insertInto('demoRequests').values(request).returningAll().executeTakeFirstOrThrow();
}

export function listDemoRequests(db: Database, filter: { status?: DemoRequestStatus } = {}): Promise<DemoRequestRow[]> {
  let q = db.selectFrom('demoRequests').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (filter.status) q = q.where('status', '=', filter.status);
  return q.execute();
}

export function updateDemoRequest(
  db: Database,
  id: number,
  patch: { status: DemoRequestStatus; notes: string | null },
): Promise<DemoRequestRow | undefined> {
  return db.updateTable('demoRequests').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}
