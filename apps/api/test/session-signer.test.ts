import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { KeptSigner } from '../src/http/session-signer';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('the session cookie signer', () => {
  it('signs and checks as @fastify/cookie does, again and again', () => {
    const kept = new KeptSigner(SECRET);
    const plain = new Signer(SECRET);
    const cookie = kept.sign('session-id-1');
    expect(cookie).toBe(plain.sign('session-id-1'));
    for (let i = 0; i < 3; i++)
      expect(kept.unsign(cookie)).toEqual({ valid: true, renew: false, value: 'session-id-1' });
  });

  it('refuses a forged or altered cookie, also once the real one is remembered', () => {
    const kept = new KeptSigner(SECRET);
    const cookie = kept.sign('session-id-2');
    expect(kept.unsign(cookie).valid).toBe(true);
    const forged = new Signer('another-secret-of-at-least-32-characters').sign('session-id-2');
    expect(kept.unsign(forged)).toMatchObject({ valid: false, value: null });
    expect(kept.unsign(cookie.slice(0, -1)).valid).toBe(false);
    expect(kept.unsign(`session-id-3.${cookie.split('.')[1] ?? ''}`).valid).toBe(false);
  });

  it('remembers a bounded number of cookies and still answers right past it', () => {
    const kept = new KeptSigner(SECRET, 3);
    const cookies = Array.from({ length: 10 }, (_, i) => kept.sign(`id-${i}`));
    for (const [i, c] of cookies.entries()) expect(kept.unsign(c).value).toBe(`id-${i}`);
    for (const [i, c] of cookies.entries()) expect(kept.unsign(c).value).toBe(`id-${i}`);
  });
});
