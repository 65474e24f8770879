import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type { BayRow, LocationRow, OperatingHoursRow } from '../schema';

export function listLocations(db: Database): Promise<LocationRow[]> {
  return db.selectFrom('locations').selectAll().orderBy('id').execute();
}

export function findLocation(db: Database, id: number): Promise<LocationRow | undefined> {
  return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first location (the club's default). */
export function firstLocation(db: Database): Promise<LocationRow | undefined> {
  return db.selectFrom('locations').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** Locks a location row: every booking command at a location runs one at a time behind it. */
export function lockLocation(trx: Tx, id: number): Promise<LocationRow | undefined> {
  return trx
    .selectFrom('locations')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function listBays(
  db: Database,
  filter: { locationId?: number; activeOnly?: boolean } = {},
): Promise<BayRow[]> {
  let q = db.selectFrom('bays').selectAll().orderBy('id');
  if (filter.locationId !== undefined) q = q.where('locationId', '=', filter.locationId);
  if (filter.activeOnly) q = q.where('isActive', '=', true);
  return q.execute();
}

export function findBay(db: Database, id: number): Promise<BayRow | undefined> {
  return db.selectFrom('bays').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOperatingHours(
  db: Database,
  bayIds: readonly number[],
): Promise<OperatingHoursRow[]> {
  if (bayIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bayOperatingHours')
    .selectAll()
    .where('bayId', 'in', bayIds)
    .orderBy('bayId')
    .orderBy('dayOfWeek')
    .orderBy('startTime')
    .execute();
}

export type NewLocation = Pick<
  LocationRow,
  'name' | 'address' | 'city' | 'state' | 'zipCode' | 'timeZone' | 'phone' | 'email' | 'membersOnly'
> &
  // the guest fee and the waiver switch (migration 0021), the no-show release and the front
  // door's lock (0025): left out, they keep their value
  Partial<
    Pick<LocationRow, 'guestFeeCents' | 'waiverEnabled' | 'noShowReleaseMinutes' | 'doorDeviceId'>
  >;

/**
 * The club's first location (first run), unless it has one already: the table is locked for the
 * transaction so two admins setting up at once make one location. Undefined when one existed.
 */
export async function insertFirstLocation(
  trx: Tx,
  location: NewLocation,
): Promise<LocationRow | undefined> {
  await sql`lock table locations in share row exclusive mode`.execute(trx);
  if (await firstLocation(trx)) return undefined;
  return trx.insertInto('locations').values(location).returningAll().executeTakeFirstOrThrow();
}

/** Locks the club's first location for the transaction (its settings are changed one at a time). */
export function lockFirstLocation(trx: Tx): Promise<LocationRow | undefined> {
  return trx
    .selectFrom('locations')
    .selectAll()
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a location's settings; answers the row as saved. */
export function updateLocationSettings(
  trx: Tx,
  id: number,
  settings: NewLocation,
): Promise<LocationRow> {
  return trx
    .updateTable('locations')
    .set(settings)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
