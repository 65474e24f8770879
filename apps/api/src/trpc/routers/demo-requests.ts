import { ZDemoRequestReceipt, ZDemoRequestSubmission } from '@club/contract';
import { submitDemoRequest } from '../../services/demo-service';
import { publicProcedure, router } from '../trpc';

export const demoRequestsRouter = router({
  /** Anyone may ask for a free demo; bots and floods are turned away. */
  create: publicProcedure
    .input(ZDemoRequestSubmission)
    .output(ZDemoRequestReceipt)
    .mutation(({ ctx, input }) => {
      ctx.limiter.hit('demoRequest', { address: input.email, client: ctx.client }, ctx.deps.now());
      return submitDemoRequest(ctx.deps, input);
    }),
});
