import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { compiledOutput } from '../src/trpc/trpc';

// compiledOutput (src/trpc/trpc.ts) runs an output schema's synchronous parse where tRPC calls
// parseAsync: it must still refuse a wrong answer and strip what the schema does not name.
describe('compiledOutput', () => {
  const schema = () =>
    z.array(z.object({ id: z.number().int(), status: z.enum(['confirmed', 'waitlisted']) }));

  it('answers what parseAsync answers for a good value, unknown keys stripped', async () => {
    const value = [{ id: 1, status: 'confirmed', userId: 7 }];
    const expected = await schema().parseAsync(value);
    expect(await compiledOutput(schema()).parseAsync(value)).toEqual(expected);
    expect(expected).toEqual([{ id: 1, status: 'confirmed' }]);
  });

  it('refuses a wrong value as parseAsync does', async () => {
    const wrong = [{ id: 1.5, status: 'cancelled' }];
    await expect(schema().parseAsync(wrong)).rejects.toBeInstanceOf(z.ZodError);
    await expect(compiledOutput(schema()).parseAsync(wrong)).rejects.toBeInstanceOf(z.ZodError);
  });
});
