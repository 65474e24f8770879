import { Signer } from '@fastify/cookie';

type Unsigned = ReturnType<Signer['unsign']>;

/**
 * The session cookie's signer (HMAC, as @fastify/session's own), remembering what it signed and the
 * cookies it found valid: a member's browser sends the same cookie on every request, and checking
 * its signature each time cost as much as a tenth of a kept availability read. Only valid results are
 * kept (a stranger's forged cookies cannot fill it); the memory is bounded and starts over when full.
 */
export class KeptSigner {
  private readonly inner: Signer;
  private readonly valid = new Map<string, Unsigned>();
  private readonly signed = new Map<string, string>();

  constructor(
    secret: string,
    private readonly maxKept = 10_000,
  ) {
    this.inner = new Signer(secret);
  }

  /** @fastify/session signs the session id again on every request: the same id, the same answer. */
  sign(value: string): string {
    let signed = this.signed.get(value);
    if (signed === undefined) {
      signed = this.inner.sign(value);
      if (this.signed.size >= this.maxKept) this.signed.clear();
      this.signed.set(value, signed);
    }
    return signed;
  }

  unsign(signed: string): Unsigned {
    const kept = this.valid.get(signed);
    if (kept) return kept;
    const result = this.inner.unsign(signed);
    if (result.valid) {
      if (this.valid.size >= this.maxKept) this.valid.clear();
      this.valid.set(signed, result);
    }
    return result;
  }
}
