import { isLostRaceError } from '@club/db';

/** How many times a command runs before a race it keeps losing is answered as lost. */
export const RACE_ATTEMPTS = 5;

/**
 * Runs a command (one transaction per run) and, when PostgreSQL refused it for a race it lost
 * (isLostRaceError: a bay or coach taken meanwhile, a deadlock, a serialization failure), runs
 * it again on fresh reads, up to RACE_ATTEMPTS times in all; then throws `lost()`, the command's
 * own answer (the bays are full, the bay or the coach is taken), or without one the last error.
 * Any other error is thrown at once. Every booking and lesson command retries through here (a
 * cancellation too: its waitlist promotion and door codes meet the same races), so they retry the
 * same races.
 */
export async function retryLostRace<T>(run: () => Promise<T>, lost?: () => Error): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!isLostRaceError(err)) throw err;
      if (attempt >= RACE_ATTEMPTS) throw lost ? lost() : err;
    }
  }
}
