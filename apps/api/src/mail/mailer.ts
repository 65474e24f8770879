import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
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
  /** Ends the connections kept for sending (at shutdown). */
  close?(): void;
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
    // nodemailer's custom connection handler, set on the transporter as its README shows (a
    // `getSocket` beside `url` in createTransport's options would be dropped: the URL replaces them)
    const transport = Object.assign(nodemailer.createTransport(pooled(options.smtpUrl)), {
      getSocket: openWithoutDelay,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
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
      // named by the message's own unique id (no clock of its own: `ls -t` lists the newest first)
      const id = info.messageId.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
      const slug = message.to.replace(/[^a-z0-9]+/gi, '_').slice(0, 40);
      const file = path.join(options.outboxDir, `${slug}-${id}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.log(`Mail to ${message.to}: "${message.subject}" written to ${file}`);
    },
  };
}

/**
 * SMTP connections are kept and reused (nodemailer's pool: no connect, TLS handshake and greeting
 * for every message) unless the URL says otherwise (`?pool=false`).
 */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

type SocketAnswer = false | { connection: net.Socket };

/**
 * How nodemailer opens a plain SMTP connection (STARTTLS upgrades it later): with Nagle's algorithm
 * off. A message goes out in several small writes, and with it on each waited for the server's
 * delayed acknowledgement: 44 ms a message on loopback, about 20 messages a second. nodemailer has
 * no option for it (it passes host, port and localAddress to net.connect, nothing else), so this is
 * its documented `getSocket(options, callback)` handing it `{ connection }`. Implicit TLS
 * (`smtps:`) is left to nodemailer (`false`).
 */
export function openWithoutDelay(
  options: { host?: string; port?: number; secure?: boolean },
  callback: (err: Error | null, answer?: SocketAnswer) => void,
): void {
  if (options.secure) {
    callback(null, false);
    return;
  }
  const socket = net.connect({
    host: options.host ?? 'localhost',
    port: options.port ?? 25,
    noDelay: true,
  });
  const fail = (err: Error) => {
    socket.destroy();
    callback(err);
  };
  socket.setTimeout(30_000, () => fail(new Error('SMTP connection timed out')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.removeListener('error', fail);
    callback(null, { connection: socket });
  });
}
