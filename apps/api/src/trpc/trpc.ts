import { DomainError } from '@club/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { describeError, toTRPCError } from '../errors';
import type { Context } from './context';

/** Who may call a procedure; the REST adapter, its OpenAPI document and the access tests read it. */
export type Access = 'public' | 'member' | 'admin';

export interface ProcedureMeta {
  access: Access;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    defaultMeta: { access: 'public' },
    errorFormatter({ shape, error }) {
      const { status, body } = describeError(error);
      return {
        message: body.message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: status, path: shape.data.path, error: body },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** Domain errors become tRPC errors with the mapped code (checked on the result, not try/catch). */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
});

export const publicProcedure = t.procedure.meta({ access: 'public' }).use(mapDomainErrors);

/** Signed in: hands on a non-null user. */
export const memberProcedure = publicProcedure.meta({ access: 'member' }).use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Signed in as an admin. */
export const adminProcedure = memberProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission to access this page.' });
  }
  return next({ ctx: { ...ctx, user: { ...ctx.user, role: 'admin' as const } } });
});
