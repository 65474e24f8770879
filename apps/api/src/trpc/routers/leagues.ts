import {
  ZLeague,
  ZLeagueIdInput,
  ZLeagueParticipant,
  ZLeagueRegistrationInput,
  ZLeagueResult,
  ZLeagueResultSaveInput,
  ZLeagueResultUpdateInput,
  ZMyLeagueParticipation,
} from '@club/contract';
import { z } from 'zod';
import {
  allLeagues,
  leagueParticipants,
  leagueResults,
  myParticipations,
  oneLeague,
} from '../../services/league/league-queries';
import { registerForLeague } from '../../services/league/league-registration';
import { saveLeagueResult, updateLeagueResult } from '../../services/league/league-results';
import { withdrawFromLeague } from '../../services/league/league-withdraw';
import { withDoorCodes } from '../../services/door/door-view';
import { adminProcedure, memberProcedure, router } from '../trpc';

/** Leagues for members: the list, one league, its participants and scores, registering. */
export const leaguesRouter = router({
  /** Every league (the screen shows active and upcoming; admins see all, cancelled in red). */
  list: memberProcedure.output(z.array(ZLeague)).query(({ ctx }) => allLeagues(ctx.deps)),

  byId: memberProcedure
    .input(ZLeagueIdInput)
    .output(ZLeague)
    .query(({ ctx, input }) => oneLeague(ctx.deps, input.id)),

  participants: memberProcedure
    .input(ZLeagueIdInput)
    .output(z.array(ZLeagueParticipant))
    .query(({ ctx, input }) => leagueParticipants(ctx.deps, ctx.user, input.id)),

  results: memberProcedure
    .input(ZLeagueIdInput)
    .output(z.array(ZLeagueResult))
    .query(({ ctx, input }) => leagueResults(ctx.deps, input.id)),

  /** Registers the signed-in member (an admin may name another); 409 when full, closed or already in. */
  register: memberProcedure
    .input(ZLeagueRegistrationInput)
    .output(ZLeagueParticipant)
    .mutation(
      async ({ ctx, input }) => (await registerForLeague(ctx.deps, ctx.user, input)).participant,
    ),

  /** The signed-in member withdraws before the league starts; the place is freed. 409 once it started. */
  withdraw: memberProcedure
    .input(ZLeagueIdInput)
    .output(ZLeague)
    .mutation(({ ctx, input }) => withdrawFromLeague(ctx.deps, ctx.user, input.id)),

  /** The member's own registrations (the Leagues screen's Registered marks and My Leagues). */
  myEntries: memberProcedure
    .output(z.array(ZMyLeagueParticipation))
    .query(({ ctx }) => myParticipations(ctx.deps, ctx.user)),

  /** The same registrations for My Account. */
  myParticipations: memberProcedure
    .output(z.array(ZMyLeagueParticipation))
    .query(async ({ ctx }) =>
      withDoorCodes(
        ctx.deps,
        ctx.user.id,
        await myParticipations(ctx.deps, ctx.user),
        'leagueParticipantId',
      ),
    ),

  /** Admin: saves a scoreboard cell (one score per participant per match date). */
  saveResult: adminProcedure
    .input(ZLeagueResultSaveInput)
    .output(ZLeagueResult)
    .mutation(({ ctx, input }) => saveLeagueResult(ctx.deps, input)),

  /** Admin: changes a saved score. */
  updateResult: adminProcedure
    .input(ZLeagueResultUpdateInput)
    .output(ZLeagueResult)
    .mutation(({ ctx, input }) => updateLeagueResult(ctx.deps, input)),
});
