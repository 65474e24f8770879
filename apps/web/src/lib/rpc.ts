import type { AppRouter } from '@club/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

// The visitor pages (home, plans, demo, login) make a handful of calls: they speak tRPC's HTTP
// wire format directly (no transformer: JSON in, `{ result: { data } }` or `{ error }` out), as
// one-call batches like the tRPC client's batch link sends, instead of loading the tRPC client
// and TanStack Query before their first paint. Member and
// admin screens keep the full client (lib/trpc.ts, lib/ApiProvider.tsx).

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** 'auth.me', 'demoRequests.create', … : a procedure one level below the root. */
export type ProcedurePath = {
  [R in keyof Inputs]: R extends string ? `${R}.${Extract<keyof Inputs[R], string>}` : never;
}[keyof Inputs];

type At<T, P extends string> = P extends `${infer R}.${infer N}`
  ? R extends keyof T
    ? N extends keyof T[R]
      ? T[R][N]
      : never
    : never
  : never;

export type InputOf<P extends ProcedurePath> = At<Inputs, P>;
export type OutputOf<P extends ProcedurePath> = At<Outputs, P>;

export type RpcFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * A failed call, read like the tRPC client's error: `data` is the server's error data (with the
 * product's envelope) when the API answered, undefined when nothing usable came back.
 */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export interface Rpc {
  query<P extends ProcedurePath>(path: P, input?: InputOf<P>): Promise<OutputOf<P>>;
  mutate<P extends ProcedurePath>(path: P, input?: InputOf<P>): Promise<OutputOf<P>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function answer(response: Response, batch: boolean): Promise<unknown> {
  let body: unknown;
  try {
    const json: unknown = await response.json();
    body = batch && Array.isArray(json) ? json[0] : json;
  } catch {
    throw new RpcError(`Unreadable answer (HTTP ${response.status})`, undefined);
  }
  if (isRecord(body) && isRecord(body.error)) {
    const { message, data } = body.error;
    throw new RpcError(typeof message === 'string' ? message : '', data);
  }
  if (response.ok && isRecord(body) && isRecord(body.result)) return body.result.data;
  throw new RpcError(`Unexpected answer (HTTP ${response.status})`, undefined);
}

export interface RpcOptions {
  /** The API's tRPC address; same origin by default, so the session cookie travels with each. */
  url?: string;
  fetch?: RpcFetch;
  /**
   * One-call batches (`?batch=1`, `{ "0": input }`, an array back), as the app's tRPC client
   * sends; off, plain calls (the tests' stand-in server speaks those).
   */
  batch?: boolean;
}

export function createRpc({
  url = '/trpc',
  fetch: fetcher = (u, init) => fetch(u, init),
  batch = true,
}: RpcOptions = {}): Rpc {
  const wrap = (input: unknown) => (batch ? { 0: input } : input);
  async function call(path: string, input: unknown, method: 'GET' | 'POST'): Promise<unknown> {
    const params = new URLSearchParams(batch ? { batch: '1' } : {});
    if (method === 'GET' && (batch || input !== undefined)) {
      params.set('input', JSON.stringify(wrap(input)));
    }
    const search = params.toString();
    const query = search ? `?${search}` : '';
    const body = method === 'POST' && (batch || input !== undefined) ? wrap(input) : undefined;
    let response: Response;
    try {
      response = await fetcher(`${url}/${path}${query}`, {
        method,
        credentials: 'same-origin',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new RpcError(cause instanceof Error ? cause.message : 'Network error', undefined);
    }
    return answer(response, batch);
  }
  return {
    // The answers are the API's own JSON; the router's types describe them.
    query: (path, input) => call(path, input, 'GET') as Promise<OutputOf<typeof path>>,
    mutate: (path, input) => call(path, input, 'POST') as Promise<OutputOf<typeof path>>,
  };
}
