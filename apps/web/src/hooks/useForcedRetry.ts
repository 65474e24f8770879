import { useState } from 'react';
import { readApiError } from '../lib/apiError';

/**
 * An admin change the server refused because it would strand what members booked (409
 * STRANDS_BOOKINGS: a bay's bookings and lessons, a coach's lessons): keeps its message and a
 * retry with `force: true` for the admin to confirm.
 */
export function useForcedRetry() {
  const [pending, setPending] = useState<{ message: string; retry: () => void } | null>(null);
  /** True when the error was a strand refusal (now waiting for the admin's answer). */
  const offer = (error: unknown, retry: () => void): boolean => {
    const failure = readApiError(error);
    if (failure.code !== 'STRANDS_BOOKINGS') return false;
    setPending({ message: failure.message, retry });
    return true;
  };
  return { pending, offer, clear: () => setPending(null) };
}
