import { DomainError } from '@club/domain';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeError, ERROR_MAP, INTERNAL_MESSAGE, toTRPCError } from '../src/errors';

describe('the error table', () => {
  it('never shows an internal error to the caller', () => {
    const err = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'relation "users" does not exist', cause: new Error('pg') });
    const { status, body } = describeError(err);
    expect(status).toBe(500);
    expect(body.error).toBe(INTERNAL_MESSAGE);
    expect(JSON.stringify(body)).not.toContain('relation');
  });

  it('maps every domain code to its status, keeping the product text and details', () => {
    for (const [code, { http }] of Object.entries(ERROR_MAP)) {
      const { status, body } = describeError(
        toTRPCError(new DomainError(code as keyof typeof ERROR_MAP, 'Product text', { canJoinWaitlist: true })),
      );
      expect(status, code).toBe(http);
      expect(body).toMatchObject({ error: 'Product text', message: 'Product text', code, canJoinWaitlist: true });
    }
  });

  it('gives the first validation message and every field', () => {
    const parsed = z.object({ a: z.string().min(2, 'A is short'), b: z.number({ error: 'B is needed' }) }).safeParse({ a: 'x' });
    if (parsed.success) throw new Error('should fail');
    const { status, body } = describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }));
    expect(status).toBe(400);
    expect(body.error).toBe('A is short');
    expect(body.fieldErrors).toEqual({ a: 'A is short', b: 'B is needed' });
  });
});
