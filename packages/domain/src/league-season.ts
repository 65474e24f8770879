import type { LeagueStatus, TeamType } from './enums';
import { builtText, DomainError } from './errors';
import { entryCapacity } from './leagues';

// A season that changes after it is created (DECISIONS.md, Leagues side by side): admins edit a
// league, members withdraw before it starts, admins remove a participant any time.

/** Texts of the season rules. */
export const LEAGUE_SEASON_MESSAGES = {
  cancelled: /*i18n*/ 'A cancelled league cannot be changed.',
  fixedFields:
    /*i18n*/ "A league's location, team type and game type cannot change once it is created.",
  scheduleEnded: /*i18n*/ "A completed league's dates, day, times and bays cannot change.",
  startMoved: /*i18n*/ 'This league has started: its start date cannot change.',
  capacityBelowEntries: (entries: number, teamType: TeamType) =>
    teamType === 'scramble'
      ? builtText(
          /*i18n*/ 'Capacity cannot be below the {entries} {entries, plural, one {team} other {teams}} ({players} players) already registered.',
          { entries, players: entries * 2 },
          `Capacity cannot be below the ${entries} team${entries === 1 ? '' : 's'} (${entries * 2} players) already registered.`,
        )
      : builtText(
          /*i18n*/ 'Capacity cannot be below the {entries} {entries, plural, one {player} other {players}} already registered.',
          { entries },
          `Capacity cannot be below the ${entries} player${entries === 1 ? '' : 's'} already registered.`,
        ),
  scoresOnDroppedNights: (count: number) =>
    builtText(
      /*i18n*/ '{count} saved {count, plural, one {score is} other {scores are}} on nights this change would drop. Keep those nights, or clear the scores first.',
      { count },
      `${count} saved score${count === 1 ? ' is' : 's are'} on nights this change would drop. Keep those nights, or clear the scores first.`,
    ),
  withdrawStarted: /*i18n*/ 'You can withdraw only before the league starts.',
  notRegistered: /*i18n*/ 'You are not registered for this league.',
  alreadyWithdrawn: /*i18n*/ 'This participant has already withdrawn.',
} as const;

/** What decides a league's nights: the dates, weekday, times and bays. */
export interface LeagueSchedule {
  startDate: string;
  endDate: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  numBays: number;
}

/** True when an edit moves the league's nights or bays (then it claims its bays again). */
export function leagueScheduleChanged(before: LeagueSchedule, after: LeagueSchedule): boolean {
  return (
    before.startDate !== after.startDate ||
    before.endDate !== after.endDate ||
    before.dayOfWeek !== after.dayOfWeek ||
    before.startTime !== after.startTime ||
    before.endTime !== after.endTime ||
    before.numBays !== after.numBays
  );
}

/**
 * Edit rule: not a cancelled league; location, team and game type fixed; the capacity holds the
 * entries registered; the schedule changes only before the league completes, and its start date
 * only before it starts. Throws the first violation (a CONFLICT).
 */
export function assertCanEditLeague(input: {
  status: LeagueStatus;
  fixedFieldsChanged: boolean;
  scheduleChanged: boolean;
  startDateChanged: boolean;
  capacity: number;
  teamType: TeamType;
  activeEntries: number;
}): void {
  const M = LEAGUE_SEASON_MESSAGES;
  if (input.status === 'cancelled') throw new DomainError('CONFLICT', M.cancelled);
  if (input.fixedFieldsChanged) throw new DomainError('CONFLICT', M.fixedFields);
  if (entryCapacity(input.capacity, input.teamType) < input.activeEntries) {
    throw new DomainError('CONFLICT', M.capacityBelowEntries(input.activeEntries, input.teamType));
  }
  if (input.scheduleChanged && input.status === 'completed') {
    throw new DomainError('CONFLICT', M.scheduleEnded);
  }
  if (input.startDateChanged && input.status !== 'upcoming') {
    throw new DomainError('CONFLICT', M.startMoved);
  }
}

/** The saved scores on dates that are not among a league's new match nights (an edit would orphan them). */
export function scoresOffTheNights<R extends { matchDate: string }>(
  results: readonly R[],
  nights: readonly string[],
): R[] {
  return results.filter((r) => !nights.includes(r.matchDate));
}

/** A member withdraws from a league only while it is upcoming (before its start date). */
export function canWithdraw(status: LeagueStatus): boolean {
  return status === 'upcoming';
}
