// pnpm example day-schedule --date YYYY-MM-DD [--csv] [--location ID]
//
// An admin prints one local day of the club's schedule: every confirmed and waitlisted booking (with
// its member), lesson and league night, in start order; JSON by default, CSV with --csv.
import type { ClubOutputs } from '@club/client';
import { json, parseOptions, signIn, signOut, UsageError, type Example } from './lib/cli';
import { toCsv } from './lib/csv';
import { localDate, localText } from './lib/time';

type AdminDay = ClubOutputs['adminBookings']['day'];
type BookingStatus = AdminDay['bookings'][number]['status'];

export interface ScheduleEntry {
  kind: 'booking' | 'lesson' | 'league';
  id: number;
  /** Local 'YYYY-MM-DD HH:mm' in the club's time zone. */
  start: string;
  end: string;
  startTime: string;
  endTime: string;
  bays: string[];
  who: string;
  email: string | null;
  status: BookingStatus | 'lesson' | 'league';
  waitlistPosition: number | null;
  price: number | null;
}

export interface DaySchedule {
  date: string;
  timeZone: string;
  locationId: number;
  bays: { id: number; name: string; isActive: boolean }[];
  entries: ScheduleEntry[];
}

/** The admin day as one list of entries in start order (then bay). */
export function toDaySchedule(day: AdminDay): DaySchedule {
  const bayName = new Map(day.bays.map((b) => [b.id, b.name]));
  const name = (id: number | null) =>
    id === null ? 'no bay yet' : (bayName.get(id) ?? `Bay #${id}`);
  const local = (instant: string) => localText(instant, day.timeZone);
  const entries: ScheduleEntry[] = [
    ...day.bookings.map((b) => ({
      kind: 'booking' as const,
      id: b.id,
      start: local(b.startTime),
      end: local(b.endTime),
      startTime: b.startTime,
      endTime: b.endTime,
      bays: [b.bayName ?? name(b.bayId)],
      who: `${b.firstName} ${b.lastName}`,
      email: b.email,
      status: b.status,
      waitlistPosition: b.waitlistPosition,
      price: b.price,
    })),
    ...day.lessons.map((l) => ({
      kind: 'lesson' as const,
      id: l.id,
      start: local(l.startTime),
      end: local(l.endTime),
      startTime: l.startTime,
      endTime: l.endTime,
      bays: [name(l.bayId)],
      who: `${l.firstName} ${l.lastName} with ${l.coachName}`,
      email: null,
      status: 'lesson' as const,
      waitlistPosition: null,
      price: null,
    })),
    ...day.leagues.map((l) => ({
      kind: 'league' as const,
      id: l.id,
      start: local(l.startsAt),
      end: local(l.endsAt),
      startTime: l.startsAt,
      endTime: l.endsAt,
      bays: l.bayIds.map(name),
      who: `${l.name} (${l.participants} players)`,
      email: null,
      status: 'league' as const,
      waitlistPosition: null,
      price: null,
    })),
  ];
  entries.sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || a.bays.join().localeCompare(b.bays.join()),
  );
  return {
    date: day.date,
    timeZone: day.timeZone,
    locationId: day.locationId,
    bays: day.bays.map((b) => ({ id: b.id, name: b.name, isActive: b.isActive })),
    entries,
  };
}

export const SCHEDULE_CSV_HEADER = [
  'Start',
  'End',
  'Bays',
  'Kind',
  'Who',
  'Email',
  'Status',
  'Waitlist Position',
  'Price',
  'ID',
] as const;

export function scheduleCsv(schedule: DaySchedule): string {
  return toCsv(
    SCHEDULE_CSV_HEADER,
    schedule.entries.map((e) => [
      e.start,
      e.end,
      e.bays.join('; '),
      e.kind,
      e.who,
      e.email,
      e.status,
      e.waitlistPosition,
      e.price,
      e.id,
    ]),
  );
}

export const daySchedule: Example = {
  usage: 'day-schedule --date YYYY-MM-DD [--csv] [--location ID]',
  async run(args, env) {
    const { values } = parseOptions(args, {
      date: { type: 'string' },
      csv: { type: 'boolean', default: false },
      location: { type: 'string' },
    });
    const date = localDate(values.date);
    if (values.location !== undefined && !/^[1-9]\d*$/.test(values.location)) {
      throw new UsageError('--location must be a location id, e.g. --location 1');
    }
    const { club } = await signIn(env);
    try {
      const day = await club.adminBookings.day.query({
        date,
        ...(values.location === undefined ? {} : { locationId: Number(values.location) }),
      });
      const schedule = toDaySchedule(day);
      return values.csv ? scheduleCsv(schedule) : json(schedule);
    } finally {
      await signOut(club);
    }
  },
};
