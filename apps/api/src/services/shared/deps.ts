import type { Database } from '@club/db';
import type { Mailer } from '../../mail/mailer';
import type { MailQueue } from '../../mail/outbox';
import type { Caches } from './caches';

/** What a service function needs from the host; passed explicitly, never read from globals. */
export interface ServiceDeps {
  db: Database;
  mailer: Mailer;
  /** The durable queue (account mails, reset codes): stored before answering, sent by the drainer. */
  outbox: MailQueue;
  now: () => Date;
  /** What this process keeps of the database; the service that changes it clears it (caches.ts). */
  caches: Caches;
  /** Server secret: keys reset-code hashes. */
  secret: string;
  publicUrl: string;
  clubMail: string;
  log: { info(msg: string): void; error(obj: unknown, msg?: string): void };
}
