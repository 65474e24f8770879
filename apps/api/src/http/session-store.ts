import { deleteSession, findSession, saveSession, type Database } from '@club/db';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';

declare module 'fastify' {
  interface Session {
    userId?: number;
  }
}

const FALLBACK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL: they survive restarts and are shared by every API process. */
export function pgSessionStore(db: Database, now: () => Date): SessionStore {
  return {
    set(sid, session, callback) {
      const expires = session.cookie.expires
        ? new Date(session.cookie.expires)
        : new Date(now().getTime() + FALLBACK_TTL_MS);
      saveSession(db, sid, session.userId ?? null, session, expires).then(() => callback(), callback);
    },
    get(sid, callback) {
      findSession(db, sid, now()).then(
        (data) => callback(null, (data as Session | undefined) ?? null),
        (err) => callback(err),
      );
    },
    destroy(sid, callback) {
      deleteSession(db, sid).then(() => callback(), callback);
    },
  };
}
