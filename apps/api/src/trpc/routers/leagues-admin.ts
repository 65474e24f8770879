import {
  ZLeague,
  ZLeagueEditInput,
  ZLeagueIdInput,
  ZLeagueInput,
  ZLeagueRecalculation,
  ZLeagueRemoveParticipantInput,
} from '@club/contract';
import {
  createLeague,
  deleteLeague,
  recalculateLeagueCounts,
} from '../../services/league/league-admin';
import { z } from 'zod';
import { attachment } from '../../services/admin/csv-file';
import { editLeague } from '../../services/league/league-edit';
import { leagueStandingsFile } from '../../services/league/league-standings';
import { removeParticipant } from '../../services/league/league-withdraw';
import { adminProcedure, router } from '../trpc';

/** League Management: create, edit, remove a participant, delete (cancel) and recalculate counts. Admins only. */
export const adminLeaguesRouter = router({
  /** The Create League form's payload (the spec's duplicates accepted); 409 over bookings or another league. */
  create: adminProcedure
    .input(ZLeagueInput)
    .output(ZLeague)
    .mutation(({ ctx, input }) => createLeague(ctx.deps, input)),

  /** Edits a league (the form, prefilled); 409 when the capacity drops below the entries or new nights conflict. */
  update: adminProcedure
    .input(ZLeagueEditInput)
    .output(ZLeague)
    .mutation(({ ctx, input }) => editLeague(ctx.deps, ctx.user, input)),

  /** Removes a participant any time: status withdrawn, the place freed, past scores kept. */
  removeParticipant: adminProcedure
    .input(ZLeagueRemoveParticipantInput)
    .output(ZLeague)
    .mutation(({ ctx, input }) => removeParticipant(ctx.deps, ctx.user, input)),

  /** Season standings as CSV (best first, withdrawn players marked); a download named after the league. */
  standingsCsv: adminProcedure
    .input(ZLeagueIdInput)
    .output(z.string())
    .query(async ({ ctx, input }) => {
      const file = await leagueStandingsFile(ctx.deps, input.id, ctx.locale);
      void ctx.reply.header('content-disposition', attachment(file.fileName));
      return file.content;
    }),

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
