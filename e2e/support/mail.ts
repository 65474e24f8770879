import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir)
    throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts (globalSetup).');
  return dir;
}

/** The messages this worker has read: each file is parsed once, not on every poll. */
const read = new Map<string, CapturedMail>();

async function message(file: string): Promise<CapturedMail> {
  let mail = read.get(file);
  if (!mail) {
    mail = JSON.parse(await readFile(file, 'utf8')) as CapturedMail;
    read.set(file, mail);
  }
  return mail;
}

/**
 * Polls the SMTP catcher's folder for the newest message to `to` whose subject matches; `dir` is
 * another club's folder (ownClubTest's `ownClub.mailDir`).
 */
export async function waitForMail(
  to: string,
  subjectMatch: RegExp | string,
  timeoutMs = 15_000,
  dir = mailDir(),
): Promise<CapturedMail> {
  const wanted = to.toLowerCase();
  const matches = (subject: string) =>
    typeof subjectMatch === 'string' ? subject.includes(subjectMatch) : subjectMatch.test(subject);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .map((f) => path.join(dir, f));
    for (const file of files) {
      const mail = await message(file);
      if (mail.to.includes(wanted) && matches(mail.subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `No e-mail to ${to} with a subject matching ${String(subjectMatch)} within ${timeoutMs} ms`,
  );
}

/** The 6-digit code in a reset e-mail. */
export function resetCodeFrom(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${mail.subject}":\n${mail.text}`);
  return code;
}
