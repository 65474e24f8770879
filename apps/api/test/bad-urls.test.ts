import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

// A URL whose percent-encoding does not decode to text answers the product's envelope (400),
// like every other error (DECISIONS.md), not the framework's own shape.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const BAD = [
  '%ED%A0%80', // a lone surrogate
  '%ED%BF%BF',
  '%C0%AF', // overlong '/'
  '%C0%80',
  '%C1%BF',
  '%E0%80%AF',
  '%F8%88%80%80%80', // five bytes
  '%F4%90%80%80', // past U+10FFFF
  '%FF',
  '%FE%FF',
  '%80',
  '%BF',
  '%C3',
  '%E2%82',
  '%F0%9F%98',
  '%E2%28%A1',
  '%C3%28',
  'a%ED%A0%80b',
  '%ED%A0%80%ED%B0%80', // a surrogate pair spelt in UTF-8
  '%F0%8F%BF%BF',
];

describe('a path with bad percent-encoding', () => {
  it.each(BAD)('/api/bays/%s/operating-hours answers 400 in the envelope', async (bad) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/bays/${bad}/operating-hours` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request could not be read.',
      message: 'The request could not be read.',
      code: 'BAD_REQUEST',
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['DELETE', `/api/bookings/${BAD[0] ?? ''}`],
    ['GET', `/trpc/${BAD[0] ?? ''}`],
  ] as const)('%s %s too', async (method, url) => {
    const res = await h.app.inject({ method, url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
