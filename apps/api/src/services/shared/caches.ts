import type { findSessionWithUser, LocationRow, LocationSetup } from '@club/db';
import { LRUCache } from 'lru-cache';
import type { BayWithHours } from '../club/club-data';
import type { LocationDay } from '../booking/location-days';

/** A session with its user (null: none, or gone), as one read found it. */
type SessionRead = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/**
 * What this process keeps of the database (ServiceDeps.caches). Each read is kept until the change
 * that makes it stale drops it: here, after its commit, by the service that made the change (or,
 * for days, by every mutation: trpc.ts); in every process, this one too, by the change notice
 * PostgreSQL sends at that commit (migrations 0005 and 0016, `listenForChanges` in app.ts). Times
 * to live are only a safety net. Sizes hold 10,000 active members (two sessions each) without
 * evicting one of them.
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
   * Locations' days for availability, by `dayKey`: dropped by the notice of a change to what a day
   * holds (`day:<locationId>:<first>:<last>`, migration 0016), whichever process or path made it.
   * A read is kept from its start (Caches.shared), so a notice that comes while it runs drops it:
   * it is never kept after the change it missed.
   */
  readonly days = new LRUCache<string, Promise<LocationDay>>({ max: 1000, ttl: 5 * 60_000 });
  /** Bumped by each session or user change: a session read begun before one is not kept. */
  private sessionEpoch = 0;

  /** The key of a location's day in `days` (undefined: the club's first location). */
  static dayKey(locationId: number | undefined, date: string): string {
    return `${locationId ?? 'first'}|${date}`;
  }

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

  /**
   * Applies a change notice: 'session:<sid>' ended, 'user:<id>' changed or gone, 'club', or
   * 'day:<locationId>:<first>:<last>' (local days, both included).
   */
  forget(notice: string): void {
    const [kind, key = ''] = notice.split(/:(.*)/s);
    if (kind === 'day') this.forgetDaysOf(key);
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

  /**
   * A change to bookings, lessons or leagues made here: the kept days go at once. Its notice drops
   * them too, but it comes a moment after the commit, over this process's LISTEN connection: a
   * client's next request could come first. So the process that wrote drops its days itself,
   * once per mutation (trpc.ts), before it answers.
   */
  forgetDays(): void {
    this.days.clear();
  }

  /** The days 'locationId:first:last' names (first and last are 'YYYY-MM-DD'; the club's first too). */
  private forgetDaysOf(range: string): void {
    const [location, first = '', last = ''] = range.split(':');
    for (const key of [...this.days.keys()]) {
      const [at, date = ''] = key.split('|');
      if ((at === location || at === 'first') && first <= date && date <= last)
        this.days.delete(key);
    }
  }

  /** Everything (the change notices of a while may have been missed). */
  clear(): void {
    this.forget('club');
    this.sessionEpoch++;
    this.sessions.clear();
  }
}
