import {
  GAME_TYPES,
  isClockTime,
  isLocalDate,
  LEAGUE_FORMATS,
  LEAGUE_LIMITS,
  leagueWeeks,
  parseClockTime,
  TEAM_TYPES,
} from '@club/domain';
import type { LocalDate, TeamType } from '@club/domain';
import { z } from 'zod';
import {
  boundedText,
  descriptionSchema,
  emailSchema,
  idSchema,
  localDateSchema,
  TEXT_LIMITS,
  ZId,
  ZOptionalNote,
} from './primitives';

export const LEAGUE_FORM_MESSAGES = {
  name: /*i18n*/ 'League name is required',
  description: /*i18n*/ 'Description is required',
  location: /*i18n*/ 'Location is required',
  startDate: /*i18n*/ 'Start date is required',
  endDate: /*i18n*/ 'End date is required',
  endAfterStart: /*i18n*/ 'End date must be after the start date',
  endTimeAfterStart: /*i18n*/ 'End time must be after the start time',
  feeMax: /*i18n*/ 'Fee cannot exceed $10,000',
  startNotPast: /*i18n*/ 'Start date cannot be in the past',
  dayOfWeek: /*i18n*/ 'Day of week is required',
  startTime: /*i18n*/ 'Start time is required',
  endTime: /*i18n*/ 'End time is required',
  format: /*i18n*/ 'League format is required',
  teamType: /*i18n*/ 'Team type is required',
  gameType: /*i18n*/ 'Game type is required',
  numberOfBays: /*i18n*/ 'Number of bays must be between 1 and 4',
  capacityMin: /*i18n*/ 'Capacity must be at least 2',
  capacityMax: /*i18n*/ 'Capacity cannot exceed 40',
  feeMin: /*i18n*/ 'Fee must be at least $1',
  weeksMin: /*i18n*/ 'Duration must be at least 1 week',
  weeksMax: /*i18n*/ 'Duration cannot exceed 12 weeks',
  invalidTitle: /*i18n*/ 'Form validation failed',
  invalid: /*i18n*/ 'Please fill in all required fields correctly',
  capacityHint: /*i18n*/ 'Maximum number of players (2-40).',
  durationHint: /*i18n*/ 'Number of weeks the league will run (1-12 weeks).',
} as const;
const M = LEAGUE_FORM_MESSAGES;

export const ZTeamType = z.enum(TEAM_TYPES, { message: M.teamType });
export const ZGameType = z.enum(GAME_TYPES, { message: M.gameType });
export const ZLeagueFormat = z.enum(LEAGUE_FORMATS, { message: M.format });

/** A league's name is a title, not a person's name: a little longer than TEXT_LIMITS.name. */
export const LEAGUE_NAME_MAX = 100;
/** An upper bound on the fee (stored in cents), so no input overflows the column. */
export const LEAGUE_FEE_MAX = 10_000;

const required = (message: string, max: number = TEXT_LIMITS.short) =>
  boundedText({ min: 1, max, message });
const CLOCK_TEXT = /^\d{2}:\d{2}(:\d{2})?$/;
const clock = (message: string) =>
  z
    .string({ error: message })
    .max(8, { message })
    .refine((v) => CLOCK_TEXT.test(v) && isClockTime(v), { message });
const num = (message: string) => z.coerce.number({ error: message });

const leagueFields = {
  name: required(M.name, LEAGUE_NAME_MAX),
  description: descriptionSchema(M.description),
  location: required(M.location),
  locationId: idSchema(M.location),
  format: ZLeagueFormat,
  teamType: ZTeamType,
  gameType: ZGameType,
  startDate: localDateSchema(M.startDate),
  endDate: localDateSchema(M.endDate),
  dayOfWeek: num(M.dayOfWeek)
    .int({ message: M.dayOfWeek })
    .min(0, { message: M.dayOfWeek })
    .max(6, { message: M.dayOfWeek }),
  startTime: clock(M.startTime),
  endTime: clock(M.endTime),
  durationWeeks: num(M.weeksMin)
    .int({ message: M.weeksMin })
    .min(LEAGUE_LIMITS.minWeeks, { message: M.weeksMin })
    .max(LEAGUE_LIMITS.maxWeeks, { message: M.weeksMax }),
  capacity: num(M.capacityMin)
    .int({ message: M.capacityMin })
    .min(LEAGUE_LIMITS.minCapacity, { message: M.capacityMin })
    .max(LEAGUE_LIMITS.maxCapacity, { message: M.capacityMax }),
  numberofBays: num(M.numberOfBays)
    .int({ message: M.numberOfBays })
    .min(LEAGUE_LIMITS.minBays, { message: M.numberOfBays })
    .max(LEAGUE_LIMITS.maxBays, { message: M.numberOfBays }),
  fee: num(M.feeMin)
    .min(LEAGUE_LIMITS.minFee, { message: M.feeMin })
    .max(LEAGUE_FEE_MAX, { message: M.feeMax }),
  prizes: ZOptionalNote,
};

const endAfterStart = (v: { startDate: string; endDate: string }) => v.endDate > v.startDate;
const withinMaxWeeks = (v: { startDate: string; endDate: string }) =>
  !isLocalDate(v.startDate) ||
  !isLocalDate(v.endDate) ||
  !endAfterStart(v) ||
  leagueWeeks(v.startDate, v.endDate) <= LEAGUE_LIMITS.maxWeeks;
const endTimeAfterStart = (v: { startTime: string; endTime: string }) =>
  !isClockTime(v.startTime) ||
  !isClockTime(v.endTime) ||
  parseClockTime(v.endTime) > parseClockTime(v.startTime);

/**
 * The Create League form (spec 5). The end date is after the start date and at most 12 weeks
 * later; the end time is after the start time (a league night never runs past midnight).
 */
export const ZLeagueForm = z
  .object(leagueFields)
  .refine(endAfterStart, { message: M.endAfterStart, path: ['endDate'] })
  .refine(withinMaxWeeks, { message: M.weeksMax, path: ['endDate'] })
  .refine(endTimeAfterStart, { message: M.endTimeAfterStart, path: ['endTime'] });
export type TLeagueForm = z.input<typeof ZLeagueForm>;

/**
 * The create-league payload as the API takes it: the form's fields, where the spec's duplicates
 * (maxParticipants for capacity, price for fee, numBays for numberofBays) fill a missing field;
 * currentParticipants and status are ignored (a new league starts upcoming with 0).
 */
export const ZLeagueInput = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const v = raw as Record<string, unknown>;
  return {
    ...v,
    capacity: v.capacity ?? v.maxParticipants,
    fee: v.fee ?? v.price,
    numberofBays: v.numberofBays ?? v.numBays,
  };
}, ZLeagueForm);
export type TLeagueInput = z.input<typeof ZLeagueForm> & {
  maxParticipants?: number;
  price?: number;
  numBays?: string | number;
  currentParticipants?: number;
  status?: string;
};

/** The league schema with the clock-bound rule: the start date is today or later (`today` in the zone). */
export function leagueInputSchema(today: LocalDate) {
  return ZLeagueInput.refine((v) => v.startDate >= today, {
    message: M.startNotPast,
    path: ['startDate'],
  });
}

/** Weeks between the form's dates, as the form shows them (days / 7 rounded up). */
export const leagueFormWeeks = (v: { startDate: string; endDate: string }) =>
  leagueWeeks(v.startDate, v.endDate);

export const LEAGUE_REGISTRATION_MESSAGES = {
  league: /*i18n*/ 'Please select a league',
  player1Name: /*i18n*/ 'Player 1 name is required',
  player1Email: /*i18n*/ 'Please enter a valid email for Player 1',
  player2Name: /*i18n*/ 'Player 2 name is required',
  player2Email: /*i18n*/ 'Please enter a valid email for Player 2',
} as const;
const R = LEAGUE_REGISTRATION_MESSAGES;

const optionalText = boundedText({ max: TEXT_LIMITS.email })
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const registrationBase = {
  leagueId: idSchema(R.league),
  paymentMethod: boundedText({ min: 1, max: 40 }).default('cash'),
  /** The member registered: the signed-in one, unless an admin names another. */
  userId: ZId.optional(),
  /** Sent by the spec's client ('active'); a registration is always active. */
  status: z.string().max(40).optional(),
  teamNumber: z
    .unknown()
    .optional()
    .transform(() => null),
};

/** Individual registration: only a league. The team number is optional and cleared. */
export const ZLeagueRegistrationInput = z.object({
  ...registrationBase,
  player1Name: optionalText,
  player1Email: optionalText,
  player2Name: optionalText,
  player2Email: optionalText,
});
export type TLeagueRegistrationInput = z.input<typeof ZLeagueRegistrationInput>;

/** Scramble registration: both players' names (2+ characters) and e-mails. */
export const ZScrambleRegistrationInput = z.object({
  ...registrationBase,
  player1Name: boundedText({ min: 2, max: TEXT_LIMITS.name * 2, message: R.player1Name }),
  player1Email: emailSchema(R.player1Email),
  player2Name: boundedText({ min: 2, max: TEXT_LIMITS.name * 2, message: R.player2Name }),
  player2Email: emailSchema(R.player2Email),
});
export type TScrambleRegistrationInput = z.input<typeof ZScrambleRegistrationInput>;

/** The registration schema for a league's team type. */
export function leagueRegistrationSchema(teamType: TeamType) {
  return teamType === 'scramble' ? ZScrambleRegistrationInput : ZLeagueRegistrationInput;
}

/** A league id in a path or call. */
export const ZLeagueIdInput = z.object({ id: ZId });
export type TLeagueIdInput = z.input<typeof ZLeagueIdInput>;
