import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { createCaller } from '../trpc/router';

export type Caller = ReturnType<typeof createCaller>;

/** One documented REST path: it calls the same procedure as tRPC, through a caller. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify syntax (`/api/bays/:id`); the OpenAPI document shows `{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: 'public' | 'member' | 'admin';
  body?: ZodType;
  query?: ZodType;
  response: ZodType;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  /** Media type of a successful answer when it is not JSON (the answer is then a string). */
  produces?: string;
  /** Further answers worth documenting, by status. */
  errors?: Record<number, string>;
  handle(caller: Caller, req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}
