import {
  ZDemoRequest,
  ZDemoRequestFilter,
  ZDemoRequestReceipt,
  ZDemoRequestSubmission,
  ZDemoStatusUpdateInput,
} from '@club/contract';
import { z } from 'zod';
import { updateDemoRequestAsAdmin } from '../../services/admin/demo-admin-service';
import { demoRequestList, submitDemoRequest } from '../../services/demo/demo-service';
import { rateLimited } from '../rate-limit';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const demoRequestsRouter = router({
  /** Anyone may ask for a free demo; bots and floods are turned away. */
  create: publicProcedure
    .input(ZDemoRequestSubmission)
    .use(rateLimited('demoRequest', 'email'))
    .output(ZDemoRequestReceipt)
    .mutation(({ ctx, input }) => submitDemoRequest(ctx.deps, input, ctx.locale)),

  /** Admin: the pipeline, newest first. */
  list: adminProcedure
    .input(ZDemoRequestFilter.optional())
    .output(z.array(ZDemoRequest))
    .query(({ ctx, input }) => demoRequestList(ctx.deps, input?.status ?? 'all', input)),

  /** Admin: set a request's status and notes. */
  update: adminProcedure
    .input(ZDemoStatusUpdateInput.extend({ id: z.coerce.number().int().positive() }))
    .output(ZDemoRequest)
    .mutation(({ ctx, input }) =>
      updateDemoRequestAsAdmin(ctx.deps, ctx.user, input.id, {
        status: input.status,
        notes: input.notes,
      }),
    ),
});
