import { LEAGUE_FORM_MESSAGES, ZLeagueInput, leagueInputSchema } from '@club/contract';
import type { TLeague, TLocation } from '@club/contract';
import {
  addDays,
  isLocalDate,
  leagueEndDate,
  leagueFormDefaults,
  leagueWeeks,
  weekdayOfDate,
} from '@club/domain';
import type { GameType, LeagueFormat, LocalDate, TeamType } from '@club/domain';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';

/** What the Create League form holds (selects as strings, numbers as NumberInput gives them). */
export interface LeagueFormValues {
  name: string;
  locationId: string | null;
  format: LeagueFormat;
  teamType: TeamType;
  gameType: GameType;
  startDate: LocalDate | null;
  endDate: LocalDate | null;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  durationWeeks: number | string;
  capacity: number | string;
  numberofBays: string;
  fee: number | string;
  prizes: string;
  description: string;
}

/** The spec's defaults (individual, lowest score, Mondays 6-8 PM, 6 weeks, 12 players, 1 bay, $99). */
export function initialLeagueForm(
  today: LocalDate,
  location: TLocation | undefined,
): LeagueFormValues {
  const d = leagueFormDefaults(today);
  return {
    name: d.name,
    locationId: location ? String(location.id) : null,
    format: d.format,
    teamType: d.teamType,
    gameType: d.gameType,
    startDate: d.startDate,
    endDate: d.endDate,
    dayOfWeek: d.dayOfWeek,
    startTime: d.startTime,
    endTime: d.endTime,
    durationWeeks: d.durationWeeks,
    capacity: d.capacity,
    numberofBays: String(d.numberofBays),
    fee: d.fee,
    prizes: d.prizes,
    description: d.description,
  };
}

/** The edit form's initial values: the league's own (times as 'HH:MM', as the selects offer them). */
export function leagueFormValues(league: TLeague): LeagueFormValues {
  return {
    name: league.name,
    locationId: String(league.locationId),
    format: league.format,
    teamType: league.teamType,
    gameType: league.gameType,
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    startTime: league.startTime.slice(0, 5),
    endTime: league.endTime.slice(0, 5),
    durationWeeks: league.durationWeeks,
    capacity: league.capacity,
    numberofBays: String(league.numberofBays),
    fee: league.fee,
    prizes: league.prizes ?? '',
    description: league.description,
  };
}

const weeksOf = (v: number | string): number | null => {
  const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
};

/** A new start date sets the day of week and moves the end date by the duration. */
export function withStartDate(
  values: LeagueFormValues,
  startDate: LocalDate | null,
): Partial<LeagueFormValues> {
  if (!startDate || !isLocalDate(startDate)) return { startDate };
  const weeks = weeksOf(values.durationWeeks);
  return {
    startDate,
    dayOfWeek: weekdayOfDate(startDate),
    ...(weeks ? { endDate: leagueEndDate(startDate, weeks) } : {}),
  };
}

/** A new duration moves the end date (end = start + weeks). */
export function withDuration(
  values: LeagueFormValues,
  durationWeeks: number | string,
): Partial<LeagueFormValues> {
  const weeks = weeksOf(durationWeeks);
  return {
    durationWeeks,
    ...(weeks && values.startDate ? { endDate: leagueEndDate(values.startDate, weeks) } : {}),
  };
}

/** A new end date sets the duration (days / 7, rounded up). */
export function withEndDate(
  values: LeagueFormValues,
  endDate: LocalDate | null,
): Partial<LeagueFormValues> {
  if (!endDate || !values.startDate || endDate <= values.startDate) return { endDate };
  return { endDate, durationWeeks: leagueWeeks(values.startDate, endDate) };
}

/** The first day the end-date picker offers: the day after the start (or after today). */
export function minEndDate(values: LeagueFormValues, today: LocalDate): LocalDate {
  return addDays(values.startDate && values.startDate > today ? values.startDate : today, 1);
}

/** The API payload: the form's fields plus the chosen location's name. */
export function leaguePayload(values: LeagueFormValues, locations: readonly TLocation[]) {
  const location = locations.find((l) => String(l.id) === values.locationId);
  return {
    name: values.name,
    description: values.description,
    location: location?.name ?? '',
    locationId: values.locationId ?? '',
    format: values.format,
    teamType: values.teamType,
    gameType: values.gameType,
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    dayOfWeek: values.dayOfWeek,
    startTime: values.startTime,
    endTime: values.endTime,
    durationWeeks: values.durationWeeks,
    capacity: values.capacity,
    numberofBays: values.numberofBays,
    fee: values.fee,
    prizes: values.prizes,
  };
}

/**
 * The contract's schema (every rule and message of the spec), with today's date rule; editing a
 * league (`keptStart`: its start date), the rule holds only for a new start date.
 */
export function validateLeagueForm(
  today: LocalDate,
  locations: readonly TLocation[],
  keptStart?: LocalDate,
) {
  const schema =
    keptStart === undefined
      ? leagueInputSchema(today)
      : ZLeagueInput.refine((v) => v.startDate === keptStart || v.startDate >= today, {
          message: LEAGUE_FORM_MESSAGES.startNotPast,
          path: ['startDate'],
        });
  const resolve = schemaResolver(schema, { sync: true });
  return (values: LeagueFormValues): FormErrors => {
    const errors = resolve(leaguePayload(values, locations));
    // the location's name comes from the chosen location: report it on the selector
    if (errors.location && !errors.locationId) errors.locationId = errors.location;
    return errors;
  };
}
