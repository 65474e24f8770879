import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { BayRow, DB, OperatingHoursRow } from '../schema';

/** A location's bays and their hours as of one `locations.setup_version` (migration 0005). */
export interface LocationSetup {
  locationId: number;
  version: number;
  /** By id, active or not; shared by reads while the version holds, never to be changed. */
  bays: readonly BayRow[];
  /** By bay, weekday and start (shared alike). */
  hours: readonly OperatingHoursRow[];
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
type Loc = ExpressionBuilder<DB & { loc: DB['locations'] }, 'loc'>;

/**
 * The location's bays and hours as JSON arrays, both empty when the location is still at
 * `known`'s location and version (the caller keeps that setup): most reads send no setup.
 */
export function setupUnlessAt(eb: Loc, known: LocationSetup | undefined) {
  const changed = eb.or([
    eb('loc.id', '<>', known?.locationId ?? -1),
    eb('loc.setupVersion', '<>', known?.version ?? -1),
  ]);
  return [
    jsonArrayFrom(
      eb
        .selectFrom('bays')
        .selectAll('bays')
        .whereRef('bays.locationId', '=', 'loc.id')
        .where(changed)
        .orderBy('bays.id'),
    ).as('bays'),
    jsonArrayFrom(
      eb
        .selectFrom('bayOperatingHours as h')
        .innerJoin('bays as hb', 'hb.id', 'h.bayId')
        .selectAll('h')
        .whereRef('hb.locationId', '=', 'loc.id')
        .where(changed)
        .orderBy('h.bayId')
        .orderBy('h.dayOfWeek')
        .orderBy('h.startTime'),
    ).as('hours'),
  ] as const;
}

type Read = { id: number; setupVersion: number; bays: Json<BayRow>[]; hours: OperatingHoursRow[] };
/** The setup a read answered: `known` while the version holds, else the one it sent (frozen). */
export function setupFrom(read: Read, known: LocationSetup | undefined): LocationSetup {
  if (known?.locationId === read.id && known.version === read.setupVersion) return known;
  const bays = read.bays.map((b) => Object.freeze({ ...b, createdAt: new Date(b.createdAt) }));
  const hours = read.hours.map((h) => Object.freeze(h));
  return {
    locationId: read.id,
    version: read.setupVersion,
    bays: Object.freeze(bays),
    hours: Object.freeze(hours),
  };
}
