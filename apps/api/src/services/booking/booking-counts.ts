import { DomainError } from '@club/domain';
import type { BookingKind, ServiceDeps } from '../shared/deps';

/**
 * Runs a booking command and counts what came of it (deps.metrics): a booking created with its
 * status, or a refusal by the code of the rule's error. Any other error is a fault, not a refusal,
 * and is not counted here (the request's 500 is).
 */
export async function countedBooking<T>(
  deps: ServiceDeps,
  kind: BookingKind,
  command: () => Promise<T>,
  statusOf: (created: T) => 'confirmed' | 'waitlisted',
): Promise<T> {
  let created: T;
  try {
    created = await command();
  } catch (err) {
    if (err instanceof DomainError) deps.metrics.bookingRefused(kind, err.code);
    throw err;
  }
  deps.metrics.bookingCreated(kind, statusOf(created));
  return created;
}
