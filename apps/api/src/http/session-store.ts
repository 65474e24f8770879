import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  saveSession,
  type Database,
  type UserRow,
} from '@club/db';
import { DAY_MS, MINUTE_MS } from '@club/domain';
import type { Session } from 'fastify';
import { KeptReads } from '../services/shared/kept-reads';
import type { SessionStore } from '@fastify/session';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When the session's expiry last moved forward (http/session.ts, once a day at most). */
    renewedAt?: number;
  }
}

const FALLBACK_TTL_MS = 30 * DAY_MS;
/** How often the server deletes expired sessions (they are refused as soon as they expire). */
export const SESSION_SWEEP_INTERVAL_MS = 15 * MINUTE_MS;

/**
 * The user read together with each session, kept for the request that read it: the request's
 * context takes it instead of asking the database a second time. Taken once; a request whose
 * session changed since (login, logout) reads the user afresh.
 */
export class SessionUsers {
  private readonly bySid = new Map<string, UserRow | null>();

  remember(sid: string, user: UserRow | null): void {
    if (this.bySid.size >= 1000) this.bySid.clear();
    this.bySid.set(sid, user);
  }

  take(sid: string): UserRow | null | undefined {
    const user = this.bySid.get(sid);
    this.bySid.delete(sid);
    return user;
  }
}

/**
 * How long a session read is reused by this process. Within it, a change clears it at once (the
 * store's own writes, and `forget` on every request that may change something: app.ts); a session
 * ended or a user changed through another API process is seen here within this time.
 */
export const SESSION_READ_TTL_MS = 1000;
const MAX_KEPT_SESSIONS = 10_000;

type SessionRead = Awaited<ReturnType<typeof findSessionWithUser>>;

/** Sessions live in PostgreSQL: they survive restarts and are shared by every API process. */
export interface PgSessionStore extends SessionStore {
  /** Drops every kept session read (something may have changed a session or a user). */
  forget(): void;
}

/** The store: a read is kept for `ttlMs` (SESSION_READ_TTL_MS) unless a change drops it sooner. */
export function pgSessionStore(
  db: Database,
  now: () => Date,
  users: SessionUsers = new SessionUsers(),
  ttlMs: number = SESSION_READ_TTL_MS,
): PgSessionStore {
  const kept = new KeptReads<SessionRead>({ ttlMs }, MAX_KEPT_SESSIONS);
  const read = (sid: string) => kept.get(sid, () => findSessionWithUser(db, sid, now()));
  return {
    forget: () => kept.clear(),
    set(sid, session, callback) {
      kept.delete(sid);
      const expires = session.cookie.expires
        ? new Date(session.cookie.expires)
        : new Date(now().getTime() + FALLBACK_TTL_MS);
      saveSession(db, sid, session.userId ?? null, session, expires).then(
        () => callback(),
        callback,
      );
    },
    get(sid, callback) {
      read(sid).then((found) => {
        // a kept read still ends with its session
        const live = found && found.expiresAt > now() ? found : undefined;
        if (live) users.remember(sid, live.user);
        callback(null, (live?.data as Session | undefined) ?? null);
      }, callback);
    },
    destroy(sid, callback) {
      kept.delete(sid);
      deleteSession(db, sid).then(() => callback(), callback);
    },
  };
}

export interface SweepLog {
  info(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * Deletes expired sessions now and then every `intervalMs`, so the table does not grow with
 * abandoned logins. The timer is unref'd (it never keeps the process alive) and a sweep never
 * overlaps the last one. Answers the stop function: it clears the timer and waits for a sweep in
 * progress, so it fits Fastify's onClose (`app.addHook('onClose', startSessionSweeper(...))`).
 */
export function startSessionSweeper(
  db: Database,
  now: () => Date,
  log: SweepLog,
  intervalMs: number = SESSION_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= deleteExpiredSessions(db, now())
      .then((deleted) => {
        if (deleted > 0) log.info(`Deleted ${deleted} expired session(s)`);
      })
      .catch((err: unknown) => log.error(err, 'Could not delete expired sessions'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
