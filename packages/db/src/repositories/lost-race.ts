import { isBayTakenError } from './bookings';
import { isLessonTakenError } from './lessons';

// What PostgreSQL answers a command that lost a race: the command read what another transaction
// changed before it could write, and run again on fresh reads it may well succeed.

const code = (err: unknown) =>
  typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;

/** True when PostgreSQL ended the transaction to break a deadlock (it may be run again). */
export function isDeadlockError(err: unknown): boolean {
  return code(err) === '40P01';
}

/**
 * True when PostgreSQL refused a transaction it could not serialize (repeatable read or
 * serializable isolation, e.g. a server whose default_transaction_isolation is raised; it may be
 * run again).
 */
export function isSerializationFailure(err: unknown): boolean {
  return code(err) === '40001';
}

/**
 * The one list of lost races every command retries: a bay taken meanwhile (a booking's or a
 * lesson's exclusion constraint), a coach taken meanwhile, a deadlock PostgreSQL broke, a
 * serialization failure. Anything else is an answer, not a race.
 */
export function isLostRaceError(err: unknown): boolean {
  return (
    isBayTakenError(err) ||
    isLessonTakenError(err) ||
    isDeadlockError(err) ||
    isSerializationFailure(err)
  );
}
