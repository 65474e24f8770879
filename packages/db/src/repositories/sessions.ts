import type { Database } from '../engine';
import type { UserRow } from '../schema';

export async function findSession(db: Database, sid: string, now: Date): Promise<unknown> {
  const row = await db
    .selectFrom('sessions')
    .select('data')
    .where('sid', '=', sid)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.data;
}

/**
 * A live session and its user in one read (the user as of this instant: role, tier, name), or
 * undefined. The user is null for a session without one, or whose user is gone.
 */
export async function findSessionWithUser(
  db: Database,
  sid: string,
  now: Date,
): Promise<{ data: unknown; expiresAt: Date; user: UserRow | null } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.data as sessionData', 'sessions.expiresAt as sessionExpiresAt'])
    .selectAll('users')
    .where('sessions.sid', '=', sid)
    .where('sessions.expiresAt', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionData, sessionExpiresAt, ...user } = row;
  return {
    data: sessionData,
    expiresAt: sessionExpiresAt,
    user: user.id === null ? null : (user as UserRow),
  };
}

export async function saveSession(
  db: Database,
  sid: string,
  userId: number | null,
  data: unknown,
  expiresAt: Date,
): Promise<void> {
  const json = JSON.stringify(data);
  await db
    .insertInto('sessions')
    .values({ sid, userId, data: json, expiresAt })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ userId, data: json, expiresAt }))
    .execute();
}

export async function deleteSession(db: Database, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Ends every session of a user (after a password reset). */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every session expired at `now` (the ones findSession no longer answers); answers how many. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
