import { pendingMigrations, pingDatabase } from '@club/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure, router } from '../trpc';
import type {} from '../../http/draining';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const ZReady = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('applied'),
});

export const systemRouter = router({
  /** Answers only when the database answers. */
  health: publicProcedure.output(ZHealth).query(async ({ ctx }) => {
    try {
      await pingDatabase(ctx.deps.db);
    } catch (cause) {
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: /*i18n*/ 'Database unavailable',
        cause,
      });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  }),
  /**
   * Ready for traffic: the process is not shutting down (draining.ts), its background work started,
   * and the database answers
   * and has run every migration this code ships. The 503's reason goes to the log (5xx messages
   * are never shown).
   */
  ready: publicProcedure.output(ZReady).query(async ({ ctx }) => {
    if (ctx.req.server.draining) {
      const message = 'Shutting down: serving the last requests before closing';
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message });
    }
    const failed = ctx.req.server.startFailures;
    if (failed.length > 0) {
      const message = `Not started (restart the process): ${failed.join(', ')}`;
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message });
    }
    let pending: string[];
    try {
      pending = await pendingMigrations(ctx.deps.db);
    } catch (cause) {
      const message = 'Database unavailable (or never migrated)';
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message, cause });
    }
    if (pending.length > 0) {
      const message = `Migrations not applied: ${pending.join(', ')}`;
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message });
    }
    return { status: 'ready' as const, database: 'ok' as const, migrations: 'applied' as const };
  }),
});
