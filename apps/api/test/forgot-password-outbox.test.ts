import { seedLocalDefaults } from '@club/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, processThatCannotSend, registerMember, startHarness, type Harness } from './harness';

// Issue 9: "Forgot password" is answered first and mailed from the outbox, and answers an address
// with an account as one without.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMITS: 'off' });
  await seedLocalDefaults(h.t.db, { today: '2026-11-23' });
});
afterAll(() => h.close());

describe('forgot-password: answered first, mailed from the outbox', () => {
  it('a message stored by a process that could not send is sent by another (nothing lost)', async () => {
    const { email } = await registerMember(h.app);
    const crashed = await processThatCannotSend(h);
    const res = await post(crashed, '/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    await crashed.close();
    const row = await h.t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('kind', '=', 'reset-code')
      .executeTakeFirstOrThrow();
    // the mail job is tried again shortly: the running process sends what the other could not
    const mail = await h.mail.waitFor(email, /reset code/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    // marked sent (and its body wiped) right after the SMTP server took it
    await expect
      .poll(async () => {
        const sent = await h.t.db
          .selectFrom('mailOutbox')
          .select(['sentAt', 'bodyText'])
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        return sent.sentAt !== null && sent.bodyText === '';
      })
      .toBe(true);
  });

  it("queues, sends and marks mail on the app's clock, like every other service", async () => {
    const { email } = await registerMember(h.app);
    h.clock.now = new Date('2026-11-23T16:30:00Z');
    expect((await post(h.app, '/api/forgot-password', { email })).statusCode).toBe(200);
    await h.mail.waitFor(email, /reset code/);
    const row = () =>
      h.t.db
        .selectFrom('mailOutbox')
        .select(['createdAt', 'sentAt'])
        .where('recipient', '=', email)
        .where('kind', '=', 'reset-code')
        .executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await row()).sentAt?.toISOString())
      .toBe(h.clock.now.toISOString());
    expect((await row()).createdAt.toISOString()).toBe(h.clock.now.toISOString());
  });

  it('answers alike and queues the same row, for an address with an account or without', async () => {
    // Timing parity by construction: the request only queues the address; the drainer looks it up
    // after the answer has gone (its cost is measured by no test: it is the same path for both).
    const { email } = await registerMember(h.app);
    const ghost = 'ghost-parity@example.com';
    const withAccount = await post(h.app, '/api/forgot-password', { email });
    const without = await post(h.app, '/api/forgot-password', { email: ghost });
    expect([without.statusCode, without.body]).toEqual([withAccount.statusCode, withAccount.body]);
    const queued = await h.t.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'kind', 'subject', 'bodyText'])
      .where('recipient', 'in', [email, ghost])
      .where('kind', '!=', 'mail') // the welcome mail of the registration
      .orderBy('id')
      .execute();
    const row = { kind: 'reset-code', subject: 'reset code', bodyText: '' };
    expect(queued).toEqual([
      { recipient: email, ...row },
      { recipient: ghost, ...row },
    ]);
  });
});
