import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { readApiError } from './apiError';
import { createRpc } from './rpc';

// A real tRPC server (the API's library and its fetch adapter) with two of the API's procedures:
// the visitor pages' calls must be understood, and answered, exactly as the tRPC client's are.
const t = initTRPC.create({
  errorFormatter: ({ shape }) => ({
    ...shape,
    data: { ...shape.data, httpStatus: 401, error: { message: shape.message, code: 'BAD_LOGIN' } },
  }),
});
const seen: unknown[] = [];
const router = t.router({
  auth: t.router({
    me: t.procedure.query(() => ({ firstName: 'Casey' })),
    login: t.procedure
      .input((raw) => {
        seen.push(raw);
        return raw;
      })
      .mutation(() => {
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
      }),
  }),
});

const server = (request: string, init?: RequestInit) =>
  fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(new URL(request, 'http://club.test'), init),
    router,
  });

describe.each([true, false])('createRpc, batch %s, against a tRPC server', (batch) => {
  const rpc = createRpc({ fetch: server, batch });

  it('reads a query answer', async () => {
    await expect(rpc.query('auth.me')).resolves.toEqual({ firstName: 'Casey' });
  });

  it("sends a mutation's input and reads its error like the tRPC client's", async () => {
    seen.length = 0;
    const login = { username: 'casey@example.com', password: 'Tee-Time-123' };
    const error = await rpc.mutate('auth.login', login).catch((e: unknown) => e);
    expect(seen).toEqual([login]);
    expect(readApiError(error)).toEqual({
      message: 'Invalid email or password',
      code: 'BAD_LOGIN',
      fieldErrors: {},
      status: 401,
    });
  });
});
