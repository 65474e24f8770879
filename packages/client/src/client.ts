import type { AppRouter } from '@club/api';
import { createTRPCClient, httpLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { CookieJar } from './cookie-jar';
import { toClubApiError } from './error';

/** Every procedure's input, by path: `ClubInputs['bookings']['create']`. */
export type ClubInputs = inferRouterInputs<AppRouter>;
/** Every procedure's output, by path: `ClubOutputs['bookings']['create']`. */
export type ClubOutputs = inferRouterOutputs<AppRouter>;
/** The signed-in user (never a password hash or reset code). */
export type ClubUser = ClubOutputs['auth']['login'];

/** The name of the session cookie the API sets on login and register. */
export const SESSION_COOKIE = 'club.sid';

export interface ClubClientOptions {
  /** The club's address, e.g. `http://localhost:3000`; the typed API answers at `<url>/trpc`. */
  url: string;
  /**
   * The `Origin` sent with every call. Defaults to the origin of `url`, which the API's same-site
   * check accepts; set it to the club's PUBLIC_URL when `url` reaches the API some other way.
   */
  origin?: string;
  /** Extra headers on every call (e.g. for a proxy in front of the club). */
  headers?: Record<string, string>;
  /** The fetch to use; Node's global fetch by default. */
  fetch?: typeof fetch;
}

export interface ClubSession {
  /** Signs in; the client keeps the session cookie for the calls that follow. */
  login(email: string, password: string): Promise<ClubUser>;
  /** Signs out on the server and forgets the session cookie. */
  logout(): Promise<void>;
  /** True while the client holds a session cookie (it may still have expired on the server). */
  readonly hasSession: boolean;
  /** The address the client talks to. */
  readonly url: string;
}

/** The typed API (`client.bookings.create.mutate(...)`), plus login and logout. */
export type ClubClient = TRPCClient<AppRouter> & ClubSession;

/** Turns every failed call into a ClubApiError (the link chain's errors reach the caller as is). */
const clubErrors: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => observer.error(toClubApiError(error)),
        complete: () => observer.complete(),
      }),
    );

function baseUrl(url: string): URL {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`The club URL must be http(s): ${url}`);
  }
  parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  parsed.search = '';
  parsed.hash = '';
  return parsed;
}

/**
 * A client of one club for Node 20+ scripts. It keeps the session cookie from login and register
 * answers, sends the `Origin` the API's same-site check expects, and rejects every failed call with
 * a ClubApiError.
 */
export function createClubClient(options: ClubClientOptions): ClubClient {
  const base = baseUrl(options.url);
  const origin = options.origin ?? base.origin;
  const jar = new CookieJar();
  const send = options.fetch ?? globalThis.fetch;

  const fetchWithSession: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    headers.set('origin', origin);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await send(input, { ...init, headers });
    jar.store(response.headers);
    return response;
  };

  const trpc = createTRPCClient<AppRouter>({
    links: [
      clubErrors,
      httpLink({ url: `${base.href.replace(/\/$/, '')}/trpc`, fetch: fetchWithSession }),
    ],
  });

  const session: ClubSession = {
    login: (email, password) => trpc.auth.login.mutate({ username: email, password }),
    async logout() {
      try {
        await trpc.auth.logout.mutate();
      } finally {
        jar.clear();
      }
    },
    get hasSession() {
      return jar.get(SESSION_COOKIE) !== undefined;
    },
    url: base.href.replace(/\/$/, ''),
  };

  // The tRPC client is a proxy that answers any property as a procedure path: the session's own
  // members are answered first, everything else goes to tRPC.
  return new Proxy(trpc, {
    get(target, property, receiver): unknown {
      const value: unknown = Object.hasOwn(session, property)
        ? Reflect.get(session, property)
        : Reflect.get(target, property, receiver);
      return value;
    },
  }) as ClubClient;
}
