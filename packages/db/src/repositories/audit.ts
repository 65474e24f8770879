import type { AuditAction, AuditEntityType } from '@club/domain';
import type { Database } from '../engine';
import type { AuditRow } from '../schema';

// The admin audit log: one row per admin change, written in the change's own transaction.

export interface AuditRecord {
  actorId: number;
  actorName: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  before: object | null;
  after: object | null;
}

export async function insertAudit(db: Database, record: AuditRecord): Promise<void> {
  await db
    .insertInto('adminAuditLog')
    .values({
      ...record,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
    })
    .execute();
}

/** One thing's history, newest first. */
export function listAudit(
  db: Database,
  params: { entityType: AuditEntityType; entityId: number; limit?: number },
): Promise<AuditRow[]> {
  return db
    .selectFrom('adminAuditLog')
    .selectAll()
    .where('entityType', '=', params.entityType)
    .where('entityId', '=', params.entityId)
    .orderBy('id', 'desc')
    .limit(params.limit ?? 100)
    .execute();
}
