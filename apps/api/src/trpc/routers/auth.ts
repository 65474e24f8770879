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
import { publicProcedure, router } from '../trpc';

export const authRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.output(ZUser.nullable()).query(({ ctx }) => ctx.user),

  login: publicProcedure
    .input(ZLoginInput)
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      ctx.limiter.hit('login', { address: input.username, client: ctx.client }, ctx.deps.now());
      const user = await auth.login(ctx.deps, input);
      await ctx.req.session.regenerate(); // a new session id at login
      ctx.req.session.userId = user.id;
      return toUserDto(user);
    }),

  register: publicProcedure
    .input(ZRegisterInput)
    .output(ZUser)
    .mutation(async ({ ctx, input }) => {
      ctx.limiter.hit('register', { address: input.email, client: ctx.client }, ctx.deps.now());
      const user = await auth.register(ctx.deps, input);
      await ctx.req.session.regenerate();
      ctx.req.session.userId = user.id;
      return toUserDto(user);
    }),

  logout: publicProcedure.output(ZOkOutput).mutation(async ({ ctx }) => {
    await ctx.req.session.destroy();
    return { ok: true as const, message: 'Logged out' };
  }),

  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      ctx.limiter.hit('forgotPassword', { address: input.email, client: ctx.client }, ctx.deps.now());
      return { ok: true as const, message: await auth.requestPasswordReset(ctx.deps, input.email) };
    }),

  verifyResetCode: publicProcedure
    .input(ZVerifyResetCodeInput)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await auth.verifyResetCode(ctx.deps, input);
      return { ok: true as const, message: 'Code verified' };
    }),

  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await auth.resetPassword(ctx.deps, input);
      return {
        ok: true as const,
        message: 'Your password has been reset. You can now log in with your new password.',
      };
    }),
});
