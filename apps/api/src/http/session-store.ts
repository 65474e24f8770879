import { deleteSession, findSessionWithUser, saveSession } from '@club/db';
import { DAY_MS } from '@club/domain';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { ServiceDeps } from '../services/shared/deps';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** When the session's expiry last moved forward (http/session.ts, once a day at most). */
    renewedAt?: number;
  }
}

const FALLBACK_TTL_MS = 30 * DAY_MS;

/**
 * Sessions live in PostgreSQL: they survive restarts and are shared by every API process. A read
 * (the session with its user, in one query) is kept in `deps.caches.sessions`, where the request's
 * context finds the user too; an ended session or a changed user drops it (Caches.forget).
 */
export function pgSessionStore(deps: ServiceDeps): SessionStore {
  const { db, now, caches } = deps;
  return {
    set(sid, session, callback) {
      caches.forget(`session:${sid}`);
      const expires = new Date(session.cookie.expires ?? now().getTime() + FALLBACK_TTL_MS);
      saveSession(db, sid, session.userId ?? null, session, expires).then(
        () => callback(),
        callback,
      );
    },
    get(sid, callback) {
      caches
        .session(sid, () => findSessionWithUser(db, sid, now()))
        .then((found) => {
          // a kept read still ends with its session
          const live = found && found.expiresAt > now() ? found : undefined;
          callback(null, (live?.data as Session | undefined) ?? null);
        }, callback);
    },
    destroy(sid, callback) {
      deleteSession(db, sid).then(() => {
        caches.forget(`session:${sid}`);
        callback();
      }, callback);
    },
  };
}
