import type { AppRouter } from '@club/api';
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import type { Answer, FakeApi } from '../test-utils/fakeApi';
import { failWith, fakeApi, rawAnswer } from '../test-utils/fakeApi';
import { DEFAULT_ERROR_MESSAGE, isClientError, readApiError } from './apiError';

const LOGIN = { username: 'casey@example.com', password: 'Tee-Time-123' };
const URL = 'http://club.test/trpc';

/** Every screen calls through the tRPC client. */
const CLIENTS: [string, (api: FakeApi) => Promise<unknown>][] = [
  [
    'the tRPC client',
    (api) =>
      createTRPCClient<AppRouter>({
        links: [httpLink({ url: URL, fetch: api.fetch })],
      }).auth.login.mutate(LOGIN),
  ],
];

describe.each(CLIENTS)('readApiError, errors of %s', (_client, call) => {
  /** The error the client raises for an answer (or for no answer at all). */
  async function clientErrorFor(answer: Answer | (() => Promise<Answer>)): Promise<unknown> {
    try {
      await call(fakeApi({ 'auth.login': answer }));
    } catch (error) {
      return error;
    }
    throw new Error('the call did not fail');
  }

  it('reads the envelope of a tRPC error: message, code and status', async () => {
    const error = await clientErrorFor(
      failWith(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    expect(readApiError(error)).toEqual({
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
      fieldErrors: {},
      status: 401,
    });
  });

  it('hands on the first message per field of a validation answer', async () => {
    const error = await clientErrorFor(
      failWith(400, {
        message: 'Please enter a valid email',
        code: 'VALIDATION',
        fieldErrors: {
          username: 'Please enter a valid email',
          password: 'Password must be at least 6 characters',
        },
      }),
    );
    const read = readApiError(error);
    expect(read.code).toBe('VALIDATION');
    expect(read.status).toBe(400);
    expect(read.fieldErrors).toEqual({
      username: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
  });

  it('says when all bays are taken and a waitlist place can be had', async () => {
    const full = await clientErrorFor(
      failWith(409, {
        message: 'All bays are booked at this time.',
        code: 'BAYS_FULL',
        canJoinWaitlist: true,
      }),
    );
    const taken = await clientErrorFor(
      failWith(409, { message: 'This email is already registered', code: 'EMAIL_TAKEN' }),
    );
    expect(readApiError(full)).toMatchObject({ code: 'BAYS_FULL', canJoinWaitlist: true });
    expect(readApiError(taken).canJoinWaitlist).toBeUndefined();
  });

  it("keeps tRPC's own message when an answer came without the envelope", async () => {
    const error = await clientErrorFor({
      kind: 'error',
      status: 429,
      body: {
        error: {
          message: 'Too many attempts.',
          code: -32029,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
        },
      },
    });
    expect(readApiError(error, 'Fallback')).toEqual({
      message: 'Too many attempts.',
      code: 'TOO_MANY_REQUESTS',
      fieldErrors: {},
      status: 429,
    });
  });

  it("gives the caller's fallback when no API answered (a proxy's page, no network)", async () => {
    const proxy = await clientErrorFor(rawAnswer(502, '<h1>Bad gateway</h1>'));
    const offline = await clientErrorFor(() => Promise.reject(new TypeError('Failed to fetch')));
    for (const error of [proxy, offline]) {
      expect(readApiError(error, 'Failed to submit your request. Please try again.')).toEqual({
        message: 'Failed to submit your request. Please try again.',
        code: 'NETWORK',
        fieldErrors: {},
      });
    }
  });
});

describe('readApiError, other errors', () => {
  it('reads an envelope from a REST body', () => {
    const body = {
      error: 'Only upcoming leagues with no participants can be deleted.',
      message: 'Only upcoming leagues with no participants can be deleted.',
      code: 'CONFLICT',
    };
    expect(readApiError(body)).toEqual({
      message: 'Only upcoming leagues with no participants can be deleted.',
      code: 'CONFLICT',
      fieldErrors: {},
    });
  });

  it("never shows the text of this page's own faults", () => {
    expect(
      readApiError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toEqual({ message: DEFAULT_ERROR_MESSAGE, code: 'UNKNOWN', fieldErrors: {} });
    expect(readApiError('boom', 'Try later').message).toBe('Try later');
  });
});

describe("readApiError in the screens' language", () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('says that something went wrong in Spanish when the screens are in Spanish', async () => {
    await activateLocale('es');
    expect(readApiError(new TypeError('Failed to fetch')).message).toBe(
      'Algo salió mal. Por favor, inténtelo de nuevo.',
    );
    await activateLocale('en');
    expect(readApiError(new TypeError('Failed to fetch')).message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('isClientError', () => {
  it.each([
    [undefined, false],
    [399, false],
    [400, true],
    [429, true],
    [499, true],
    [500, false],
  ])('status %s: %s', (status, expected) => {
    const read = { message: 'x', code: 'X', fieldErrors: {}, ...(status ? { status } : {}) };
    expect(isClientError(read)).toBe(expected);
  });
});
