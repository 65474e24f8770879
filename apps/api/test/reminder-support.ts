import { kyselyFor, type Database } from '@club/db';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadEnv } from '../src/env';
import { createMailer } from '../src/mail/mailer';
import type { Harness } from './harness';

/**
 * Another API process on the harness's database: its own pool, its own outbox and sweepers (each
 * sweeps for due reminders as it starts; closing it waits for that sweep). `more` adds to its deps.
 */
export async function anotherProcess(
  h: Harness,
  more: Partial<AppDeps> = {},
): Promise<{ app: FastifyInstance; db: Database }> {
  const db = kyselyFor(h.t.url, 3);
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMITS: 'off',
  });
  const app = await buildApp({
    db,
    databaseUrl: h.t.url,
    env,
    secret: 'test-secret-test-secret-test-secret-0123',
    now: () => h.clock.now,
    webDist: null,
    mailer: createMailer({
      from: env.MAIL_FROM,
      smtpUrl: h.mail.url,
      outboxDir: '/nonexistent',
      log: () => {},
    }),
    ...more,
  });
  return { app, db };
}

/** Starts `count` more processes at the same moment and closes them (each sweeps once). */
export async function sweepWith(h: Harness, count = 1): Promise<void> {
  const processes = await Promise.all(Array.from({ length: count }, () => anotherProcess(h)));
  for (const p of processes) {
    await p.app.close();
    await p.db.destroy();
  }
}

/**
 * A member's confirmed session 22.5 to 23 hours after `now`, booked three days before it, written straight
 * to the tables (a member cannot book in the past): its 24-hour reminder is due. Answers its id.
 */
export async function bookingDueForReminder(db: Database, now: Date): Promise<number> {
  const bay = await db
    .selectFrom('bays')
    .select(['id', 'locationId'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      username: 'reminded@example.com',
      email: 'reminded@example.com',
      passwordHash: 'not-a-login',
      firstName: 'Remi',
      lastName: 'Nder',
      phone: null,
      hoursRemaining: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // on the half-hour grid, 22.5 to 23 hours ahead
  const slot = 30 * 60_000;
  const startTime = new Date(Math.floor((now.getTime() + 23 * 3_600_000) / slot) * slot);
  const booking = await db
    .insertInto('bookings')
    .values({
      userId: user.id,
      locationId: bay.locationId,
      bayId: bay.id,
      startTime,
      endTime: new Date(startTime.getTime() + 3_600_000),
      priceCents: 4000,
      status: 'confirmed',
      waitlistPosition: null,
      createdBy: user.id,
      createdAt: new Date(startTime.getTime() - 3 * 24 * 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return booking.id;
}
