import { ZAdminDay, ZAvailability, ZPublicBooking } from '@club/contract';
import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parsedBy } from '../src/trpc/trpc';

// Procedures check their answers with parsedBy (src/trpc/trpc.ts): zod's synchronous parse as
// tRPC's parser function. A wrong answer is refused, unknown keys are stripped, and the contract's
// shared schemas stay exactly as the contract made them.
describe('output checks', () => {
  const schema = z.array(z.object({ id: z.number().int(), status: z.enum(['confirmed']) }));
  const t = initTRPC.create();
  const answering = (value: z.input<typeof schema>) =>
    t.createCallerFactory(
      t.router({ list: t.procedure.output(parsedBy(schema)).query(() => value) }),
    )({});

  it('an answer the schema takes comes out stripped of what the schema does not name', async () => {
    const withMore = [{ id: 1, status: 'confirmed' as const, userId: 7 }];
    const answer = await answering(withMore).list();
    expect(answer).toEqual([{ id: 1, status: 'confirmed' }]);
  });

  it('an answer the schema refuses is a 500, never sent', async () => {
    const call = answering([{ id: 1.5, status: 'confirmed' }]).list();
    await expect(call).rejects.toBeInstanceOf(TRPCError);
    await expect(call).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it("leaves the contract's shared schemas untouched when the routers are built", async () => {
    const shared = [ZAvailability, ZAdminDay, ZPublicBooking];
    const methods = (s: object) => ['parse', 'parseAsync'].map((name) => Reflect.get(s, name));
    const before = shared.map(methods);
    const { appRouter } = await import('../src/trpc/router');
    expect(Object.keys(appRouter._def.procedures)).toContain('bookings.availability');
    expect(shared.map(methods)).toStrictEqual(before);
  });
});
