import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';

/**
 * Answers for the web's real tRPC client, given per test by procedure path ('auth.login'). The
 * client, its link and the wire format are the real ones; only the server is replaced, so a
 * component meets the same JSON (and the same error envelope) as in production.
 */
export type Answer =
  | { kind: 'data'; data: unknown }
  | { kind: 'error'; status: number; body: unknown }
  | { kind: 'raw'; status: number; contentType: string; body: string };

export type Handler = Answer | ((input: unknown) => Answer | Promise<Answer>);

export interface ApiCall {
  path: string;
  input: unknown;
}

export interface FakeApi {
  fetch: (url: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Every call the screen made, in order. */
  calls: ApiCall[];
  /** The inputs sent to one procedure. */
  inputsOf: (path: string) => unknown[];
}

/** A successful answer. */
export function ok(data: unknown): Answer {
  return { kind: 'data', data };
}

const TRPC_CODE_OF_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
};

export interface Envelope {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
  [detail: string]: unknown;
}

/** A failure as the API answers it: the tRPC error whose `data.error` is the product's envelope. */
export function failWith(status: number, envelope: Envelope): Answer {
  const trpcCode = TRPC_CODE_OF_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';
  return {
    kind: 'error',
    status,
    body: {
      error: {
        message: envelope.message,
        code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
        data: {
          code: trpcCode,
          httpStatus: status,
          error: { ...envelope, error: envelope.message },
        },
      },
    },
  };
}

/** Something that is not the API answering (a proxy's error page). */
export function rawAnswer(status: number, body: string, contentType = 'text/html'): Answer {
  return { kind: 'raw', status, contentType, body };
}

/** A call that never answers (to look at a screen while it waits). */
export function never(): Promise<Answer> {
  return new Promise<Answer>(() => undefined);
}

function readCall(url: string, init: RequestInit | undefined): ApiCall {
  const parsed = new URL(url, 'http://club.test');
  const path = decodeURIComponent(parsed.pathname.replace(/^.*\/trpc\//, ''));
  const raw =
    typeof init?.body === 'string' ? init.body : (parsed.searchParams.get('input') ?? undefined);
  return { path, input: raw === undefined ? undefined : JSON.parse(raw) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The club's San Antonio location, as `locations.list` answers it. */
export const CLUB_LOCATION = {
  id: 1,
  name: 'Inside 9 Golf Club',
  address: '1846 N Loop 1604 W, Suite 110',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78248',
  timeZone: 'America/Chicago',
  phone: '(210) 555-0142',
  email: 'hello@inside9golf.com',
  membersOnly: false,
  guestFeeCents: 2000,
  waiverEnabled: false,
  cardPayments: false,
  noShowReleaseMinutes: null,
  doorAccess: false,
  doorDeviceId: null,
};

/** A call the test did not expect fails loudly, naming the procedure. */
function missing(path: string): Answer {
  return failWith(500, { message: `No answer for ${path} in this test`, code: 'TEST' });
}

/** A stand-in server: signed out and one location unless a test says otherwise. */
export function fakeApi(handlers: Record<string, Handler> = {}): FakeApi {
  const all: Record<string, Handler> = {
    'auth.me': ok(null),
    'locations.list': ok([CLUB_LOCATION]),
    ...handlers,
  };
  const calls: ApiCall[] = [];
  const fetch: FakeApi['fetch'] = async (url, init) => {
    const href = url instanceof Request ? url.url : String(url);
    const call = readCall(href, init);
    calls.push(call);
    const handler = all[call.path] ?? missing(call.path);
    const answer = typeof handler === 'function' ? await handler(call.input) : handler;
    if (answer.kind === 'data') return json(200, { result: { data: answer.data } });
    if (answer.kind === 'error') return json(answer.status, answer.body);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
  return {
    fetch,
    calls,
    inputsOf: (path) => calls.filter((c) => c.path === path).map((c) => c.input),
  };
}
