import {
  deleteSentMailBefore,
  enqueueMail,
  findUnsentMail,
  markMailFailed,
  markMailSent,
  type Database,
  type OutboxMailRow,
  type OutboxMessage,
  type Tx,
} from '@club/db';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage, Mailer } from './mailer';

/** The durable mail queue: a message is stored with the work that causes it; the mail job sends it. */
export interface MailQueue {
  /**
   * Stores a message and queues its mail job, in the caller's transaction when given one (the mail
   * commits with the work or not at all), else in a transaction of its own.
   */
  queue(message: MailMessage, db?: Database | Tx): Promise<void>;
  /** Queues the mail job of a message the caller stored itself (insertBookingWithMail), in its transaction. */
  dispatch(trx: Tx, mailId: number): Promise<void>;
  /** After the commit that queued mail: this process's mail worker looks at once. */
  wake(): void;
  /**
   * Queues a reset-code job for an address: the job makes the code and mails it, or does nothing
   * for an address without an account. One insert either way, so both cost the same.
   */
  queueResetCode(email: string): Promise<void>;
  /**
   * Queues an e-mail change code job: the job makes the code of the member's pending change and
   * mails it to the new address (the code is never stored in clear, not even in the queue).
   */
  queueEmailChangeCode(userId: number, newEmail: string): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  /** The real transport (SMTP, or files locally). */
  transport: Mailer;
  /** The job queue that runs the mail job (`MAIL_JOB`). */
  jobs: Pick<JobQueue, 'send' | 'wake'>;
  /** Makes a reset code for the address and answers the mail, or null without an account. */
  resetCodeMail: (email: string) => Promise<MailMessage | null>;
  /** Makes the code of a member's pending e-mail change and answers its mail, or null when void. */
  emailChangeCodeMail: (userId: number, newEmail: string) => Promise<MailMessage | null>;
  log: { error(obj: unknown, msg?: string): void };
  /** The app's clock: when a message is queued and sent. */
  now: () => Date;
}

export interface Outbox extends MailQueue {
  /** The mail job: sends one stored message (again, when a try failed), at least once. */
  send(mailId: number, attempt: { retryCount: number; retryLimit: number }): Promise<void>;
  /** Deletes sent messages kept past a week (the outbox-cleanup job). */
  cleanUp(): Promise<number>;
}

export const MAIL_JOB = 'mail';
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;

/** A message as the outbox stores it, its files (a lesson's or league's .ics) included. */
export function outboxMessage(message: MailMessage): OutboxMessage {
  return {
    recipient: message.to,
    subject: message.subject,
    bodyText: message.text,
    bodyHtml: message.html ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
  };
}

function asMessage(row: OutboxMailRow): MailMessage {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.bodyText,
    ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
    ...(row.attachments?.length ? { attachments: row.attachments } : {}),
  };
}

/**
 * The outbox: a message row stored with the work and a mail job queued in the same transaction;
 * the job (pg-boss: once across processes, retried with backoff, taken over when a process dies)
 * sends the row and marks it sent. A sent row is never sent again; a job that sent and died before
 * its mark may send once more (at least once).
 */
export function createOutbox(opts: OutboxOptions): Outbox {
  const { db, transport, log, now, jobs } = opts;

  async function store(message: OutboxMessage, on: Database | Tx): Promise<void> {
    const id = await enqueueMail(on, message, now());
    await jobs.send(on, MAIL_JOB, { id });
  }

  async function queueStored(message: OutboxMessage, on?: Database | Tx): Promise<void> {
    if (on && on.isTransaction) await store(message, on);
    else await (on ?? db).transaction().execute((trx) => store(message, trx));
    if (!on?.isTransaction) jobs.wake(MAIL_JOB);
  }

  return {
    queue: (message, on) => queueStored(outboxMessage(message), on),
    dispatch: (trx, mailId) => jobs.send(trx, MAIL_JOB, { id: mailId }),
    wake: () => jobs.wake(MAIL_JOB),
    queueResetCode: (email) =>
      queueStored({ kind: 'reset-code', recipient: email, subject: 'reset code', bodyText: '' }),
    queueEmailChangeCode: (userId, newEmail) =>
      queueStored({
        kind: 'email-change-code',
        recipient: newEmail,
        subject: 'e-mail change code',
        bodyText: String(userId),
      }),
    async send(mailId, attempt) {
      const row = await findUnsentMail(db, mailId);
      if (!row) return; // sent already (a job run twice), or cleaned up
      try {
        const message =
          row.kind === 'reset-code'
            ? await opts.resetCodeMail(row.recipient)
            : row.kind === 'email-change-code'
              ? await opts.emailChangeCodeMail(Number(row.bodyText), row.recipient)
              : asMessage(row);
        if (message) await transport.send(message);
      } catch (err) {
        const giveUp = attempt.retryCount >= attempt.retryLimit;
        log.error(
          err,
          `Could not send mail #${row.id} (${row.kind}) to ${row.recipient}${giveUp ? ': giving up' : ''}`,
        );
        await markMailFailed(db, row.id, err instanceof Error ? err.message : String(err), giveUp);
        throw err; // pg-boss tries again later
      }
      await markMailSent(db, [row.id], now());
    },
    cleanUp: () => deleteSentMailBefore(db, new Date(now().getTime() - KEEP_SENT_MS)),
  };
}
