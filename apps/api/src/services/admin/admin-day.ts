import {
  currentWaiver,
  guestAcceptedWaiverVersions,
  listAdminBookingsAsJson,
  listAdminLessons,
  listBays,
  listLeaguesRunningOn,
  type Database,
} from '@club/db';
import type { TAdminBooking, TAdminDay, TAdminLeagueNight } from '@club/contract';
import {
  adminDayOf,
  formatClockTime,
  leagueNightsOn,
  localDaySpan,
  waiverStanding,
} from '@club/domain';
import { resolveLocation } from '../club/club-data';
import { toBayDto } from '../club/club-dto';
import { toAdminLessonDto, toAdminListedBookingDto } from './admin-dto';

export interface AdminDayQuery {
  date?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  locationId?: number | undefined;
}

/**
 * The admin schedule of one local day at one location: its bays, the confirmed and waitlisted
 * bookings with their members, lessons, and the league nights with the bays they hold.
 */
export async function adminDay(db: Database, query: AdminDayQuery, now: Date): Promise<TAdminDay> {
  const location = await resolveLocation(db, query.locationId);
  const zone = location.timeZone;
  const date = query.date ?? adminDayOf(query.startDate ?? '', query.endDate, zone);
  const range = { locationId: location.id, ...localDaySpan(date, zone) };
  const [bays, bookings, lessons, leagues] = await Promise.all([
    listBays(db, { locationId: location.id }),
    listAdminBookingsAsJson(db, range),
    listAdminLessons(db, range),
    listLeaguesRunningOn(db, location.id, date),
  ]);
  // each league its own bays: two leagues on one night share the bays (Leagues side by side)
  const held = leagueNightsOn(leagues, bays, date, zone);
  const nights = leagues.flatMap((league): TAdminLeagueNight[] => {
    const night = held.find((n) => n.leagueId === league.id);
    if (!night) return [];
    return [
      {
        id: league.id,
        name: league.name,
        startTime: formatClockTime(league.startTime),
        endTime: formatClockTime(league.endTime),
        numBays: league.numBays,
        participants: league.participants,
        bayIds: night.bayIds,
        startsAt: night.startTime.toISOString(),
        endsAt: night.endTime.toISOString(),
      },
    ];
  });
  return {
    date,
    timeZone: zone,
    locationId: location.id,
    bays: bays.map(toBayDto),
    bookings: await withGuestWaivers(
      db,
      location.waiverEnabled,
      bookings.map((b) => toAdminListedBookingDto(b, now)),
    ),
    lessons: lessons.map(toAdminLessonDto),
    leagues: nights,
  };
}

/**
 * While the club's waiver is on, each guest's `waiverAccepted`: whether they accepted the current
 * version from their link (the booking's details show it). Off, the guests go as they are.
 */
async function withGuestWaivers(
  db: Database,
  enabled: boolean,
  bookings: TAdminBooking[],
): Promise<TAdminBooking[]> {
  if (!enabled) return bookings;
  const ids = bookings.flatMap((b) => b.guests.map((g) => g.id));
  const [waiver, accepted] = await Promise.all([
    currentWaiver(db),
    guestAcceptedWaiverVersions(db, ids),
  ]);
  const current = waiver?.version ?? null;
  return bookings.map((b) => ({
    ...b,
    guests: b.guests.map((g) => ({
      ...g,
      waiverAccepted: waiverStanding(current, accepted.get(g.id) ?? null) === 'current',
    })),
  }));
}
