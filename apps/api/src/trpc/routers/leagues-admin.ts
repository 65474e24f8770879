import { ZLeague, ZLeagueIdInput, ZLeagueInput, ZLeagueRecalculation } from '@club/contract';
import {
  createLeague,
  deleteLeague,
  recalculateLeagueCounts,
} from '../../services/league/league-admin';
import { adminProcedure, router } from '../trpc';

/** League Management: create, delete (cancel) and recalculate counts. Admins only. */
export const adminLeaguesRouter = router({
  /** The Create League form's payload (the spec's duplicates accepted); 409 over bookings or another league. */
  create: adminProcedure
    .input(ZLeagueInput)
    .output(ZLeague)
    .mutation(({ ctx, input }) => createLeague(ctx.deps, input)),

  /** Cancels an upcoming league without participants; anything else 409 with the spec's message. */
  remove: adminProcedure
    .input(ZLeagueIdInput)
    .output(ZLeague)
    .mutation(({ ctx, input }) => deleteLeague(ctx.deps, input.id)),

  /** Sets every league's count from its active registrations; answers the leagues it corrected. */
  recalculateCounts: adminProcedure
    .output(ZLeagueRecalculation)
    .mutation(({ ctx }) => recalculateLeagueCounts(ctx.deps)),
});
