import { TRPCClientError } from '@trpc/client';

const FALLBACK = 'An error occurred while creating your booking';

/** What a failed create means for the screen: the full-bays answer or the server's text. */
export function bookingFailure(error: unknown): { canJoinWaitlist: boolean; message: string } {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const details =
      typeof data === 'object' && data !== null && 'error' in data
        ? (data.error as Record<string, unknown>)
        : {};
    return {
      canJoinWaitlist: details.canJoinWaitlist === true,
      message: error.message || FALLBACK,
    };
  }
  return {
    canJoinWaitlist: false,
    message: error instanceof Error && error.message ? error.message : FALLBACK,
  };
}
