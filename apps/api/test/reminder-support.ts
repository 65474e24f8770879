import { kyselyFor, type Database } from '@club/db';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { createMailer } from '../src/mail/mailer';
import type { Harness } from './harness';
import { runJob } from './job-support';
import { testEnv } from './test-env';

/**
 * Another API process on the harness's database: its own pool, and its own job workers (mail,
 * reminders, sweeps). `more` adds to its deps.
 */
export async function anotherProcess(
  h: Harness,
  more: Partial<AppDeps> = {},
): Promise<{ app: FastifyInstance; db: Database }> {
  const db = kyselyFor(h.t.url, 3);
  const env = testEnv({
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

/**
 * `count` more processes on the database, whose reminder jobs run `count` times at the same
 * moment (as each process's schedule would), then close.
 */
export async function sweepWith(h: Harness, count = 1, job = 'reminders'): Promise<void> {
  const processes = await Promise.all(Array.from({ length: count }, () => anotherProcess(h)));
  await runJob(h.t.url, job, count);
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
