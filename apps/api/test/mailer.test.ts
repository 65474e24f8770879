import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer, openWithoutDelay, pooled } from '../src/mail/mailer';

describe('the SMTP mailer', () => {
  it('sends one message after another over one kept connection, and lets it go at close', async () => {
    let connections = 0;
    let closed = 0;
    const subjects: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onClose() {
        closed++;
      },
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => {
          subjects.push(/^Subject: (.*)$/m.exec(text)?.[1] ?? '');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const mailer = createMailer({
      from: 'Club <club@example.test>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      log: () => {},
    });
    for (const n of [1, 2, 3])
      await mailer.send({ to: 'member@example.test', subject: `Mail ${n}`, text: 'Hello' });
    expect(subjects).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
    expect(connections).toBe(1);
    mailer.close?.();
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(1);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('opens plain connections itself (Nagle off) and leaves implicit TLS to nodemailer', async () => {
    const answer = await new Promise((resolve) =>
      openWithoutDelay({ host: '127.0.0.1', port: 465, secure: true }, (err, a) =>
        resolve(err ?? a),
      ),
    );
    expect(answer).toBe(false);
    // nothing listens on port 9 here: the refusal comes back as an error, the process lives on
    const refused = await new Promise<Error | null>((resolve) =>
      openWithoutDelay({ host: '127.0.0.1', port: 9 }, (err) => resolve(err)),
    );
    expect(refused?.message).toMatch(/ECONNREFUSED/);
  });

  it('keeps connections unless the URL says otherwise', () => {
    expect(pooled('smtps://user:pa%40ss@smtp.example.com:465')).toBe(
      'smtps://user:pa%40ss@smtp.example.com:465?pool=true',
    );
    expect(pooled('smtp://mail.example.com?pool=false')).toBe('smtp://mail.example.com?pool=false');
  });
});

describe('the local mailer', () => {
  it('writes each message to its own .eml file in the outbox folder, named without a clock', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inside9-outbox-'));
    try {
      const mailer = createMailer({ from: 'club@example.test', outboxDir: dir, log: () => {} });
      for (const subject of ['One', 'Two'])
        await mailer.send({ to: 'pat@example.com', subject, text: 'Hello' });
      const files = await readdir(dir);
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^pat_example_com-\w+\.eml$/);
      const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
      expect(texts.map((t) => /^Subject: (.*)$/m.exec(t)?.[1]).sort()).toEqual(['One', 'Two']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
