import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { AppRouter } from '../trpc/router';

type RouterRecordOf<R extends AnyRouter> = R['_def']['record'];

/** Every procedure of a router record as a dotted path (`bookings.create`). */
type PathsOf<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure
    ? `${Prefix}${K}`
    : PathsOf<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

export type ProcedurePath = PathsOf<RouterRecordOf<AppRouter>>;

/**
 * One documented REST path. It names its procedure: the input and output schemas and the access
 * level (its `.meta()`) come from that procedure, so the REST side cannot drift from tRPC. The
 * adapter parses path params, query and body, merged, with the procedure's own input schema.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify syntax (`/api/bays/:id`); the OpenAPI document shows `{id}`. */
  path: string;
  procedure: ProcedurePath;
  summary: string;
  tag: string;
  /** Status of a successful answer (200 unless said). */
  status?: number;
  /** Media type of a successful answer when it is not JSON (the answer is then a string). */
  produces?: string;
  /** Further answers worth documenting, by status. */
  errors?: Record<number, string>;
  /** A DELETE whose input is a JSON body (documented as one), never query parameters. */
  jsonBody?: true;
  /** Reads the club's location: before the first-run set-up it answers 409 NOT_SET_UP. */
  needsClub?: true;
}

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}
