import {
  lockLocation,
  lockNoShowCandidates,
  locationsReleasingNoShows,
  markNoShows,
} from '@club/db';
import { noShowRelease, type WaitlistPromotion } from '@club/domain';
import { sessionReleasedMail } from '../../mail/no-show-mails';
import { mailPromotions, promoteWaitlist } from '../booking/waitlist-service';
import { syncBookingDoorCode, syncLessonDoorCode } from '../door/door-codes';
import type { ServiceDeps } from '../shared/deps';

const BATCH = 100;

/**
 * The no-show sweep (DECISIONS.md, Check-in and no-shows), run every minute by pg-boss's cron: at
 * each location whose release setting is on, every confirmed booking and lesson nobody checked in
 * by its start + N minutes, and not yet over, becomes `no_show` (`released_at` now). In the same
 * transaction, as a cancellation does, the waitlist is promoted into the freed time; the member's
 * mail is queued in the outbox and the session's door code goes `deleting`. Charges, plan minutes
 * and ledger lines stay. Once across processes: the location is locked, the sessions are taken
 * `FOR UPDATE SKIP LOCKED` and released by an update conditional on `confirmed`. Answers how many
 * sessions were released.
 */
export async function releaseNoShows(deps: ServiceDeps): Promise<number> {
  let released = 0;
  for (const { id } of await locationsReleasingNoShows(deps.db)) {
    for (;;) {
      const batch = await releaseBatch(deps, id);
      released += batch.released;
      if (batch.promoted.length > 0) await mailPromotions(deps, batch.promoted, batch.zone);
      if (batch.released === 0 || batch.candidates < BATCH) break;
    }
  }
  if (released > 0) deps.outbox.wake();
  return released;
}

async function releaseBatch(
  deps: ServiceDeps,
  locationId: number,
): Promise<{ released: number; candidates: number; promoted: WaitlistPromotion[]; zone: string }> {
  return deps.db.transaction().execute(async (trx) => {
    // the location first, as a cancellation and the waitlist take it
    const location = await lockLocation(trx, locationId);
    const minutes = location?.noShowReleaseMinutes ?? null;
    if (!location || minutes === null)
      return { released: 0, candidates: 0, promoted: [], zone: '' };
    const now = deps.now();
    const found = await lockNoShowCandidates(trx, { locationId, minutes, now, limit: BATCH });
    const due = found.filter((s) => noShowRelease(s, minutes, now) !== null);
    const ids = (kind: 'booking' | 'lesson') => due.filter((s) => s.kind === kind).map((s) => s.id);
    const marked = await markNoShows(
      trx,
      { bookingIds: ids('booking'), lessonIds: ids('lesson') },
      now,
    );
    const releasedNow = due.filter((s) =>
      (s.kind === 'booking' ? marked.bookingIds : marked.lessonIds).includes(s.id),
    );
    for (const s of releasedNow) {
      await deps.outbox.queue(sessionReleasedMail(s, s, minutes, location.timeZone, location), trx);
    }
    // their codes leave the lock (a no-show is not confirmed: the sync job removes it)
    for (const id of marked.bookingIds) await syncBookingDoorCode(trx, deps, id);
    for (const id of marked.lessonIds) await syncLessonDoorCode(trx, deps, id);
    const promoted = releasedNow.length > 0 ? await promoteWaitlist(trx, location, now, deps) : [];
    return {
      released: releasedNow.length,
      candidates: Math.max(
        found.filter((s) => s.kind === 'booking').length,
        found.filter((s) => s.kind === 'lesson').length,
      ),
      promoted,
      zone: location.timeZone,
    };
  });
}
