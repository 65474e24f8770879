import {
  findLocation,
  listBays,
  listLeaguesTouching,
  markLeagueNightReminders,
  type LeagueForReminder,
} from '@club/db';
import { addDays, assignLeagueNights, DAY_MS, localDateOf } from '@club/domain';
import { mailClub } from '../club/mail-club';
import type { ServiceDeps } from '../shared/deps';
import { leagueNightReminderMail } from './league-reminder-mail';

/** Registered members are reminded the day before each league night: 24 hours before it starts. */
export const LEAGUE_REMINDER_LEAD_MS = DAY_MS;

/** The league nights starting in (now, now + lead], each with its own bays, by location. */
async function dueNights(deps: ServiceDeps, now: Date) {
  const horizon = new Date(now.getTime() + LEAGUE_REMINDER_LEAD_MS);
  // every zone's local days of the span lie within a day of its UTC days
  const within = {
    fromDate: addDays(localDateOf(now, 'UTC'), -2),
    toDate: addDays(localDateOf(horizon, 'UTC'), 2),
  };
  const leagues = await listLeaguesTouching(deps.db, within);
  const byLocation = new Map<number, LeagueForReminder[]>();
  for (const l of leagues)
    byLocation.set(l.locationId, [...(byLocation.get(l.locationId) ?? []), l]);
  const due = [];
  for (const [locationId, atLocation] of byLocation) {
    const zone = atLocation[0]?.timeZone ?? 'America/Chicago';
    const bays = await listBays(deps.db, { locationId });
    const nights = assignLeagueNights(atLocation, bays, zone, within).filter(
      (n) => n.startTime > now && n.startTime <= horizon,
    );
    for (const night of nights) {
      const league = atLocation.find((l) => l.id === night.leagueId);
      const bayNames = night.bayIds.map((id) => bays.find((b) => b.id === id)?.name ?? `Bay ${id}`);
      if (league) due.push({ league, night, bayNames });
    }
  }
  return due;
}

/**
 * Queues the reminders of the league nights now due, once per night per registered member across
 * every API process: each night's members are marked and their mails queued in one transaction
 * (markLeagueNightReminders), and the outbox sends them. Answers how many were queued.
 */
export async function queueLeagueNightReminders(deps: ServiceDeps): Promise<number> {
  const now = deps.now();
  let queued = 0;
  for (const { league, night, bayNames } of await dueNights(deps, now)) {
    const location = await findLocation(deps.db, league.locationId);
    if (!location) continue;
    const club = await mailClub(deps, league.locationId);
    queued += await deps.db.transaction().execute(async (trx) => {
      const members = await markLeagueNightReminders(
        trx,
        { leagueId: league.id, matchDate: night.date },
        now,
      );
      for (const to of members) {
        const mail = leagueNightReminderMail({
          to,
          league,
          date: night.date,
          location,
          bayNames,
          club,
        });
        await deps.outbox.queue(mail, trx);
      }
      return members.length;
    });
  }
  if (queued > 0) deps.outbox.wake();
  return queued;
}
