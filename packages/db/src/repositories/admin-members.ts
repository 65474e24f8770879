import type { MembershipType } from '@club/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Tx } from '../engine';
import type { DB, UserRow, UserUpdate } from '../schema';
import { balanceOfUserSql } from './ledger';

// Member Management: search, paging, counts and deletion.

export type MemberWithCount = UserRow & { bookingCount: number; balanceCents: number };

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchesSearch(search: string) {
  const pattern = containsPattern(search);
  return (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.or([
      eb('users.firstName', 'ilike', pattern),
      eb('users.lastName', 'ilike', pattern),
      eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
      eb('users.email', 'ilike', pattern),
      eb('users.username', 'ilike', pattern),
      eb('users.phone', 'ilike', pattern),
    ]);
}

/** Members matching a search (every one for ''), by last then first name, with their booking counts. */
export interface MemberFilter {
  search: string;
  /** One plan tier, or every account ('all' or absent). */
  plan?: MembershipType | 'all';
  /** Only members whose account book balance is above $0. */
  owes?: boolean;
}

export function searchMembers(
  db: Database,
  params: MemberFilter & { limit?: number; offset?: number },
): Promise<MemberWithCount[]> {
  let q = db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      sql<number>`(select count(*) from bookings b where b.user_id = ${eb.ref('users.id')})`.as(
        'bookingCount',
      ),
      balanceOfUserSql().as('balanceCents'),
    ])
    // a deleted account stays as an anonymous row for the figures, not as a member
    .where('users.deletedAt', 'is', null)
    .orderBy('users.lastName')
    .orderBy('users.firstName')
    .orderBy('users.id');
  if (params.search) q = q.where(matchesSearch(params.search));
  if (params.plan && params.plan !== 'all') q = q.where('users.membershipType', '=', params.plan);
  if (params.owes) q = q.where(balanceOfUserSql(), '>', 0);
  if (params.limit !== undefined) q = q.limit(params.limit).offset(params.offset ?? 0);
  return q.execute();
}

export async function countMembers(
  db: Database,
  { search, plan, owes }: MemberFilter,
): Promise<number> {
  let q = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.deletedAt', 'is', null);
  if (search) q = q.where(matchesSearch(search));
  if (plan && plan !== 'all') q = q.where('users.membershipType', '=', plan);
  if (owes) q = q.where(balanceOfUserSql(), '>', 0);
  return (await q.executeTakeFirstOrThrow()).n;
}

/** Every account by name, for the Add Booking dialog. */
export function listAllUsers(db: Database): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('deletedAt', 'is', null)
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .execute();
}

/** Locks one account until the transaction ends. */
export function lockUser(trx: Tx, id: number): Promise<UserRow | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Locks every admin row (so two demotions cannot both see "another admin is left") and counts them. */
export async function lockAndCountAdmins(trx: Tx): Promise<number> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.length;
}

/** Updates an account: the row, 'emailTaken' when the e-mail (or username) is someone else's, or undefined. */
export async function updateMember(
  trx: Tx,
  id: number,
  patch: UserUpdate,
): Promise<UserRow | 'emailTaken' | undefined> {
  try {
    return await trx
      .updateTable('users')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  } catch (err) {
    if (isUniqueViolation(err)) return 'emailTaken';
    throw err;
  }
}

/** True when a database error is a unique constraint refusing a duplicate. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && Reflect.get(err, 'code') === '23505';
}

export async function countUserBookings(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}
