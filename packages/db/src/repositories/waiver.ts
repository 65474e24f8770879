import { sql } from 'kysely';
import type { Database, Tx } from '../engine';
import type {
  GuestWaiverAcceptanceRow,
  GuestWaiverTokenRow,
  WaiverAcceptanceRow,
  WaiverVersionRow,
} from '../schema';

// The club waiver (migration 0021): its versions, members' and guests' acceptances, and guests'
// single-use links. A link is found by the hash of its token (the API makes and hashes tokens, as
// it does reset codes); the token itself is never stored.

/** The current waiver: the highest version (version 1 ships with the product). */
export function currentWaiver(db: Database | Tx): Promise<WaiverVersionRow | undefined> {
  return db
    .selectFrom('waiverVersions')
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A new version of the waiver's text (Club Settings' edit), numbered after the highest. The table
 * is locked for the transaction so two admins saving at once make two versions, in turn.
 */
export async function addWaiverVersion(
  trx: Tx,
  input: { text: string; createdBy: number | null; now: Date },
): Promise<WaiverVersionRow> {
  await sql`lock table waiver_versions in share row exclusive mode`.execute(trx);
  const current = await currentWaiver(trx);
  return trx
    .insertInto('waiverVersions')
    .values({
      version: (current?.version ?? 0) + 1,
      text: input.text,
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The member's acceptance of the highest version they accepted, or undefined when never. */
export function latestWaiverAcceptance(
  db: Database | Tx,
  userId: number,
): Promise<WaiverAcceptanceRow | undefined> {
  return db
    .selectFrom('waiverAcceptances')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The highest version each of `userIds` accepted (Member Management); absent when never. */
export async function acceptedWaiverVersions(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('waiverAcceptances')
    .select(['userId', (eb) => eb.fn.max('version').as('version')])
    .where('userId', 'in', userIds)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, r.version]));
}

/** Who accepted, when, from where: the address and browser as the request gave them. */
export interface WaiverAcceptance {
  version: number;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Records a member's acceptance of a version; accepting the same version again keeps the first
 * record. Answers the acceptance on record.
 */
export async function recordWaiverAcceptance(
  db: Database | Tx,
  userId: number,
  acceptance: WaiverAcceptance,
): Promise<WaiverAcceptanceRow> {
  const inserted = await db
    .insertInto('waiverAcceptances')
    .values({ userId, ...clip(acceptance) })
    .onConflict((oc) => oc.columns(['userId', 'version']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ??
    db
      .selectFrom('waiverAcceptances')
      .selectAll()
      .where('userId', '=', userId)
      .where('version', '=', acceptance.version)
      .executeTakeFirstOrThrow()
  );
}

/** Address and browser fit their columns (a browser may send a very long user agent). */
function clip(a: WaiverAcceptance): WaiverAcceptance {
  return { ...a, ip: a.ip?.slice(0, 64) ?? null, userAgent: a.userAgent?.slice(0, 512) ?? null };
}

/** A guest's link: the hash of its token, valid until `expiresAt` (the booking's end). */
export function addGuestWaiverToken(
  db: Database | Tx,
  token: { guestId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<GuestWaiverTokenRow> {
  return db
    .insertInto('guestWaiverTokens')
    .values({
      guestId: token.guestId,
      tokenHash: token.tokenHash,
      expiresAt: token.expiresAt,
      createdAt: token.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A link the guest can still use, with the guest it is for (the public page shows the name). */
export type OpenGuestWaiverToken = GuestWaiverTokenRow & { firstName: string; bookingId: number };

/** The unused, unexpired link with this hash whose guest is still on the booking; else undefined. */
export function findOpenGuestWaiverToken(
  db: Database | Tx,
  tokenHash: string,
  now: Date,
): Promise<OpenGuestWaiverToken | undefined> {
  return db
    .selectFrom('guestWaiverTokens as t')
    .innerJoin('bookingGuests as g', 'g.id', 't.guestId')
    .selectAll('t')
    .select(['g.firstName', 'g.bookingId'])
    .where('t.tokenHash', '=', tokenHash)
    .where('t.usedAt', 'is', null)
    .where('t.expiresAt', '>', now)
    .where('g.removedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Uses a link once: marks it used if it is open (unused, unexpired, its guest still on the
 * booking) and answers it; undefined otherwise. One statement, so of two uses at once one wins.
 */
export function consumeGuestWaiverToken(
  db: Database | Tx,
  tokenHash: string,
  now: Date,
): Promise<GuestWaiverTokenRow | undefined> {
  return db
    .updateTable('guestWaiverTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookingGuests as g')
          .select('g.id')
          .whereRef('g.id', '=', 'guestWaiverTokens.guestId')
          .where('g.removedAt', 'is', null),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Records a guest's acceptance (from their link); the same version again keeps the first. */
export async function recordGuestWaiverAcceptance(
  db: Database | Tx,
  guestId: number,
  acceptance: WaiverAcceptance,
): Promise<GuestWaiverAcceptanceRow> {
  const inserted = await db
    .insertInto('guestWaiverAcceptances')
    .values({ guestId, ...clip(acceptance) })
    .onConflict((oc) => oc.columns(['guestId', 'version']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ??
    db
      .selectFrom('guestWaiverAcceptances')
      .selectAll()
      .where('guestId', '=', guestId)
      .where('version', '=', acceptance.version)
      .executeTakeFirstOrThrow()
  );
}

/** The highest version each guest accepted (the booking's details); absent when never. */
export async function guestAcceptedWaiverVersions(
  db: Database | Tx,
  guestIds: readonly number[],
): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('guestWaiverAcceptances')
    .select(['guestId', (eb) => eb.fn.max('version').as('version')])
    .where('guestId', 'in', guestIds)
    .groupBy('guestId')
    .execute();
  return new Map(rows.map((r) => [r.guestId, r.version]));
}
