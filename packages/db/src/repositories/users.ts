import { effectivePlan, type MembershipType } from '@club/domain';
import type { Database, Tx } from '../engine';
import type { NewUser, UserRow, UserUpdate } from '../schema';

export function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account with this address (a deleted account has none: it keeps only a placeholder). */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * The language of the account with this address (a coach's, the club's inbox's), or undefined
 * when no account has it: their e-mails then go out in English.
 */
export async function findLocaleByEmail(
  db: Database,
  email: string,
): Promise<UserRow['locale'] | undefined> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('email', '=', email.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row?.locale;
}

/** Inserts a user; answers undefined when the e-mail (or username) is already taken. */
export function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUser(
  db: Database,
  id: number,
  patch: UserUpdate,
): Promise<UserRow | undefined> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Each account's plan tier at `now` as it books (the waitlist's promotions price with them): a card
 * plan whose failed renewal's grace has ended books as `none` (effectivePlan).
 */
export async function membershipTypesOf(
  db: Database | Tx,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, MembershipType>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'membershipType as plan',
      'planStatus as status',
      'planPaidThrough as paidThrough',
      'planCancelAtPeriodEnd as cancelAtPeriodEnd',
      'planGraceEndsAt as graceEndsAt',
    ])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, effectivePlan(r, now)]));
}
