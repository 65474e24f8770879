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
} from '@club/db';
import type { TDeleteAccountInput, TUser } from '@club/contract';
import { DomainError, leagueStatus, playersOfEntries, type WaitlistPromotion } from '@club/domain';
import { accountDeletedMail } from '../../mail/account-mails';
import { recordAudit } from '../admin/audit-log';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { mailLessonCancelled } from '../lesson/lesson-notices';
import { mailClub } from '../club/mail-club';
import type { ServiceDeps } from '../shared/deps';
import { assertCurrentPassword, liveUser } from './profile-service';

export const LAST_ADMIN_CANNOT_LEAVE =
  "You are the club's only admin. Make another member an admin before deleting your account.";

/** Frees the member's places in leagues that are not over; answers how many. */
async function freeLeaguePlaces(deps: ServiceDeps, trx: Tx, userId: number): Promise<number> {
  let freed = 0;
  for (const entry of await listActiveEntriesOf(trx, userId)) {
    const status = leagueStatus(entry, deps.now(), entry.timeZone);
    if (status === 'completed' || status === 'cancelled') continue;
    const league = await lockLeague(trx, entry.leagueId);
    if (!league) continue;
    await freeLeagueEntry(trx, entry.id);
    const entries = await countActiveEntries(trx, league.id);
    await setLeagueParticipantCount(trx, league.id, playersOfEntries(entries, league.teamType));
    freed += 1;
  }
  return freed;
}

/**
 * Deletes the member's account, in one transaction: the password and the typed word checked
 * (the schema and here), the future bookings cancelled and the waitlist promoted into the time
 * they free, league places in seasons not over freed, and the account made anonymous (past
 * bookings keep counting in the club's figures without a name or contact). Future lessons are
 * cancelled too (their coach is told). The audit log says who.
 */
export async function deleteAccount(
  deps: ServiceDeps,
  actor: TUser,
  input: Pick<TDeleteAccountInput, 'password'>,
): Promise<{ cancelledBookings: number; freedLeaguePlaces: number }> {
  const user = await liveUser(deps, actor.id);
  await assertCurrentPassword(user, input.password);
  const now = deps.now();
  const locationIds = await futureBookingLocations(deps.db, user.id, now);
  const result = await deps.db.transaction().execute(async (trx) => {
    // locations first, as every booking command takes them, so none deadlock
    const locations: LocationRow[] = [];
    for (const id of locationIds) {
      const location = await lockLocation(trx, id);
      if (location) locations.push(location);
    }
    if (user.role === 'admin' && (await lockAndCountAdmins(trx)) <= 1)
      throw new DomainError('CONFLICT', LAST_ADMIN_CANNOT_LEAVE);
    if (!(await lockLiveUser(trx, user.id)))
      throw new DomainError('NOT_FOUND', 'Account not found');
    const future = await lockFutureLiveBookings(trx, user.id, now);
    for (const b of future)
      await setBookingStatus(trx, b.id, { status: 'cancelled', waitlistPosition: null });
    const lessons = await lockFutureLessons(trx, user.id, now);
    for (const id of lessons) await cancelLessonRow(trx, id, now);
    const promoted: { zone: string; list: WaitlistPromotion[] }[] = [];
    for (const location of locations)
      promoted.push({ zone: location.timeZone, list: await promoteWaitlist(trx, location, now) });
    const freedLeaguePlaces = await freeLeaguePlaces(deps, trx, user.id);
    await anonymiseUser(trx, user.id, now);
    await recordAudit(
      trx,
      user,
      'member.delete',
      { entityType: 'member', entityId: user.id },
      { id: user.id, membershipType: user.membershipType, role: user.role },
      {
        deletedBy: 'the member',
        cancelledBookings: future.length,
        cancelledLessons: lessons.length,
        freedLeaguePlaces,
      },
    );
    return { cancelledBookings: future.length, freedLeaguePlaces, promoted, lessons };
  });
  deps.caches.forget(`user:${user.id}`);
  deps.caches.forgetDays();
  for (const p of result.promoted) await mailPromotions(deps, p.list, p.zone);
  // the coach learns that the lesson is off (the member's copy goes to the address they had)
  for (const id of result.lessons) {
    const lesson = await findLesson(deps.db, id);
    if (lesson) await mailLessonCancelled(deps, user, lesson);
  }
  await deps.outbox.queue(accountDeletedMail(user, result.cancelledBookings, await mailClub(deps)));
  return {
    cancelledBookings: result.cancelledBookings,
    freedLeaguePlaces: result.freedLeaguePlaces,
  };
}
