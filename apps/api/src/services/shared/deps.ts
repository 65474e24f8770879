import type { Database } from '@club/db';
import type { DomainErrorCode } from '@club/domain';
import type { JobQueue } from '../../jobs/job-queue';
import type { MailQueue } from '../../mail/outbox';
import type { DoorAccess } from '../door/door-access';
import type { Billing } from '../billing/billing';
import type { Caches } from './caches';

/** Who made a booking: a member for themselves, or an admin for a member. */
export type BookingKind = 'member' | 'admin';

/**
 * What the services count for /metrics (apps/api/src/http/metrics.ts keeps the counters, one set
 * per app); plain calls, so no service knows Prometheus.
 */
export interface ServiceMetrics {
  bookingCreated(kind: BookingKind, status: 'confirmed' | 'waitlisted'): void;
  /** A booking command refused with a rule's error (BAYS_FULL, DAILY_LIMIT, BOOKING_RULE, …). */
  bookingRefused(kind: BookingKind, code: DomainErrorCode): void;
}

/** What a service function needs from the host; passed explicitly, never read from globals. */
export interface ServiceDeps {
  db: Database;
  /** The durable mail queue: every e-mail is stored with the work that causes it and sent by a job. */
  outbox: MailQueue;
  now: () => Date;
  /** What this process keeps of the database; the service that changes it clears it (caches.ts). */
  caches: Caches;
  /** Server secret: keys reset-code hashes. */
  secret: string;
  publicUrl: string;
  clubMail: string;
  log: { info(msg: string): void; error(obj: unknown, msg?: string): void };
  metrics: ServiceMetrics;
  /** Card payments (Stripe), when the club configured them; null: none (the local default). */
  billing: Billing | null;
  /** Door codes on the club's lock (Seam), when configured; null: none, and no screen says codes. */
  door: DoorAccess | null;
  /** Queues background work in the caller's transaction (door-code sync jobs). */
  jobs: Pick<JobQueue, 'send' | 'wake'>;
  /** An integer from 0 to max - 1 (crypto.randomInt; a seeded one in tests): door codes' digits. */
  randomInt: (maxExclusive: number) => number;
}
