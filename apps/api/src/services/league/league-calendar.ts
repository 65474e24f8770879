import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  listLeaguesByIds,
  listUserParticipants,
  type Database,
  type LeagueRow,
  type LocationRow,
} from '@club/db';
import { leagueMatchDates, leagueSessionOn, type Locale } from '@club/domain';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { i18nFor } from '../../i18n/i18n';
import { zonedDateTime } from '../shared/zoned-time';

/** Where a league plays, as a calendar shows it. */
function placeOf(l: LocationRow): string {
  return `${l.name}, ${l.address}, ${l.city}, ${l.state} ${l.zipCode}`;
}

/**
 * Adds one event per match date of a league (local start and end in its location's zone, so the
 * club's wall-clock times hold across daylight-saving changes); cancelled leagues add nothing.
 */
export function addLeagueNights(
  calendar: ICalCalendar,
  league: LeagueRow,
  location: LocationRow,
  opts: { host: string; stamp: Date; locale?: Locale | undefined },
): void {
  if (league.status === 'cancelled') return;
  const zone = location.timeZone;
  const i18n = i18nFor(opts.locale ?? 'en');
  for (const date of leagueMatchDates(league)) {
    const night = leagueSessionOn(league, date, zone);
    calendar.createEvent({
      id: `league-${league.id}-${date}@${opts.host}`,
      stamp: opts.stamp,
      start: zonedDateTime(night.startTime, zone),
      end: zonedDateTime(night.endTime, zone),
      timezone: zone,
      summary: i18n._('{league} – league night', { league: league.name }),
      description: league.description,
      status: ICalEventStatus.CONFIRMED,
      location: placeOf(location),
    });
  }
}

/**
 * The season's nights of one league as an iCalendar file (the registration e-mail's attachment),
 * its titles and LANGUAGE in the member's language.
 */
export function leagueCalendar(
  league: LeagueRow,
  location: LocationRow,
  opts: { host: string; stamp: Date; locale?: Locale | undefined },
): string {
  const calendar = new ICalCalendar({
    prodId: {
      company: 'Inside 9 Golf Club',
      product: 'Leagues',
      language: opts.locale === 'es' ? 'ES' : 'EN',
    },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  addLeagueNights(calendar, league, location, opts);
  return calendar.toString();
}

/** Adds the nights of every league the member is actively registered for (their calendar feed). */
export async function addMemberLeagueNights(
  db: Database,
  calendar: ICalCalendar,
  userId: number,
  locations: readonly LocationRow[],
  opts: { host: string; stamp: Date; locale?: Locale | undefined },
): Promise<void> {
  const entries = (await listUserParticipants(db, userId)).filter((p) => p.status === 'active');
  const leagues = await listLeaguesByIds(db, [...new Set(entries.map((p) => p.leagueId))]);
  for (const league of leagues) {
    const location = locations.find((l) => l.id === league.locationId);
    if (location) addLeagueNights(calendar, league, location, opts);
  }
}
