import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZOkOutput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZUser,
  ZVerifyResetCodeInput,
} from '@club/contract';
import * as auth from '../../services/account/auth-service';
import { toUserDto } from '../../services/account/user-dto';
import { withPlanHours } from '../../services/account/plan-hours';
import { endSession, startSession } from '../../http/session';
import { translate } from '../../i18n/i18n';
import { rateLimited } from '../rate-limit';
import { memberProcedure, publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure
    .output(ZUser.nullable())
    .query(({ ctx }) => (ctx.user ? withPlanHours(ctx.deps, ctx.user) : null)),

  /** The signed-in user; 401 when signed out (`GET /api/user`). */
  profile: memberProcedure.output(ZUser).query(({ ctx }) => withPlanHours(ctx.deps, ctx.user)),

  login: publicProcedure
    .input(ZLoginInput)
    .use(rateLimited('login', 'username'))
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      const user = await auth.login(ctx.deps, input);
      await startSession(ctx.req, user.id);
      return withPlanHours(ctx.deps, toUserDto(user));
    }),

  register: publicProcedure
    .input(ZRegisterInput)
    .use(rateLimited('register', 'email'))
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      // the caller's language (the club_lang cookie, else Accept-Language) becomes the account's
      const user = await auth.register(ctx.deps, { ...input, locale: ctx.locale });
      await startSession(ctx.req, user.id);
      return withPlanHours(ctx.deps, toUserDto(user));
    }),

  logout: publicProcedure.output(ZOkOutput).mutation(async ({ ctx }) => {
    await endSession(ctx.req, ctx.reply);
    return { ok: true as const, message: translate(ctx.locale, /*i18n*/ 'Logged out') };
  }),

  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .use(rateLimited('forgotPassword', 'email'))
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      const message = await auth.requestPasswordReset(ctx.deps, input.email);
      return { ok: true as const, message: translate(ctx.locale, message) };
    }),

  verifyResetCode: publicProcedure
    .input(ZVerifyResetCodeInput)
    .use(rateLimited('verifyResetCode', 'email'))
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await auth.verifyResetCode(ctx.deps, input);
      return { ok: true as const, message: translate(ctx.locale, /*i18n*/ 'Code verified') };
    }),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .use(rateLimited('resetPassword', 'email'))
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await auth.resetPassword(ctx.deps, input);
      return {
        ok: true as const,
        message: translate(
          ctx.locale,
          /*i18n*/ 'Your password has been reset. You can now log in with your new password.',
        ),
      };
    }),
});
