import { pingDatabase } from '@club/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const systemRouter = router({
  /** Answers only when the database answers. */
  health: publicProcedure.output(ZHealth).query(async ({ ctx }) => {
    try {
      await pingDatabase(ctx.deps.db);
    } catch (cause) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable', cause });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  }),
});
