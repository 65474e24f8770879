import {
  countBookingsCreatedPerDay,
  countDemoRequestsByStatus,
  countWaitlistedBetween,
  listAdminBookings,
  ledgerTotals,
  listLessonsWithNames,
  type Database,
} from '@club/db';
import type { TDashboard, TUtilisation } from '@club/contract';
import {
  addDays,
  bayUtilisation,
  countsForDays,
  DEMO_REQUEST_STATUSES,
  localDateOf,
  localDaySpan,
  percentOf,
  weekOf,
  type Utilisation,
} from '@club/domain';
import { baysWithHours, resolveLocation, type BayWithHours } from '../club/club-data';

/** Days of bookings made shown on the dashboard, ending today. */
const CREATED_DAYS = 14;

function toUtilisationDto(u: Utilisation, bays: readonly BayWithHours[]): TUtilisation {
  return {
    percent: u.percent,
    peakSharePercent: u.peakSharePercent,
    bookedMinutes: u.bookedMinutes,
    openMinutes: u.openMinutes,
    bays: u.bays.map((b) => ({
      bayId: b.bayId,
      bayName: bays.find((bay) => bay.id === b.bayId)?.name ?? '',
      percent: percentOf(b.bookedMinutes, b.openMinutes),
      hours: b.hours.map((h) =>
        h.openMinutes === 0 ? null : percentOf(h.bookedMinutes, h.openMinutes),
      ),
    })),
  };
}

/**
 * The Today dashboard: bay utilisation of the day and of its Monday-Sunday week (bay x hour), peak
 * share, waitlist length, bookings made per day over two weeks, and the demo-request funnel.
 */
export async function dashboard(
  db: Database,
  now: Date,
  input: { date?: string | undefined; locationId?: number | undefined },
): Promise<TDashboard> {
  const location = await resolveLocation(db, input.locationId);
  const zone = location.timeZone;
  const today = localDateOf(now, zone);
  const date = input.date ?? today;
  const week = weekOf(date);
  const weekStart = localDaySpan(week[0] ?? date, zone).from;
  const weekEnd = localDaySpan(week[6] ?? date, zone).to;
  const day = localDaySpan(date, zone);
  const createdDays = Array.from({ length: CREATED_DAYS }, (_, i) =>
    addDays(today, i - CREATED_DAYS + 1),
  );
  const createdFrom = localDaySpan(createdDays[0] ?? today, zone).from;
  const [bays, bookings, waitingToday, waitingUpcoming, created, funnel, lessons, money] =
    await Promise.all([
      baysWithHours(db, location.id),
      listAdminBookings(db, {
        locationId: location.id,
        from: weekStart,
        to: weekEnd,
        statuses: ['confirmed'],
      }),
      countWaitlistedBetween(db, { locationId: location.id, ...day }),
      countWaitlistedBetween(db, { locationId: location.id, from: now }),
      countBookingsCreatedPerDay(db, {
        locationId: location.id,
        from: createdFrom,
        to: localDaySpan(today, zone).to,
        zone,
      }),
      countDemoRequestsByStatus(db),
      listLessonsWithNames(db, { locationId: location.id, from: weekStart, to: weekEnd }),
      // the account book's day in club time: what was charged, credited and paid
      ledgerTotals(db, day),
    ]);
  // a lesson holds its bay like a booking (never sold at the peak rate)
  const held = [...bookings, ...lessons.map((l) => ({ ...l, isPeak: false }))];
  const dayUse = bayUtilisation({ days: [date], zone, bays, bookings: held });
  const weekUse = bayUtilisation({ days: week, zone, bays, bookings: held });
  const perDay = week.map((d) => ({
    day: d,
    percent: bayUtilisation({ days: [d], zone, bays, bookings: held }).percent,
  }));
  const todays = lessons.filter((l) => l.startTime < day.to && l.endTime > day.from);
  return {
    date,
    timeZone: zone,
    locationId: location.id,
    day: toUtilisationDto(dayUse, bays),
    week: {
      ...toUtilisationDto(weekUse, bays),
      from: week[0] ?? date,
      to: week[6] ?? date,
      days: perDay,
    },
    waitlist: { today: waitingToday, upcoming: waitingUpcoming },
    bookingsCreated: countsForDays(createdDays, created),
    demoFunnel: DEMO_REQUEST_STATUSES.map((status) => ({
      status,
      count: funnel.find((f) => f.status === status)?.count ?? 0,
    })),
    lessons: todays.map((l) => ({
      id: l.id,
      startTime: l.startTime.toISOString(),
      endTime: l.endTime.toISOString(),
      coachName: `${l.coachFirstName} ${l.coachLastName}`,
      memberName: `${l.firstName} ${l.lastName}`,
      bayName: l.bayName,
    })),
    money,
  };
}
