import type { Database, Tx } from '../engine';
import type {
  BayRow,
  BayUpdate,
  BookingRow,
  NewBay,
  NewOperatingHours,
  OperatingHoursRow,
} from '../schema';

// Bay Management: bays, their operating hours, and the bookings a change would strand.

export function insertBay(db: Database, bay: NewBay): Promise<BayRow> {
  return db.insertInto('bays').values(bay).returningAll().executeTakeFirstOrThrow();
}

/** Locks a bay row until the transaction ends (every change to a bay or its hours takes it). */
export function lockBay(trx: Tx, id: number): Promise<BayRow | undefined> {
  return trx.selectFrom('bays').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateBay(trx: Tx, id: number, patch: BayUpdate): Promise<BayRow> {
  return trx
    .updateTable('bays')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOperatingHoursEntry(
  db: Database,
  id: number,
): Promise<OperatingHoursRow | undefined> {
  return db.selectFrom('bayOperatingHours').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertOperatingHours(
  trx: Tx,
  entry: NewOperatingHours,
): Promise<OperatingHoursRow> {
  return trx.insertInto('bayOperatingHours').values(entry).returningAll().executeTakeFirstOrThrow();
}

export async function deleteOperatingHours(trx: Tx, id: number): Promise<void> {
  await trx.deleteFrom('bayOperatingHours').where('id', '=', id).execute();
}

/** Confirmed bookings on a bay that start after `after` (what a change to the bay could strand). */
export function listUpcomingConfirmedOnBay(
  trx: Tx,
  bayId: number,
  after: Date,
): Promise<BookingRow[]> {
  return trx
    .selectFrom('bookings')
    .selectAll()
    .where('bayId', '=', bayId)
    .where('status', '=', 'confirmed')
    .where('startTime', '>', after)
    .orderBy('startTime')
    .execute();
}

/** Cancels bookings at `now` (kept as cancelled, never deleted). */
export async function cancelBookings(trx: Tx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', waitlistPosition: null, updatedAt: now, cancelledAt: now })
    .where('id', 'in', ids)
    .execute();
}
