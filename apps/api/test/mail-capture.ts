import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP listener on 127.0.0.1: the app sends through nodemailer, tests read what arrived. */
export async function startMailCapture() {
  const inbox: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to)
            ? mail.to.map((a) => a.text).join(', ')
            : (mail.to?.text ?? '');
          const attachments = mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          }));
          inbox.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', attachments });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The newest mail to `to` whose subject matches, waiting up to 15 s for it (a retried mail job). */
    async waitFor(to: string, subject: RegExp): Promise<CapturedMail> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = [...inbox]
          .reverse()
          .find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
