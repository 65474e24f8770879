import {
  ACCOUNT_MESSAGES,
  ZAccountSettings,
  ZChangePasswordInput,
  ZDeleteAccountInput,
  ZEmailChangeInput,
  ZEmailConfirmInput,
  ZMemberStats,
  ZOkOutput,
  ZProfileInput,
  ZUser,
} from '@club/contract';
import { z } from 'zod';
import { endSession } from '../../http/session';
import { deleteAccount } from '../../services/account/account-deletion';
import { confirmEmailChange, requestEmailChange } from '../../services/account/email-change';
import { memberStats } from '../../services/account/member-stats';
import { withPlanHours } from '../../services/account/plan-hours';
import {
  accountSettings,
  changePassword,
  updateProfile,
} from '../../services/account/profile-service';
import { toUserDto } from '../../services/account/user-dto';
import { rateLimited } from '../rate-limit';
import { memberProcedure, router } from '../trpc';

/** Accounts the member keeps (DECISIONS.md): the Profile and My game tabs of My Account. */
export const accountRouter = router({
  /** Name and phone (and reminders on or off); answers the current-user object. */
  updateProfile: memberProcedure
    .input(ZProfileInput)
    .output(ZUser)
    .mutation(async ({ ctx, input }) =>
      withPlanHours(ctx.deps, toUserDto(await updateProfile(ctx.deps, ctx.user, input))),
    ),

  settings: memberProcedure
    .output(ZAccountSettings)
    .query(({ ctx }) => accountSettings(ctx.deps, ctx.user)),

  changePassword: memberProcedure
    .input(ZChangePasswordInput)
    .use(rateLimited('accountPassword', 'none'))
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.deps, ctx.user, input, ctx.req.session.sessionId);
      return { ok: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    }),

  requestEmailChange: memberProcedure
    .input(ZEmailChangeInput)
    .use(rateLimited('changeEmail', 'newEmail'))
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await requestEmailChange(ctx.deps, ctx.user, input);
      return { ok: true as const, message: ACCOUNT_MESSAGES.codeSent };
    }),

  confirmEmailChange: memberProcedure
    .input(ZEmailConfirmInput)
    .use(rateLimited('accountPassword', 'none'))
    .output(ZUser)
    .mutation(async ({ ctx, input }) =>
      withPlanHours(ctx.deps, toUserDto(await confirmEmailChange(ctx.deps, ctx.user, input))),
    ),

  /** Deletes the account and ends this session (the others end with it). */
  deleteAccount: memberProcedure
    .input(ZDeleteAccountInput)
    .use(rateLimited('accountPassword', 'none'))
    .output(
      ZOkOutput.extend({
        cancelledBookings: z.number().int(),
        freedLeaguePlaces: z.number().int(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const done = await deleteAccount(ctx.deps, ctx.user, input);
      await endSession(ctx.req, ctx.reply);
      return { ok: true as const, message: ACCOUNT_MESSAGES.accountDeleted, ...done };
    }),

  /** My game: hours per month, sessions by weekday and hour, league scores by season. */
  stats: memberProcedure.output(ZMemberStats).query(({ ctx }) => memberStats(ctx.deps, ctx.user)),
});
