import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a league's .ics); nodemailer takes them as they are. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** SMTP when set (smtp:// or smtps:// URL); otherwise each message becomes an .eml file. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  log: (line: string) => void;
}

/** nodemailer over SMTP in production; the local default writes `DATA_DIR/outbox/*.eml`. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.to.replace(/[^a-z0-9]+/gi, '_').slice(0, 40);
      const file = path.join(options.outboxDir, `${stamp}-${slug}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.log(`Mail to ${message.to}: "${message.subject}" written to ${file}`);
    },
  };
}
