import { deleteExpiredSessions } from '@club/db';
import { MAIL_JOB, type Outbox } from '../mail/outbox';
import { queueDueReminders } from '../services/booking/reminders';
import { releaseNoShows } from '../services/checkin/no-show-sweep';
import { queueLeagueNightReminders } from '../services/league/league-reminders';
import { DOOR_CODE_JOB } from '../services/door/door-codes';
import { syncDoorCode } from '../services/door/door-sync';
import type { RateLimiter } from '../services/rate-limiter';
import type { ServiceDeps } from '../services/shared/deps';
import type { TaskDefinition } from './job-queue';
import { LAPSED_DOOR_JOB, removeLapsedDoorCodes } from '../services/door/door-lapsed';
import { LEAGUE_DOOR_JOB, syncLeagueNightCodes } from '../services/door/door-league';

/** The periodic tasks' job names, for the tests and the README. */
export const PERIODIC_JOBS = {
  reminders: 'reminders',
  leagueReminders: 'league-reminders',
  sessions: 'sweep-sessions',
  rateLimits: 'sweep-rate-limits',
  outbox: 'clean-outbox',
  noShows: 'door-no-shows',
  leagueDoorCodes: LEAGUE_DOOR_JOB,
  lapsedDoorCodes: LAPSED_DOOR_JOB,
} as const;

/**
 * Every background task of the product. The mail job is queued with each message (tried 12 more
 * times: 10 s, 20 s, 40 s … between tries, about 11 hours in all); the periodic ones run on pg-boss's
 * cron, once a time across processes. Each is idempotent: a job may run twice (a process dying
 * after the work and before pg-boss heard it was done).
 */
export function productTasks(
  deps: ServiceDeps,
  outbox: Outbox,
  limiter: RateLimiter,
  mail: { retrySeconds: number; timeoutSeconds: number },
): TaskDefinition[] {
  return [
    {
      name: MAIL_JOB,
      run: (data, attempt) => outbox.send((data as { id: number }).id, attempt),
      retryLimit: 12,
      retryDelay: mail.retrySeconds,
      expireInSeconds: mail.timeoutSeconds,
    },
    {
      // a door code made, moved or removed on the lock: retried as mail is while the lock
      // service is down (a booking never waits for it)
      name: DOOR_CODE_JOB,
      run: (data) => syncDoorCode(deps, (data as { doorCodeId: number }).doorCodeId),
      retryLimit: 12,
      retryDelay: mail.retrySeconds,
      expireInSeconds: 60,
    },
    {
      // league nights' door codes, 14 days ahead (the first run after a registration makes them)
      name: PERIODIC_JOBS.leagueDoorCodes,
      run: () => syncLeagueNightCodes(deps),
      expireInSeconds: 300,
      cron: '*/15 * * * *',
    },
    {
      // a lapsed plan's door codes leave the lock
      name: PERIODIC_JOBS.lapsedDoorCodes,
      run: () => removeLapsedDoorCodes(deps),
      expireInSeconds: 300,
      cron: '*/15 * * * *',
    },
    {
      name: PERIODIC_JOBS.reminders,
      run: () => queueDueReminders(deps),
      expireInSeconds: 120,
      cron: '* * * * *',
    },
    {
      // DECISIONS.md, Check-in and no-shows: sessions nobody checked in, released each minute
      name: PERIODIC_JOBS.noShows,
      run: () => releaseNoShows(deps),
      expireInSeconds: 120,
      cron: '* * * * *',
    },
    {
      name: PERIODIC_JOBS.leagueReminders,
      run: () => queueLeagueNightReminders(deps),
      expireInSeconds: 120,
      cron: '*/5 * * * *',
    },
    {
      name: PERIODIC_JOBS.sessions,
      run: () => deleteExpiredSessions(deps.db, deps.now()),
      expireInSeconds: 120,
      cron: '*/15 * * * *',
    },
    {
      name: PERIODIC_JOBS.rateLimits,
      run: () => limiter.sweep(deps.now()),
      expireInSeconds: 120,
      cron: '*/10 * * * *',
    },
    {
      name: PERIODIC_JOBS.outbox,
      run: () => outbox.cleanUp(),
      expireInSeconds: 300,
      cron: '17 * * * *',
    },
  ];
}
