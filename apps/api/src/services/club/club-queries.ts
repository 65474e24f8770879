import { findBay, listBays, listLocations, listOperatingHours, type Database } from '@club/db';
import { DomainError } from '@club/domain';

export const listAllLocations = (db: Database) => listLocations(db);
export const listAllBays = (db: Database, locationId?: number) => listBays(db, { locationId });

export async function bayOperatingHours(db: Database, bayId: number) {
  if (!(await findBay(db, bayId))) throw new DomainError('NOT_FOUND', /*i18n*/ 'Bay not found');
  return listOperatingHours(db, [bayId]);
}
