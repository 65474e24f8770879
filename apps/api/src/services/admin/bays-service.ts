import {
  deleteOperatingHours,
  findBay,
  findLocation,
  findOperatingHoursEntry,
  insertBay,
  insertOperatingHours,
  lockLocation,
  updateBay,
  type BayRow,
  type Database,
  type LocationRow,
  type OperatingHoursRow,
} from '@club/db';
import type { TUser, ZBayInput, ZOperatingHoursInput } from '@club/contract';
import { ADMIN_MESSAGES, DomainError, overlappingHours, WEEKDAY_NAMES } from '@club/domain';
import type { z } from 'zod';
import { promoteWaitlist } from '../booking/waitlist-service';
import { toBayDto } from '../club/club-dto';
import type { ServiceDeps } from '../shared/deps';
import { recordAudit } from './audit-log';
import { applyBayChange, LOCATION_NOT_FOUND, lockForBay, mailEffects } from './bay-change';

type BayFields = z.output<typeof ZBayInput>;
type HoursFields = z.output<typeof ZOperatingHoursInput>;

async function existingLocation(db: Database, id: number): Promise<LocationRow> {
  const location = await findLocation(db, id);
  if (!location) throw new DomainError('VALIDATION', LOCATION_NOT_FOUND);
  return location;
}

async function bayOrNotFound(deps: ServiceDeps, id: number): Promise<BayRow> {
  const bay = await findBay(deps.db, id);
  if (!bay) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.bayNotFound);
  return bay;
}

/** Add New Bay (DECISIONS.md gap 8); a new active bay takes waitlisted bookings that fit. */
export async function createBay(deps: ServiceDeps, actor: TUser, input: BayFields) {
  await existingLocation(deps.db, input.locationId);
  const { bay, effects } = await deps.db.transaction().execute(async (trx) => {
    const location = await lockLocation(trx, input.locationId);
    if (!location) throw new DomainError('VALIDATION', LOCATION_NOT_FOUND);
    const row = await insertBay(trx, input);
    await recordAudit(
      trx,
      actor,
      'bay.create',
      { entityType: 'bay', entityId: row.id },
      null,
      toBayDto(row),
    );
    const promoted = await promoteWaitlist(trx, location, deps.now(), deps);
    return {
      bay: row,
      effects: { cancelled: [], cancelledLessons: [], promoted, zone: location.timeZone },
    };
  });
  return { ...toBayDto(bay), ...(await mailEffects(deps, effects)) };
}

/** Edit or toggle a bay: refused (409) while it would strand confirmed upcoming bookings, unless forced. */
export async function updateBayAsAdmin(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  input: BayFields & { force: boolean },
) {
  const current = await bayOrNotFound(deps, id);
  await existingLocation(deps.db, input.locationId);
  const { force, ...fields } = input;
  let updated = current;
  const effects = await deps.db.transaction().execute(async (trx) => {
    const { locations, bay, hours } = await lockForBay(trx, id, [
      current.locationId,
      input.locationId,
    ]);
    const after = {
      isActive: fields.isActive,
      hours,
      movesLocation: fields.locationId !== bay.locationId,
    };
    const result = await applyBayChange(trx, deps, actor, {
      bay,
      after,
      force,
      locations,
      write: async () => {
        updated = await updateBay(trx, id, fields);
      },
    });
    await recordAudit(
      trx,
      actor,
      'bay.update',
      { entityType: 'bay', entityId: id },
      toBayDto(bay),
      toBayDto(updated),
    );
    return result;
  });
  return { ...toBayDto(updated), ...(await mailEffects(deps, effects)) };
}

/** A bay's hours as its history reads them: 'Friday 12:00-18:00 peak'. */
const hoursSnapshot = (hours: readonly OperatingHoursRow[]) => ({
  hours: hours.map(
    (h) =>
      `${WEEKDAY_NAMES[h.dayOfWeek] ?? h.dayOfWeek} ${h.startTime}-${h.endTime}${h.isPeak ? ' peak' : ''}`,
  ),
});

/** Adds an operating-hours entry (overlaps refused); the first entry of a weekday narrows the bay's day. */
export async function addBayHours(
  deps: ServiceDeps,
  actor: TUser,
  bayId: number,
  input: HoursFields & { force: boolean },
) {
  const current = await bayOrNotFound(deps, bayId);
  const entry = {
    dayOfWeek: input.dayOfWeek,
    startTime: input.startTime,
    endTime: input.endTime,
    isPeak: input.isPeak,
  };
  let added: OperatingHoursRow | undefined;
  const effects = await deps.db.transaction().execute(async (trx) => {
    const { locations, bay, hours } = await lockForBay(trx, bayId, [current.locationId]);
    if (overlappingHours(hours, entry))
      throw new DomainError('CONFLICT', ADMIN_MESSAGES.hoursOverlap);
    const result = await applyBayChange(trx, deps, actor, {
      bay,
      after: { isActive: bay.isActive, hours: [...hours, entry] },
      force: input.force,
      locations,
      write: async () => {
        added = await insertOperatingHours(trx, { ...entry, bayId });
      },
    });
    const after = hoursSnapshot(added ? [...hours, added] : hours);
    await recordAudit(
      trx,
      actor,
      'hours.add',
      { entityType: 'bay', entityId: bayId },
      hoursSnapshot(hours),
      after,
    );
    return result;
  });
  if (!added) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.hoursNotFound);
  return { ...added, ...(await mailEffects(deps, effects)) };
}

/** Deletes an entry; when it was the weekday's last, the bay is open all that day again. */
export async function deleteBayHours(deps: ServiceDeps, actor: TUser, id: number, force: boolean) {
  const entry = await findOperatingHoursEntry(deps.db, id);
  if (!entry) throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.hoursNotFound);
  const current = await bayOrNotFound(deps, entry.bayId);
  const effects = await deps.db.transaction().execute(async (trx) => {
    const { locations, bay, hours } = await lockForBay(trx, entry.bayId, [current.locationId]);
    if (!hours.some((h) => h.id === id))
      throw new DomainError('NOT_FOUND', ADMIN_MESSAGES.hoursNotFound);
    const remaining = hours.filter((h) => h.id !== id);
    const result = await applyBayChange(trx, deps, actor, {
      bay,
      after: { isActive: bay.isActive, hours: remaining },
      force,
      locations,
      write: () => deleteOperatingHours(trx, id),
    });
    await recordAudit(
      trx,
      actor,
      'hours.delete',
      { entityType: 'bay', entityId: bay.id },
      hoursSnapshot(hours),
      hoursSnapshot(remaining),
    );
    return result;
  });
  return { id, ...(await mailEffects(deps, effects)) };
}
