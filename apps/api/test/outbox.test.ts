import { createTestDatabase, type TestDatabase } from '@club/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { createOutbox } from '../src/mail/outbox';
import { startMailCapture } from './mail-capture';

let t: TestDatabase;
let mail: Awaited<ReturnType<typeof startMailCapture>>;
beforeAll(async () => {
  t = await createTestDatabase(inject('pgServerUrl'));
  mail = await startMailCapture();
});
afterAll(async () => {
  await mail.close();
  await t.drop();
});

describe('the mail outbox', () => {
  it('sends a burst of messages, each once, and marks every one sent with its body wiped', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer({
      from: 'club@example.test',
      smtpUrl: mail.url,
      outboxDir: '/x',
      log: () => {},
    });
    const outbox = createOutbox({
      db: t.db,
      transport: mailer,
      resetCodeMail: () => Promise.resolve(null),
      emailChangeCodeMail: () => Promise.resolve(null),
      log: { error: (err) => errors.push(err) },
      now: () => new Date(),
      pollMs: 60_000,
    });
    outbox.start();
    // more than one claim's worth (20), queued at once as a burst of bookings would
    const recipients = Array.from({ length: 27 }, (_, i) => `member${i}@example.test`);
    await Promise.all(
      recipients.map((to) =>
        outbox.queue({ to, subject: `Booking confirmed ${to}`, text: 'Hello' }),
      ),
    );
    for (const to of recipients) await mail.waitFor(to, /Booking confirmed/);
    await outbox.stop();
    mailer.close?.();
    expect(mail.inbox.filter((m) => recipients.includes(m.to))).toHaveLength(27);
    const rows = await t.db.selectFrom('mailOutbox').selectAll().execute();
    expect(rows).toHaveLength(27);
    expect(
      rows.every((r) => r.sentAt !== null && r.bodyText === '' && r.claimedUntil === null),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
