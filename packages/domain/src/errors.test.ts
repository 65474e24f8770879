import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';

describe('DomainError', () => {
  it('is an answer, not a fault: its code, message and details, and a one-line stack', () => {
    const error = new DomainError('BAYS_FULL', 'All bays are booked', { canJoinWaitlist: true });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      code: 'BAYS_FULL',
      message: 'All bays are booked',
      details: { canJoinWaitlist: true },
    });
    // no trace of where it was thrown: formatting one through source maps cost more than the rules
    expect(error.stack).toBe('DomainError: All bays are booked');
  });
});
