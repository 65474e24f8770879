import type { Database } from '@club/db';

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
