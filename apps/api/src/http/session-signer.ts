import { Signer } from '@fastify/cookie';

type Unsigned = ReturnType<Signer['unsign']>;

/**
 * The session cookie's signer (HMAC, as @fastify/session's own), remembering the cookies it has
 * found valid: a signed member's browser sends the same cookie on every request, and checking its
 * signature each time cost as much as a tenth of a kept availability read. Only valid results are
 * kept (a stranger's forged cookies cannot fill it); the memory is bounded and starts over when full.
 */
export class KeptSigner {
  private readonly inner: Signer;
  private readonly valid = new Map<string, Unsigned>();

  constructor(
    secret: string,
    private readonly maxKept = 10_000,
  ) {
    this.inner = new Signer(secret);
  }

  sign(value: string): string {
    return this.inner.sign(value);
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
