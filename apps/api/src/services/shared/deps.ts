import type { Database } from '@club/db';
import type { Mailer } from '../../mail/mailer';

/** What a service function needs from the host; passed explicitly, never read from globals. */
export interface ServiceDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** Server secret: keys reset-code hashes. */
  secret: string;
  publicUrl: string;
  clubMail: string;
  log: { info(msg: string): void; error(obj: unknown, msg?: string): void };
}
