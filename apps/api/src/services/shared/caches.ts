import type { findSessionWithUser, LocationRow, LocationSetup } from '@club/db';
import { LRUCache } from 'lru-cache';
import type { BayWithHours } from '../club/club-data';
import type { LocationDay } from '../booking/location-days';

/** A session with its user (null: none, or gone), as one read found it. */
type SessionRead = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/**
 * What this process keeps of the database (ServiceDeps.caches). Each read is kept for its time to
 * live, and dropped sooner by the change that makes it stale: here, by the service that made the
 * change, after its commit; in every other API process, by the change notice PostgreSQL sends at
 * that commit (migration 0005, `listenForChanges` in app.ts). Sizes hold 10,000 active members
 * (two sessions each) without evicting one of them.
 */
export class Caches {
  /** Sessions with their users, by session id: the one read of a session a request makes. */
  readonly sessions = new LRUCache<string, SessionRead>({ max: 20_000, ttl: 5 * 60_000 });
  /** Locations by id ('first': the club's first). */
  readonly locations = new LRUCache<string, Promise<LocationRow>>({ max: 100, ttl: 10 * 60_000 });
  /**
   * Setups with each bay's hours (kept whole, so the domain's per-list caches hold), by location id
   * ('first' alike): every read checks the version, so none is used stale.
   */
  readonly setups = new LRUCache<string, { setup: LocationSetup; bays: BayWithHours[] }>({
    max: 100,
  });
  /**
   * A location's day for availability, for a second: a booking made here drops it; one made in
   * another process shows within the second (availability is advice: booking checks under locks).
   */
  readonly days = new LRUCache<string, Promise<LocationDay>>({ max: 1000, ttl: 1000 });
  /** Bumped by each session or user change: a session read begun before one is not kept. */
  private sessionEpoch = 0;

  /** A read kept under `key` while it lasts; askers at the same time share it, a failure is not kept. */
  static shared<V>(cache: LRUCache<string, Promise<V>>, key: string, load: () => Promise<V>) {
    let kept = cache.get(key);
    if (!kept) {
      const read = load();
      read.catch(() => cache.get(key) === read && cache.delete(key));
      cache.set(key, (kept = read));
    }
    return kept;
  }

  /** The session read kept for `sid`, else `load`'s (kept unless a change came while it ran). */
  async session(sid: string, load: () => Promise<SessionRead | undefined>) {
    const kept = this.sessions.get(sid);
    if (kept) return kept;
    const epoch = this.sessionEpoch;
    const read = await load();
    if (read && epoch === this.sessionEpoch) this.sessions.set(sid, read);
    return read;
  }

  /** Applies a change notice: 'session:<sid>' ended, 'user:<id>' changed or gone, 'club'. */
  forget(notice: string): void {
    const [kind, key = ''] = notice.split(/:(.*)/s);
    if (kind === 'session' || kind === 'user') this.sessionEpoch++;
    if (kind === 'session') this.sessions.delete(key);
    if (kind === 'user')
      for (const [sid, read] of this.sessions.entries())
        if (String(read.user?.id) === key) this.sessions.delete(sid);
    if (kind === 'club') {
      this.locations.clear();
      this.setups.clear();
      this.days.clear();
    }
  }

  /** A change to bookings, lessons or leagues made here: the kept days go. */
  forgetDays(): void {
    this.days.clear();
  }

  /** Everything (the change notices of a while may have been missed). */
  clear(): void {
    this.forget('club');
    this.sessionEpoch++;
    this.sessions.clear();
  }
}
