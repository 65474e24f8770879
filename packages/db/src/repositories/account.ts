import type { Database, Tx } from '../engine';
import type { BookingRow, EmailChangeCodeRow, UserRow } from '../schema';
import { clearLedgerNotes } from './ledger';

// Accounts the member keeps (issue 26): e-mail change codes, other sessions, the deletion.

/** Replaces any pending e-mail change of the user with a new one. */
export async function replaceEmailChangeCode(
  trx: Tx,
  row: { userId: number; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await trx.deleteFrom('emailChangeCodes').where('userId', '=', row.userId).execute();
  await trx.insertInto('emailChangeCodes').values(row).execute();
}

/** The user's pending e-mail change, locked for the check that follows. */
export function lockEmailChangeCode(
  trx: Tx,
  userId: number,
): Promise<EmailChangeCodeRow | undefined> {
  return trx
    .selectFrom('emailChangeCodes')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

/** The code of a pending change, made when its mail is sent (the request stored a void one). */
export async function setEmailChangeCodeHash(trx: Tx, id: number, codeHash: string): Promise<void> {
  await trx.updateTable('emailChangeCodes').set({ codeHash }).where('id', '=', id).execute();
}

export async function recordFailedEmailChangeAttempt(db: Database, id: number): Promise<void> {
  await db
    .updateTable('emailChangeCodes')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteEmailChangeCodes(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('emailChangeCodes').where('userId', '=', userId).execute();
}

/** Ends every session of a user but one (the one that asked); answers how many ended. */
export async function deleteOtherSessions(
  db: Database,
  userId: number,
  keepSid: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('sid', '<>', keepSid)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** True when another account (deleted ones included: their rows keep a placeholder) has the address. */
export async function emailTaken(db: Database, email: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', email)]))
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The locations where the member holds live bookings or confirmed lessons that have not started
 * (read, no lock), in id order.
 */
export async function futureBookingLocations(
  db: Database,
  userId: number,
  now: Date,
): Promise<number[]> {
  const bookings = await db
    .selectFrom('bookings')
    .select('locationId')
    .distinct()
    .where('userId', '=', userId)
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .where('startTime', '>', now)
    .execute();
  const lessons = await db
    .selectFrom('lessons')
    .innerJoin('bays', 'bays.id', 'lessons.bayId')
    .select('bays.locationId')
    .distinct()
    .where('lessons.userId', '=', userId)
    .where('lessons.status', '=', 'confirmed')
    .where('lessons.startTime', '>', now)
    .execute();
  const ids = new Set([...bookings, ...lessons].map((r) => r.locationId));
  return [...ids].sort((a, b) => a - b);
}

/** The member's confirmed lessons that have not started, locked (the deletion cancels them). */
export async function lockFutureLessons(trx: Tx, userId: number, now: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom('lessons')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'confirmed')
    .where('startTime', '>', now)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** The member's live bookings that have not started, locked (the deletion cancels them). */
export function lockFutureLiveBookings(trx: Tx, userId: number, now: Date): Promise<BookingRow[]> {
  return trx
    .selectFrom('bookings')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', 'in', ['confirmed', 'waitlisted'])
    .where('startTime', '>', now)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The member's active league entries with their league (the deletion frees those not over). */
export function listActiveEntriesOf(db: Database | Tx, userId: number) {
  return db
    .selectFrom('leagueParticipants')
    .innerJoin('leagues', 'leagues.id', 'leagueParticipants.leagueId')
    .innerJoin('locations', 'locations.id', 'leagues.locationId')
    .select([
      'leagueParticipants.id',
      'leagueParticipants.leagueId',
      'leagueParticipants.userId',
      'leagueParticipants.paymentMethod',
      'leagues.startDate',
      'leagues.endDate',
      'leagues.status',
      'leagues.teamType',
      'locations.timeZone',
    ])
    .where('leagueParticipants.userId', '=', userId)
    .where('leagueParticipants.status', '=', 'active')
    .orderBy('leagueParticipants.leagueId')
    .execute();
}

export async function freeLeagueEntry(trx: Tx, id: number): Promise<void> {
  await trx
    .updateTable('leagueParticipants')
    .set({ status: 'withdrawn' })
    .where('id', '=', id)
    .execute();
}

/**
 * The account becomes an anonymous row: no name, no contact, no usable password, an address that
 * can never be signed in with or receive mail (`.invalid`). Its past bookings keep pointing at it.
 */
export async function anonymiseUser(trx: Tx, id: number, now: Date): Promise<UserRow | undefined> {
  const placeholder = `deleted-${id}@deleted.invalid`;
  await trx
    .updateTable('leagueParticipants')
    .set({ player1Name: null, player1Email: null, player2Name: null, player2Email: null })
    .where('userId', '=', id)
    .execute();
  // the account book's lines stay (the club's figures add up), without an admin's free-text notes
  await clearLedgerNotes(trx, id);
  await trx.deleteFrom('emailChangeCodes').where('userId', '=', id).execute();
  await trx.deleteFrom('passwordResetCodes').where('userId', '=', id).execute();
  await trx.deleteFrom('sessions').where('userId', '=', id).execute();
  return trx
    .updateTable('users')
    .set({
      email: placeholder,
      username: placeholder,
      firstName: 'Deleted',
      lastName: 'member',
      phone: null,
      // not an argon2 hash: no password ever matches it
      passwordHash: '!deleted',
      calendarToken: null,
      bookingReminders: false,
      // an admin who leaves is no longer counted as one (the last admin cannot leave)
      role: 'user',
      membershipType: 'none',
      deletedAt: now,
    })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Locks the user row (a second deletion, or a booking command, waits behind it). */
export function lockLiveUser(trx: Tx, id: number): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}
