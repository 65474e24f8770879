import { DomainError } from '@club/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import type { ResponseMeta } from '@trpc/server/http';
import type { z, ZodType } from 'zod';
import { describeError, retryAfterSeconds, toTRPCError } from '../errors';
// The router's context type names no server type (AppRouter's declarations ship in @club/client);
// ./context merges the server's members into it, so it is loaded here without naming anything.
import type { Context } from './context-type';
import type {} from './context';

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
    errorFormatter({ shape, error, ctx }) {
      const { status, body } = describeError(error, ctx?.locale);
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

/**
 * PostgreSQL's "data exception" codes for a value it cannot take (a NUL byte, a number out of
 * range, an impossible date): the schemas refuse these first; should one slip through a schema,
 * the caller gets a 400, never a 500.
 */
const INVALID_DATA_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
function isInvalidDataError(cause: unknown): boolean {
  const code: unknown =
    typeof cause === 'object' && cause !== null ? Reflect.get(cause, 'code') : undefined;
  return typeof code === 'string' && INVALID_DATA_CODES.has(code);
}

/** Domain errors become tRPC errors with the mapped code (checked on the result, not try/catch). */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError)
    throw toTRPCError(result.error.cause);
  if (!result.ok && isInvalidDataError(result.error.cause)) {
    const message = /*i18n*/ 'A value in the request is out of range or not allowed.';
    throw toTRPCError(new DomainError('VALIDATION', message));
  }
  return result;
});

export const publicProcedure = t.procedure.meta({ access: 'public' }).use(mapDomainErrors);

/**
 * A member's or admin's mutation may have changed what a location's day holds (a booking, a
 * lesson, a league): once it has answered (committed or rolled back), this process drops the days
 * it keeps, so the client's next request here cannot find a day as it was, whichever service made
 * the change. Every process, this one too, also drops them on the database's notice, which comes
 * a moment later (Caches.forgetDays). Public mutations (sign-in, sign-up, demo requests) hold no
 * time, and anonymous traffic cannot empty the cache.
 */
const forgetDaysAfterMutations = t.middleware(async ({ type, ctx, next }) => {
  const result = await next();
  if (type === 'mutation') ctx.deps.caches.forgetDays();
  return result;
});

/** Signed in: hands on a non-null user. */
export const memberProcedure = publicProcedure
  .meta({ access: 'member' })
  .use(({ ctx, next }) => {
    if (!ctx.user)
      throw new TRPCError({ code: 'UNAUTHORIZED', message: /*i18n*/ 'Please log in to continue.' });
    // tRPC merges the given keys into the context
    return next({ ctx: { user: ctx.user } });
  })
  .use(forgetDaysAfterMutations);

/** Signed in as an admin. */
export const adminProcedure = memberProcedure.meta({ access: 'admin' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: /*i18n*/ 'You do not have permission to access this page.',
    });
  }
  return next({ ctx: { user: { ...ctx.user, role: 'admin' as const } } });
});

/**
 * An output check as a plain parser function (tRPC's `.output(fn)`): zod's synchronous `parse`,
 * which zod 4 compiles for objects on first use, where tRPC would call a schema's interpreted
 * `parseAsync` (a 14-day list is thousands of objects). The shared schema is left as it is; the
 * function names it for the OpenAPI document (rest/procedures.ts).
 */
export function parsedBy<S extends ZodType>(schema: S) {
  return Object.assign((data: unknown): z.output<S> => schema.parse(data), { schema });
}

/** tRPC's `responseMeta`: an answer holding a 429 says when to come back (the longest wait). */
export function retryAfterMeta({ errors }: { errors: TRPCError[] }): ResponseMeta {
  const waits = errors.flatMap((error) => retryAfterSeconds(error) ?? []);
  return waits.length ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
}
