import type { GameType, LeagueFormat, LeagueStatus, TeamType } from './enums';
import { builtText, DomainError, type BuiltText } from './errors';
import {
  addDays,
  daysBetween,
  formatClockTime,
  formatLocalDate,
  localDateOf,
  WEEKDAY_NAMES,
  weekdayOfDate,
} from './time';
import type { Instant, LocalDate, Weekday } from './time';

/** Limits of the league form (spec 5 and 9). */
export const LEAGUE_LIMITS = {
  minCapacity: 2,
  maxCapacity: 40,
  minWeeks: 1,
  maxWeeks: 12,
  minFee: 1,
  minBays: 1,
  maxBays: 4,
} as const;
/** Number of Bays choices. */
export const NUMBER_OF_BAYS_OPTIONS = [1, 2, 3, 4] as const;

/** Texts of the league rules (the deletion one is the spec's). */
export const LEAGUE_MESSAGES = {
  deleteOnlyUpcoming: /*i18n*/ 'Only upcoming leagues with no participants can be deleted.',
  full: /*i18n*/ 'This league is full.',
  closed: /*i18n*/ 'Registration is closed for this league.',
  alreadyRegistered: /*i18n*/ 'You are already registered for this league.',
  locationNotFound: /*i18n*/ 'Selected location not found',
  notFound: /*i18n*/ 'League not found',
  participantNotFound: /*i18n*/ 'This member is not registered for this league.',
  resultNotFound: /*i18n*/ 'Score not found',
  notAMatchDate: /*i18n*/ "That date is not one of this league's match dates.",
  registerSelfOnly: /*i18n*/ 'You can only register yourself for a league.',
  memberNotFound: /*i18n*/ 'Member not found',
  tooFewBays: (name: string, date: LocalDate, free: number, needed: number) =>
    builtText(
      /*i18n*/ 'Not enough bays on {day}: {league} plays at the same time, so {free} of the {needed} bays this league needs {free, plural, one {is} other {are}} free. Choose another day, time or fewer bays.',
      { day: { localDate: date }, league: name, free, needed },
      `Not enough bays on ${weekdayName(weekdayOfDate(date))} ${formatLocalDate(date)}: ${name} plays at the same time, so ${free} of the ${needed} bays this league needs ${free === 1 ? 'is' : 'are'} free. Choose another day, time or fewer bays.`,
    ),
} as const;

/** A clock time as the leagues table stores it: 'HH:MM:SS'. */
export function leagueClockTime(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

/** The 409 when a new league's nights would take bays from confirmed bookings. */
export function leagueOverBookingsMessage(count: number): BuiltText {
  return builtText(
    /*i18n*/ "This league's nights would take bays from {count} confirmed {count, plural, one {booking} other {bookings}}. Move or cancel {count, plural, one {it} other {them}} first, or choose other dates, times or fewer bays.",
    { count },
    leagueOverBookingsText(count),
  );
}

function leagueOverBookingsText(count: number): string {
  return `This league's nights would take bays from ${count} confirmed booking${count === 1 ? '' : 's'}. Move or cancel ${count === 1 ? 'it' : 'them'} first, or choose other dates, times or fewer bays.`;
}

/** End date of a league: the start date plus the duration in weeks. */
export function leagueEndDate(startDate: LocalDate, weeks: number): LocalDate {
  return addDays(startDate, weeks * 7);
}

/** Duration in weeks from the dates: days between them / 7, rounded up (never below 0). */
export function leagueWeeks(startDate: LocalDate, endDate: LocalDate): number {
  return Math.max(0, Math.ceil(daysBetween(startDate, endDate) / 7));
}

/** Match dates: each occurrence of the weekday from the start date to the end date, inclusive. */
export function matchDates(
  startDate: LocalDate,
  endDate: LocalDate,
  dayOfWeek: number,
): LocalDate[] {
  const offset = (((dayOfWeek - weekdayOfDate(startDate)) % 7) + 7) % 7;
  const dates: LocalDate[] = [];
  for (let d = addDays(startDate, offset); d <= endDate; d = addDays(d, 7)) dates.push(d);
  return dates;
}

/**
 * The nights a league plays (DECISIONS: N weeks, N nights): each of its weekday from the start date,
 * strictly before the end date, which closes the season (start plus N weeks) and is no match night.
 */
export function leagueMatchDates(league: {
  startDate: LocalDate;
  endDate: LocalDate;
  dayOfWeek: number;
}): LocalDate[] {
  return matchDates(league.startDate, addDays(league.endDate, -1), league.dayOfWeek);
}

/**
 * Status from dates in the location's zone: upcoming before the start date, active from start to
 * end date, completed after; a stored 'cancelled' (a deleted league) stays cancelled.
 */
export function leagueStatus(
  league: { startDate: LocalDate; endDate: LocalDate; status?: string | null },
  now: Instant,
  zone: string,
): LeagueStatus {
  if (league.status === 'cancelled') return 'cancelled';
  const today = localDateOf(now, zone);
  if (today < league.startDate) return 'upcoming';
  if (today <= league.endDate) return 'active';
  return 'completed';
}

/** Registration is open while a league is upcoming or active. */
export function isRegistrationOpen(status: LeagueStatus): boolean {
  return status === 'upcoming' || status === 'active';
}

/** Capacity in entries: players for individual; teams of two (capacity / 2, rounded down) for scramble. */
export function entryCapacity(capacity: number, teamType: TeamType): number {
  return teamType === 'scramble' ? Math.floor(capacity / 2) : capacity;
}

/** Players registered for a number of entries: one per entry, two per scramble team. */
export function playersOfEntries(entries: number, teamType: TeamType): number {
  return teamType === 'scramble' ? Math.max(0, entries) * 2 : Math.max(0, entries);
}

/** The other player of a scramble team as `email`'s owner sees it (player 1 unless that is them). */
export function scramblePartner(
  p: {
    player1Name: string | null;
    player1Email: string | null;
    player2Name: string | null;
    player2Email: string | null;
  },
  email: string,
): { name: string | null; email: string | null } {
  const mine = email.toLowerCase();
  if (p.player1Email?.toLowerCase() === mine && p.player2Email?.toLowerCase() !== mine) {
    return { name: p.player2Name, email: p.player2Email };
  }
  return { name: p.player1Name, email: p.player1Email };
}

/** Scramble teams shown for a participant count: participants / 2, rounded up. */
export function scrambleTeams(participants: number): number {
  return Math.ceil(Math.max(0, participants) / 2);
}

/** Availability of a league: filled/total entries and the remaining places, never negative. */
export function leagueAvailability(input: {
  capacity: number;
  participants: number;
  teamType: TeamType;
}): {
  filled: number;
  total: number;
  remaining: number;
  isFull: boolean;
  text: string;
} {
  const total = entryCapacity(input.capacity, input.teamType);
  const filled = Math.max(0, input.participants);
  const remaining = Math.max(0, total - filled);
  const unit = input.teamType === 'scramble' ? 'team' : 'spot';
  const left = remaining === 0 ? 'Full' : `${remaining} ${unit}${remaining === 1 ? '' : 's'} left`;
  return {
    filled,
    total,
    remaining,
    isFull: remaining === 0,
    text: `${filled}/${total} filled · ${left}`,
  };
}

/** Registration rule: open status, not already registered, a place left; else a CONFLICT. */
export function assertCanRegister(input: {
  status: LeagueStatus;
  capacity: number;
  teamType: TeamType;
  activeEntries: number;
  alreadyRegistered: boolean;
}): void {
  if (!isRegistrationOpen(input.status)) throw new DomainError('CONFLICT', LEAGUE_MESSAGES.closed);
  if (input.alreadyRegistered) throw new DomainError('CONFLICT', LEAGUE_MESSAGES.alreadyRegistered);
  if (input.activeEntries >= entryCapacity(input.capacity, input.teamType)) {
    throw new DomainError('CONFLICT', LEAGUE_MESSAGES.full);
  }
}

/** Deletion rule: only an upcoming league with no active participants. */
export function canDeleteLeague(input: {
  status: LeagueStatus;
  activeParticipants: number;
}): boolean {
  return input.status === 'upcoming' && input.activeParticipants === 0;
}

/** Throws the spec's CONFLICT message when a league may not be deleted. */
export function assertCanDeleteLeague(input: {
  status: LeagueStatus;
  activeParticipants: number;
}): void {
  if (!canDeleteLeague(input))
    throw new DomainError('CONFLICT', LEAGUE_MESSAGES.deleteOnlyUpcoming);
}

/** Name of a weekday: 1 -> 'Monday'. */
export function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[((dayOfWeek % 7) + 7) % 7] ?? 'Sunday';
}

/** Schedule display of a league: 'Mondays, 6 weeks'. */
export function leagueScheduleText(dayOfWeek: number, weeks: number): string {
  return `${weekdayName(dayOfWeek)}s, ${weeks} week${weeks === 1 ? '' : 's'}`;
}

/** Defaults of a new league (spec 9). */
export const LEAGUE_DEFAULTS = {
  teamType: 'individual',
  gameType: 'lowscore',
  format: 'league',
  startTime: '18:00',
  endTime: '20:00',
  dayOfWeek: 1,
  durationWeeks: 6,
  capacity: 12,
  numberofBays: 1,
  fee: 99,
  status: 'upcoming',
} as const satisfies {
  teamType: TeamType;
  gameType: GameType;
  format: LeagueFormat;
  dayOfWeek: Weekday;
  status: LeagueStatus;
  [key: string]: unknown;
};

/** The create form's initial values: the defaults, starting on the first Monday from today. */
export function leagueFormDefaults(today: LocalDate) {
  const startDate = matchDates(today, addDays(today, 6), LEAGUE_DEFAULTS.dayOfWeek)[0] ?? today;
  return {
    name: '',
    description: '',
    prizes: '',
    ...LEAGUE_DEFAULTS,
    startDate,
    endDate: leagueEndDate(startDate, LEAGUE_DEFAULTS.durationWeeks),
  };
}

function hourlyOptions(fromHour: number, toHour: number): { value: string; label: string }[] {
  return Array.from({ length: toHour - fromHour + 1 }, (_, i) => {
    const value = `${String(fromHour + i).padStart(2, '0')}:00`;
    return { value, label: formatClockTime(value) };
  });
}

/** Start time options: hourly from 8 AM to 9 PM. */
export const LEAGUE_START_TIME_OPTIONS = hourlyOptions(8, 21);
/** End time options: hourly from 10 AM to 11 PM. */
export const LEAGUE_END_TIME_OPTIONS = hourlyOptions(10, 23);
