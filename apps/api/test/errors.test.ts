import { DOMAIN_ERROR_CODES, DomainError, type DomainErrorCode } from '@club/domain';
import { callTRPCProcedure, getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeError, INTERNAL_MESSAGE } from '../src/errors';
import { publicProcedure, router } from '../src/trpc/trpc';

describe('the error table', () => {
  it('never shows an internal error to the caller', () => {
    const err = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'relation "users" does not exist',
      cause: new Error('pg'),
    });
    const { status, body } = describeError(err);
    expect(status).toBe(500);
    expect(body.error).toBe(INTERNAL_MESSAGE);
    expect(JSON.stringify(body)).not.toContain('relation');
  });

  // Written out here, not read from ERROR_MAP: what a caller must see for each domain code.
  const EXPECTED_STATUS: Record<DomainErrorCode, number> = {
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    VALIDATION: 400,
    CONFLICT: 409,
    RATE_LIMITED: 429,
    INVALID_CREDENTIALS: 401,
    EMAIL_TAKEN: 409,
    INVALID_RESET_CODE: 400,
    BOOKING_RULE: 400,
    DAILY_LIMIT: 400,
    BAYS_FULL: 409,
    BAY_TAKEN: 409,
    STRANDS_BOOKINGS: 409,
    NOT_SET_UP: 409,
    MEMBERSHIP_REQUIRED: 403,
    COACH_TAKEN: 409,
    WAIVER_REQUIRED: 403,
  };

  // A procedure built like every real one (publicProcedure maps domain errors), throwing the code asked for.
  const throwing = router({
    fail: publicProcedure
      .input(z.object({ code: z.enum(DOMAIN_ERROR_CODES) }))
      .mutation(({ input }) => {
        throw new DomainError(input.code, 'Product text', { canJoinWaitlist: true });
      }),
  });

  it.each(DOMAIN_ERROR_CODES.map((code) => [code, EXPECTED_STATUS[code]] as const))(
    'a procedure throwing %s answers %i with the product text and details',
    async (code, status) => {
      // as the REST adapter calls a procedure and turns what it throws into the answer
      const thrown: unknown = await callTRPCProcedure({
        router: throwing,
        path: 'fail',
        getRawInput: () => Promise.resolve({ code }),
        ctx: {},
        type: 'mutation',
        signal: undefined,
        batchIndex: 0,
      }).then(
        () => new Error('the procedure did not throw'),
        (err: unknown) => err,
      );
      const trpcError = getTRPCErrorFromUnknown(thrown);
      // the status tRPC's HTTP adapter answers, and the one the REST adapter sends
      expect(getHTTPStatusCodeFromError(trpcError)).toBe(status);
      const described = describeError(trpcError);
      expect(described.status).toBe(status);
      expect(described.body).toMatchObject({
        error: 'Product text',
        message: 'Product text',
        code,
        canJoinWaitlist: true,
      });
    },
  );

  it('gives the first validation message and every field', () => {
    const parsed = z
      .object({ a: z.string().min(2, 'A is short'), b: z.number({ error: 'B is needed' }) })
      .safeParse({ a: 'x' });
    if (parsed.success) throw new Error('should fail');
    const { status, body } = describeError(
      new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('A is short');
    expect(body.fieldErrors).toEqual({ a: 'A is short', b: 'B is needed' });
  });
});
