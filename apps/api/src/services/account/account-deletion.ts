import {
  anonymiseUser,
  cancelLessonRow,
  countActiveEntries,
  findLesson,
  futureBookingLocations,
  listActiveEntriesOf,
  lockAndCountAdmins,
  lockFutureLessons,
  lockFutureLiveBookings,
  lockLeague,
  lockLiveUser,
  lockLocation,
  setBookingStatus,
  setLeagueParticipantCount,
  freeLeagueEntry,
  type LocationRow,
  type Tx,
  type UserRow,
} from '@club/db';
import type { TDeleteAccountInput, TUser } from '@club/contract';
import {
  canWithdraw,
  DomainError,
  leagueStatus,
  playersOfEntries,
  type WaitlistPromotion,
} from '@club/domain';
import { accountDeletedMail, type DeletedBy } from '../../mail/account-mails';
import { recordAudit } from '../admin/audit-log';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { mailLessonCancelled } from '../lesson/lesson-notices';
import { mailClub } from '../club/mail-club';
import { creditLeagueEntry, creditLesson, creditSessions } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { assertCurrentPassword, liveUser } from './profile-service';
import { removeMemberDoorCodes } from '../door/door-codes';

export const LAST_ADMIN_CANNOT_LEAVE =
  /*i18n*/ "You are the club's only admin. Make another member an admin before deleting your account.";

/** Who removes a member (the member themselves, or an admin) and what must hold first. */
export interface MemberRemoval {
  /** Whom the audit log names. */
  actor: Pick<TUser, 'id' | 'firstName' | 'lastName'>;
  by: DeletedBy;
  /** The answer when there is no such member (or they are already deleted). */
  notFound: string;
  /** Throws when this removal may not go ahead; runs with the admins and the member locked. */
  check(trx: Tx, member: UserRow, adminCount: number): Promise<void> | void;
}

export interface MemberRemoved {
  cancelledBookings: number;
  cancelledLessons: number;
  freedLeaguePlaces: number;
}

/** Frees the member's places in leagues that are not over; answers how many. */
async function freeLeaguePlaces(deps: ServiceDeps, trx: Tx, userId: number): Promise<number> {
  let freed = 0;
  for (const entry of await listActiveEntriesOf(trx, userId)) {
    const status = leagueStatus(entry, deps.now(), entry.timeZone);
    if (status === 'completed' || status === 'cancelled') continue;
    const league = await lockLeague(trx, entry.leagueId);
    if (!league) continue;
    await freeLeagueEntry(trx, entry.id);
    // the fee goes back as a withdrawal gives it back: before the league starts
    if (canWithdraw(status)) await creditLeagueEntry(trx, deps, entry, league.feeCents);
    const entries = await countActiveEntries(trx, league.id);
    await setLeagueParticipantCount(trx, league.id, playersOfEntries(entries, league.teamType));
    freed += 1;
  }
  return freed;
}

/**
 * The one way a member is removed (DECISIONS.md), whether they asked or an admin did, in one
 * transaction: the future bookings cancelled and the waitlist promoted into the time they free,
 * future lessons cancelled (their coach is told), league places in seasons not over freed, and
 * the account made anonymous: past bookings and league scores keep counting in the club's figures
 * without a name or contact. The audit log says who.
 */
export async function removeMember(
  deps: ServiceDeps,
  memberId: number,
  removal: MemberRemoval,
): Promise<MemberRemoved> {
  const now = deps.now();
  const locationIds = await futureBookingLocations(deps.db, memberId, now);
  const result = await deps.db.transaction().execute(async (trx) => {
    // locations first, as every booking command takes them, then the admins before the member,
    // as the Edit dialog takes them, so none deadlock
    const locations: LocationRow[] = [];
    for (const id of locationIds) {
      const location = await lockLocation(trx, id);
      if (location) locations.push(location);
    }
    const adminCount = await lockAndCountAdmins(trx);
    const member = await lockLiveUser(trx, memberId);
    if (!member) throw new DomainError('NOT_FOUND', removal.notFound);
    await removal.check(trx, member, adminCount);
    const future = await lockFutureLiveBookings(trx, member.id, now);
    for (const b of future)
      await setBookingStatus(trx, b.id, { status: 'cancelled', waitlistPosition: null }, now);
    // what the deletion cancels is credited like any cancellation
    await creditSessions(trx, deps, future);
    const lessons = await lockFutureLessons(trx, member.id, now);
    for (const id of lessons) await creditLesson(trx, deps, await cancelLessonRow(trx, id, now));
    const promoted: { zone: string; list: WaitlistPromotion[] }[] = [];
    for (const location of locations)
      promoted.push({
        zone: location.timeZone,
        list: await promoteWaitlist(trx, location, now, deps),
      });
    const freedLeaguePlaces = await freeLeaguePlaces(deps, trx, member.id);
    // the member's codes leave the lock (their bookings, lessons and league nights went above)
    await removeMemberDoorCodes(trx, deps, member.id);
    await anonymiseUser(trx, member.id, now);
    const removed: MemberRemoved = {
      cancelledBookings: future.length,
      cancelledLessons: lessons.length,
      freedLeaguePlaces,
    };
    await recordAudit(
      trx,
      removal.actor,
      'member.delete',
      { entityType: 'member', entityId: member.id },
      { id: member.id, membershipType: member.membershipType, role: member.role },
      { deletedBy: removal.by, ...removed },
    );
    return { member, removed, promoted, lessons };
  });
  const { member, removed } = result;
  deps.caches.forget(`user:${member.id}`);
  for (const p of result.promoted) await mailPromotions(deps, p.list, p.zone);
  // the coach learns that the lesson is off (the member's copy goes to the address they had)
  for (const id of result.lessons) {
    const lesson = await findLesson(deps.db, id);
    if (lesson) await mailLessonCancelled(deps, member, lesson);
  }
  await deps.outbox.queue(
    accountDeletedMail(member, removed.cancelledBookings, await mailClub(deps), removal.by),
  );
  return removed;
}

/** The member deletes their own account: the password checked (the typed word by the schema). */
export async function deleteAccount(
  deps: ServiceDeps,
  actor: TUser,
  input: Pick<TDeleteAccountInput, 'password'>,
): Promise<{ cancelledBookings: number; freedLeaguePlaces: number }> {
  const user = await liveUser(deps, actor.id);
  await assertCurrentPassword(user, input.password);
  const removed = await removeMember(deps, user.id, {
    actor: user,
    by: 'the member',
    notFound: 'Account not found',
    check: (_trx, member, adminCount) => {
      if (member.role === 'admin' && adminCount <= 1)
        throw new DomainError('CONFLICT', LAST_ADMIN_CANNOT_LEAVE);
    },
  });
  return {
    cancelledBookings: removed.cancelledBookings,
    freedLeaguePlaces: removed.freedLeaguePlaces,
  };
}
