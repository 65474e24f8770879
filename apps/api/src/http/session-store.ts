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

/** Sessions live in PostgreSQL: they survive restarts and are shared by every API process. */
export function pgSessionStore(
  db: Database,
  now: () => Date,
  users: SessionUsers = new SessionUsers(),
): SessionStore {
  return {
    set(sid, session, callback) {
      const expires = session.cookie.expires
        ? new Date(session.cookie.expires)
        : new Date(now().getTime() + FALLBACK_TTL_MS);
      saveSession(db, sid, session.userId ?? null, session, expires).then(
        () => callback(),
        callback,
      );
    },
    get(sid, callback) {
      findSessionWithUser(db, sid, now()).then((found) => {
        if (found) users.remember(sid, found.user);
        callback(null, (found?.data as Session | undefined) ?? null);
      }, callback);
    },
    destroy(sid, callback) {
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
