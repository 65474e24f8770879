import type { Database, Tx } from '../engine';
import type { ResetCodeRow } from '../schema';

/** Replaces any open code of the user with a new one (both statements in the caller's transaction). */
export async function replaceResetCode(
  trx: Tx,
  userId: number,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await trx.deleteFrom('passwordResetCodes').where('userId', '=', userId).execute();
  await trx.insertInto('passwordResetCodes').values({ userId, codeHash, expiresAt }).execute();
}

/** The user's open code, locked for the check that follows. */
export function lockOpenResetCode(trx: Tx, userId: number): Promise<ResetCodeRow | undefined> {
  return trx
    .selectFrom('passwordResetCodes')
    .selectAll()
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

export async function recordFailedResetAttempt(db: Database, id: number): Promise<void> {
  await db
    .updateTable('passwordResetCodes')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteResetCodes(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('passwordResetCodes').where('userId', '=', userId).execute();
}
