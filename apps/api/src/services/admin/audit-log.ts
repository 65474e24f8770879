import { insertAudit, listAudit, type AuditRow, type Database } from '@club/db';
import type { TAuditEntry, TAuditQuery, TUser } from '@club/contract';
import type { AuditAction, AuditEntityType } from '@club/domain';

/** Which thing a change was about, as the audit log files it. */
export interface AuditSubject {
  entityType: AuditEntityType;
  entityId: number;
}

/**
 * Writes one admin change to the audit log: who, what, before and after (snapshots of the DTOs a
 * caller sees, so no password hash or reset data is ever logged). Called inside the change's own
 * transaction, so a change and its log entry commit together or not at all.
 */
export function recordAudit(
  db: Database,
  actor: Pick<TUser, 'id' | 'firstName' | 'lastName'>,
  action: AuditAction,
  subject: AuditSubject,
  before: object | null,
  after: object | null,
): Promise<void> {
  return insertAudit(db, {
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    action,
    ...subject,
    before,
    after,
  });
}

export function toAuditDto(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actorId: row.actorId,
    actorName: row.actorName,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One thing's history, newest first. */
export async function auditHistory(
  db: Database,
  query: TAuditQuery & { entityId: number },
): Promise<TAuditEntry[]> {
  const rows = await listAudit(db, { entityType: query.entityType, entityId: query.entityId });
  return rows.map(toAuditDto);
}
