import { findCoach, insertCoach, listCoaches, replaceCoachHours, updateCoach } from '@club/db';
import type {
  TAdminCoach,
  TAdminCoachChanged,
  TCoach,
  TCoachHoursEntry,
  TUser,
  ZCoachInput,
} from '@club/contract';
import { coachHoursViolation, DomainError, LESSON_MESSAGES } from '@club/domain';
import type { z } from 'zod';
import { recordAudit } from '../admin/audit-log';
import type { ServiceDeps } from '../shared/deps';
import { afterCoachChange, applyCoachChange } from './coach-change';
import { toAdminCoachDto, toCoachDto } from './lesson-dto';

type CoachFields = z.output<typeof ZCoachInput>;

/** Active coaches with their weekly hours, for members choosing one. */
export async function coachesForMembers(deps: ServiceDeps): Promise<TCoach[]> {
  return (await listCoaches(deps.db, { activeOnly: true })).map(toCoachDto);
}

/** Every coach (inactive ones too) with e-mail and hours, for Coach Management. */
export async function coachesForAdmin(deps: ServiceDeps): Promise<TAdminCoach[]> {
  return (await listCoaches(deps.db)).map(toAdminCoachDto);
}

function rowFields(input: CoachFields) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    bio: input.bio,
    hourlyRateCents: input.hourlyRate * 100,
    isActive: input.isActive,
  };
}

async function adminCoach(deps: ServiceDeps, id: number): Promise<TAdminCoach> {
  const coach = await findCoach(deps.db, id);
  if (!coach) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.coachNotFound);
  return toAdminCoachDto(coach);
}

/** Adds a coach (audited). */
export async function createCoach(
  deps: ServiceDeps,
  actor: TUser,
  input: CoachFields,
): Promise<TAdminCoach> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await insertCoach(trx, rowFields(input));
    const after = toAdminCoachDto({ ...row, hours: [] });
    await recordAudit(
      trx,
      actor,
      'coach.create',
      { entityType: 'coach', entityId: row.id },
      null,
      after,
    );
    return row.id;
  });
  return adminCoach(deps, id);
}

/**
 * Edits a coach or deactivates one (audited). A deactivated coach takes no new lessons; switching
 * off a coach with booked upcoming lessons is refused (409) unless forced, which cancels them
 * (coach-change.ts).
 */
export async function editCoach(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  input: CoachFields & { force: boolean },
): Promise<TAdminCoachChanged> {
  const effects = await deps.db.transaction().execute((trx) =>
    applyCoachChange(trx, deps, actor, {
      coachId: id,
      after: (before) => ({ isActive: input.isActive, hours: before.hours }),
      force: input.force,
      write: async (before) => {
        const row = await updateCoach(trx, id, rowFields(input));
        if (!row) throw new DomainError('NOT_FOUND', LESSON_MESSAGES.coachNotFound);
        await recordAudit(
          trx,
          actor,
          'coach.update',
          { entityType: 'coach', entityId: id },
          toAdminCoachDto(before),
          toAdminCoachDto({ ...row, hours: before.hours }),
        );
      },
    }),
  );
  return { ...(await adminCoach(deps, id)), ...(await afterCoachChange(deps, effects)) };
}

/**
 * Sets a coach's whole week (audited): windows on the half-hour grid that do not overlap. A week
 * that leaves booked upcoming lessons outside it is refused (409) unless forced, as for the coach.
 */
export async function setCoachHours(
  deps: ServiceDeps,
  actor: TUser,
  id: number,
  hours: readonly TCoachHoursEntry[],
  force = false,
): Promise<TAdminCoachChanged> {
  const kept: TCoachHoursEntry[] = [];
  for (const entry of hours) {
    const problem = coachHoursViolation(entry, kept);
    if (problem) throw new DomainError('VALIDATION', problem);
    kept.push(entry);
  }
  const effects = await deps.db.transaction().execute((trx) =>
    applyCoachChange(trx, deps, actor, {
      coachId: id,
      after: (before) => ({ isActive: before.isActive, hours: kept }),
      force,
      write: async (before) => {
        await replaceCoachHours(trx, id, kept);
        await recordAudit(
          trx,
          actor,
          'coach.hours',
          { entityType: 'coach', entityId: id },
          { hours: before.hours },
          { hours: kept },
        );
      },
    }),
  );
  return { ...(await adminCoach(deps, id)), ...(await afterCoachChange(deps, effects)) };
}
