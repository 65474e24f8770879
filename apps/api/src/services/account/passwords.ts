import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its recommended cost.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A stand-in hash so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password');
  return dummyHash;
}

/** Six random digits, from the crypto module. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Reset codes are stored as an HMAC keyed by the server secret: useless without it. */
export function hashResetCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

export function resetCodeMatches(code: string, storedHash: string, secret: string): boolean {
  const a = Buffer.from(hashResetCode(code, secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
