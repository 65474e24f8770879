import {
  claimDueMail,
  deleteSentMailBefore,
  enqueueMail,
  MAIL_GIVEN_UP,
  markMailFailed,
  markMailSent,
  type Database,
  type OutboxMailRow,
  type OutboxMessage,
} from '@club/db';
import type { MailMessage, Mailer } from './mailer';

/** The durable mail queue: a call is answered once its message is stored, the drainer sends it. */
export interface MailQueue {
  /** Queues a message (committed before the call answers: a crash loses no mail). */
  queue(message: MailMessage): Promise<void>;
  /** Tells the drainer that committed messages are waiting (after the commit that stored them). */
  wake(): void;
  /**
   * Queues a reset-code job for an address: the drainer makes the code and mails it, or does
   * nothing for an address without an account. One insert either way, so both cost the same.
   */
  queueResetCode(email: string): Promise<void>;
  /**
   * Queues an e-mail change code job: the drainer makes the code of the member's pending change
   * and mails it to the new address (the code is never stored in clear, not even in the queue).
   */
  queueEmailChangeCode(userId: number, newEmail: string): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  /** The real transport (SMTP, or files locally). */
  transport: Mailer;
  /** Makes a reset code for the address and answers the mail, or null without an account. */
  resetCodeMail: (email: string) => Promise<MailMessage | null>;
  /** Makes the code of a member's pending e-mail change and answers its mail, or null when void. */
  emailChangeCodeMail: (userId: number, newEmail: string) => Promise<MailMessage | null>;
  log: { error(obj: unknown, msg?: string): void };
  /** The app's clock: when a message is queued, due, claimed, retried and sent. */
  now: () => Date;
  /** How often the queue is polled (due retries, other processes' messages); default 2 s. */
  pollMs?: number;
}

export interface Outbox extends MailQueue {
  /** Starts polling, and sends what is due (a crashed process's leftovers among it). */
  start(): void;
  /** Sends what is due now; answers how many messages it handled. */
  drain(): Promise<number>;
  /**
   * Stops polling and claiming; a drain in progress sends the batch it has claimed and marks it
   * before this resolves (what is still queued stays in the table for the next drainer).
   */
  stop(): Promise<void>;
}

const BATCH = 20;
/** How long a wake waits for more messages to come before it drains (a burst shares one claim). */
const WAKE_DELAY_MS = 25;
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 12;
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;

/** 10 s, 20 s, 40 s ... at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

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
 * The drainer (call `start()`): woken shortly after each queued message, and polling every `pollMs` for
 * retries and for messages a crashed process left behind, on the app's clock. Several processes drain one table safely: a claim
 * skips rows another holds, and a dead drainer's claim runs out after a minute.
 */
export function createOutbox(opts: OutboxOptions): Outbox {
  const { db, transport, log, now } = opts;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let lastCleanup = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Sends one message; true when sent (its row is marked with the rest of its batch). */
  async function handle(row: OutboxMailRow): Promise<boolean> {
    try {
      const message =
        row.kind === 'reset-code'
          ? await opts.resetCodeMail(row.recipient)
          : row.kind === 'email-change-code'
            ? await opts.emailChangeCodeMail(Number(row.bodyText), row.recipient)
            : asMessage(row);
      if (message) await transport.send(message);
      return true;
    } catch (err) {
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      log.error(
        err,
        `Could not send mail #${row.id} (${row.kind}) to ${row.recipient}${giveUp ? ': giving up' : ''}`,
      );
      const retryAt = giveUp
        ? MAIL_GIVEN_UP
        : new Date(now().getTime() + retryDelayMs(row.attempts));
      await markMailFailed(db, row.id, err instanceof Error ? err.message : String(err), retryAt);
      return false;
    }
  }

  /**
   * A claimed batch, one message at a time. Each waits for the requests that came in meanwhile
   * (mail is not what a member waits for), and the sent ones are marked in one statement at the
   * end: a crash before it sends them again once their claim runs out (at least once, as before).
   */
  async function sendBatch(rows: readonly OutboxMailRow[]): Promise<void> {
    const sent: number[] = [];
    try {
      for (const row of rows) {
        await new Promise((resolve) => setImmediate(resolve));
        if (await handle(row)) sent.push(row.id);
      }
    } finally {
      await markMailSent(db, sent, now());
    }
  }

  async function drainAll(): Promise<number> {
    let handled = 0;
    do {
      again = false;
      for (;;) {
        const rows = await claimDueMail(db, now(), BATCH, LEASE_MS);
        await sendBatch(rows);
        handled += rows.length;
        if (rows.length < BATCH || stopped) break;
      }
    } while (again && !stopped);
    const at = now().getTime();
    if (Math.abs(at - lastCleanup) > 60 * 60_000) {
      lastCleanup = at;
      await deleteSentMailBefore(db, new Date(at - KEEP_SENT_MS));
    }
    return handled;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true; // a message queued during this pass is picked up before it ends
      return running;
    }
    running = drainAll()
      .catch((err: unknown) => {
        log.error(err, 'The mail outbox could not be drained');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  let wakeTimer: NodeJS.Timeout | undefined;
  /** Drains shortly: the messages of a burst of bookings go out from one claim. */
  function soon(): void {
    if (!timer || stopped || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      void drain();
    }, WAKE_DELAY_MS);
  }

  return {
    start() {
      timer ??= setInterval(() => void drain(), opts.pollMs ?? 2000);
      timer.unref();
      void drain();
    },
    async queue(message) {
      await enqueueMail(db, outboxMessage(message), now());
      soon();
    },
    wake() {
      soon();
    },
    async queueResetCode(email) {
      await enqueueMail(
        db,
        { kind: 'reset-code', recipient: email, subject: 'reset code', bodyText: '' },
        now(),
      );
      soon();
    },
    async queueEmailChangeCode(userId, newEmail) {
      const job = { subject: 'e-mail change code', bodyText: String(userId) };
      await enqueueMail(db, { kind: 'email-change-code', recipient: newEmail, ...job }, now());
      soon();
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(wakeTimer);
      await running;
    },
  };
}
