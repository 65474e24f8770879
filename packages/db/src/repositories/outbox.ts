import type { Insertable } from 'kysely';
import type { Database, Tx } from '../engine';
import type { MailOutboxTable, OutboxAttachment, OutboxKind, OutboxMailRow } from '../schema';

export interface OutboxMessage {
  kind?: OutboxKind;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
  /** Files sent with it (a lesson's or league's .ics), kept until it is sent. */
  attachments?: readonly OutboxAttachment[] | null;
}

/** A message as a new outbox row, due at once. */
export function outboxRow(message: OutboxMessage, now: Date): Insertable<MailOutboxTable> {
  return {
    kind: message.kind ?? 'mail',
    recipient: message.recipient,
    subject: message.subject,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml ?? null,
    // as JSON text: pg would send a JS array as a PostgreSQL array
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    createdAt: now,
    nextAttemptAt: now,
  };
}

/** When a message given up on is next due: never (it stays in the table for support questions). */
export const MAIL_GIVEN_UP = new Date('9999-12-31T00:00:00Z');

/** Queues a message (in the caller's transaction when given one: it commits with the work). */
export async function enqueueMail(
  db: Database | Tx,
  message: OutboxMessage,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('mailOutbox')
    .values(outboxRow(message, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A stored message not sent yet (undefined once sent, or gone). */
export function findUnsentMail(db: Database, id: number): Promise<OutboxMailRow | undefined> {
  return db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .executeTakeFirst();
}

/** Sent, in one statement for a batch: bodies and files are wiped (only who, what subject and when stay). */
export async function markMailSent(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mailOutbox')
    .set({
      sentAt: now,
      lastError: null,
      bodyText: '',
      bodyHtml: null,
      attachments: null,
    })
    .where('id', 'in', ids)
    .execute();
}

/** A failed attempt, counted (the mail job tries again), or the last one: given up on. */
export async function markMailFailed(
  db: Database,
  id: number,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set((eb) => ({
      lastError: error.slice(0, 2000),
      attempts: eb('attempts', '+', 1),
      ...(giveUp ? { nextAttemptAt: MAIL_GIVEN_UP } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Sent messages are kept a while for support questions, then deleted. */
export async function deleteSentMailBefore(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('mailOutbox').where('sentAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Messages not sent yet (for tests and the health of the queue). */
export async function countUnsentMail(db: Database): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The queue's state for monitoring: what is still to be sent, and what was given up on. */
export interface MailBacklog {
  /** Unsent messages still being tried (due now, or waiting for a retry). */
  pending: number;
  /** When the oldest of them was queued; null when none is pending. */
  oldestPendingAt: Date | null;
  /** Unsent messages given up on after the last attempt (due `MAIL_GIVEN_UP`). */
  givenUp: number;
}

/** The outbox's backlog in one read of the unsent rows (the `mail_outbox_due` index holds only them). */
export async function mailBacklog(db: Database): Promise<MailBacklog> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('nextAttemptAt', '<', MAIL_GIVEN_UP).as('pending'),
      eb.fn
        .min<Date | null>('createdAt')
        .filterWhere('nextAttemptAt', '<', MAIL_GIVEN_UP)
        .as('oldestPendingAt'),
      eb.fn.countAll<number>().filterWhere('nextAttemptAt', '>=', MAIL_GIVEN_UP).as('givenUp'),
    ])
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    oldestPendingAt: row.oldestPendingAt,
    givenUp: Number(row.givenUp),
  };
}
