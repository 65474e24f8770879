import { callTRPCProcedure, type AnyProcedure } from '@trpc/server';
import { z, type ZodType } from 'zod';
import type { Context } from '../trpc/context';
import type { Access, ProcedureMeta } from '../trpc/trpc';
import { appRouter } from '../trpc/router';
import type { ProcedurePath } from './route';

/** A procedure as the REST adapter and the OpenAPI document see it. */
export interface ProcedureInfo {
  path: ProcedurePath;
  type: 'query' | 'mutation';
  access: Access;
  input: ZodType | undefined;
  output: ZodType | undefined;
}

function isProcedure(value: unknown): value is AnyProcedure {
  return typeof value === 'function' && '_def' in value;
}

function asZod(value: unknown): ZodType | undefined {
  if (value instanceof z.ZodType) return value;
  // an output check given as a parser function names its schema (trpc.ts parsedBy)
  const schema: unknown = typeof value === 'function' ? Reflect.get(value, 'schema') : undefined;
  return schema instanceof z.ZodType ? schema : undefined;
}

function metaOf(procedure: AnyProcedure): ProcedureMeta {
  const meta: unknown = procedure._def.meta;
  const access: unknown =
    typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'access') : undefined;
  return { access: access === 'member' || access === 'admin' ? access : 'public' };
}

/** Looks a procedure up by its dotted path; a path that names none is a programming error. */
export function procedureInfo(path: ProcedurePath): ProcedureInfo {
  // `_def.procedures` is flat at run time ('bookings.create'), though typed as the nested record
  const procedure: unknown = Reflect.get(appRouter._def.procedures, path);
  if (!isProcedure(procedure)) throw new Error(`No procedure at ${path}`);
  const { type } = procedure._def;
  if (type !== 'query' && type !== 'mutation')
    throw new Error(`${path} is a ${type}, not a query or mutation`);
  const inputs: unknown[] = procedure._def.inputs;
  return {
    path,
    type,
    access: metaOf(procedure).access,
    input: inputs.length ? asZod(inputs[0]) : undefined,
    // the output parser is kept on the definition at run time, untyped
    output: asZod(Reflect.get(procedure._def, 'output')),
  };
}

/** Every procedure of the router, for the access matrix and the fuzz tests. */
export function allProcedures(): ProcedureInfo[] {
  return Object.keys(appRouter._def.procedures).filter(isProcedurePath).map(procedureInfo);
}

function isProcedurePath(path: string): path is ProcedurePath {
  return isProcedure(Reflect.get(appRouter._def.procedures, path));
}

/** Calls a procedure with its whole middleware chain (access, input parsing, output validation). */
export function callProcedure(
  info: ProcedureInfo,
  ctx: Context,
  input: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  return callTRPCProcedure({
    router: appRouter,
    path: info.path,
    getRawInput: () => Promise.resolve(input),
    ctx,
    type: info.type,
    signal,
    batchIndex: 0,
  });
}
