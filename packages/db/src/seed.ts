import {
  addDays,
  CLUB_CONTACT,
  DEFAULT_TIME_ZONE,
  leagueEndDate,
  weekdayOfDate,
} from '@club/domain';
import type { BayType, GameType, LeagueFormat, TeamType } from '@club/domain';
import type { Database } from './engine';

// Demo data for the local default: one San Antonio location, four bays with hours and peak
// windows, two coaches with weekly hours, a few leagues, and (when a hash is given) the local admin.

export const LOCAL_ADMIN = { email: 'admin@inside9golf.com', password: 'Inside9-Admin!' } as const;

/** One local member per plan tier, to try each plan (README); they share one password. */
export const LOCAL_MEMBER_PASSWORD = 'Inside9-Member!';
export const LOCAL_MEMBERS = [
  { email: 'guest@inside9golf.com', firstName: 'Gale', lastName: 'Guest', tier: 'none' },
  { email: 'member@inside9golf.com', firstName: 'Morgan', lastName: 'Member', tier: 'member' },
  { email: 'starter@inside9golf.com', firstName: 'Sam', lastName: 'Starter', tier: 'starter' },
  { email: 'pro@inside9golf.com', firstName: 'Pat', lastName: 'Pro', tier: 'pro' },
  { email: 'elite@inside9golf.com', firstName: 'Eli', lastName: 'Elite', tier: 'elite' },
] as const;

const BAYS: { name: string; type: BayType; features: string[] }[] = [
  {
    name: 'Bay 1',
    type: 'TrackMan',
    features: ['TrackMan 4 launch monitor', '4K projector', 'Lounge seating'],
  },
  {
    name: 'Bay 2',
    type: 'GCQuad',
    features: ['Foresight GCQuad', 'Putting analysis', 'HD projector'],
  },
  {
    name: 'Bay 3',
    type: 'Premium',
    features: ['TrackMan 4', 'Private suite for 8', 'Bar service', 'Surround sound'],
  },
  { name: 'Bay 4', type: 'Standard', features: ['Launch monitor', 'HD projector'] },
];

/** Full-day coverage (the club is 24/7) with evening peak on weekdays and daytime peak at weekends. */
function hoursFor(dayOfWeek: number): { startTime: string; endTime: string; isPeak: boolean }[] {
  const weekend = dayOfWeek === 0 || dayOfWeek === 6;
  const [peakStart, peakEnd] = weekend ? ['10:00', '18:00'] : ['16:00', '21:00'];
  return [
    { startTime: '00:00', endTime: peakStart, isPeak: false },
    { startTime: peakStart, endTime: peakEnd, isPeak: true },
    { startTime: peakEnd, endTime: '24:00', isPeak: false },
  ];
}

/** The date on or after `isoDate` that falls on `dayOfWeek` (0 = Sunday). */
function nextWeekday(isoDate: string, dayOfWeek: number): string {
  return addDays(isoDate, (dayOfWeek - weekdayOfDate(isoDate) + 7) % 7);
}

export interface SeedOptions {
  /** The club's local date when seeding ('YYYY-MM-DD'); leagues are placed around it. */
  today: string;
  /** argon2 hash of LOCAL_ADMIN.password; no admin is created without it. */
  adminPasswordHash?: string;
  /** argon2 hash of LOCAL_MEMBER_PASSWORD; no local members are created without it. */
  memberPasswordHash?: string;
}

/** Seeds an empty database; does nothing where a location already exists. Returns whether it seeded. */
export async function seedLocalDefaults(db: Database, options: SeedOptions): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('locations').select('id').executeTakeFirst();
    if (existing) return false;

    const location = await trx
      .insertInto('locations')
      .values({
        name: 'Inside 9 San Antonio',
        address: CLUB_CONTACT.street,
        city: CLUB_CONTACT.city,
        state: CLUB_CONTACT.state,
        zipCode: CLUB_CONTACT.zipCode,
        phone: CLUB_CONTACT.phone,
        email: CLUB_CONTACT.email,
        timeZone: DEFAULT_TIME_ZONE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const bay of BAYS) {
      const row = await trx
        .insertInto('bays')
        .values({ ...bay, locationId: location.id, isActive: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
        hoursFor(dayOfWeek).map((h) => ({ ...h, dayOfWeek, bayId: row.id })),
      );
      await trx.insertInto('bayOperatingHours').values(hours).execute();
    }

    const [maria, travis] = await trx
      .insertInto('coaches')
      .values([
        {
          firstName: 'Maria',
          lastName: 'Delgado',
          email: 'maria@inside9golf.com',
          bio: 'PGA teaching professional',
          hourlyRateCents: 9000,
        },
        {
          firstName: 'Travis',
          lastName: 'Boone',
          email: 'travis@inside9golf.com',
          bio: 'Short game and putting',
          hourlyRateCents: 7500,
        },
      ])
      .returning('id')
      .execute();
    // weekly hours for lessons (issue 24): Maria days Tuesday to Saturday, Travis weekday evenings
    if (maria && travis) {
      await trx
        .insertInto('coachHours')
        .values([
          ...[2, 3, 4, 5, 6].map((dayOfWeek) => ({
            coachId: maria.id,
            dayOfWeek,
            startTime: '09:00',
            endTime: '17:00',
          })),
          ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({
            coachId: travis.id,
            dayOfWeek,
            startTime: '16:00',
            endTime: '21:00',
          })),
        ])
        .execute();
    }

    const leagues: {
      name: string;
      description: string;
      format: LeagueFormat;
      teamType: TeamType;
      gameType: GameType;
      dayOfWeek: number;
      startDate: string;
      weeks: number;
      capacity: number;
      numBays: number;
      feeCents: number;
      prizes: string | null;
    }[] = [
      {
        name: 'Monday Night Stroke League',
        description:
          'Nine holes of stroke play every Monday on championship courses. Lowest total wins.',
        format: 'league',
        teamType: 'individual',
        gameType: 'lowscore',
        dayOfWeek: 1,
        startDate: addDays(nextWeekday(options.today, 1), -14),
        weeks: 8,
        capacity: 16,
        numBays: 2,
        feeCents: 9900,
        prizes: 'Club credit for the top three',
      },
      {
        name: 'Thursday Scramble Series',
        description:
          'Two-person scramble: bring a partner, play your best ball, and enjoy the lounge.',
        format: 'tournament',
        teamType: 'scramble',
        gameType: 'lowscore',
        dayOfWeek: 4,
        startDate: nextWeekday(addDays(options.today, 7), 4),
        weeks: 6,
        capacity: 24,
        numBays: 3,
        feeCents: 14900,
        prizes: 'Winning team takes home a TrackMan session pack',
      },
      {
        name: 'Winter Match Play Ladder',
        description:
          'Head-to-head match play. Win to climb the ladder; one point a win, half a tie.',
        format: 'ladder',
        teamType: 'individual',
        gameType: 'matchplay',
        dayOfWeek: 3,
        startDate: nextWeekday(addDays(options.today, 14), 3),
        weeks: 10,
        capacity: 12,
        numBays: 1,
        feeCents: 7900,
        prizes: null,
      },
    ];
    for (const l of leagues) {
      await trx
        .insertInto('leagues')
        .values({
          name: l.name,
          description: l.description,
          locationId: location.id,
          location: 'Inside 9 San Antonio',
          format: l.format,
          teamType: l.teamType,
          gameType: l.gameType,
          startDate: l.startDate,
          endDate: leagueEndDate(l.startDate, l.weeks),
          dayOfWeek: l.dayOfWeek,
          startTime: '18:00:00',
          endTime: '20:00:00',
          durationWeeks: l.weeks,
          capacity: l.capacity,
          feeCents: l.feeCents,
          numBays: l.numBays,
          prizes: l.prizes,
        })
        .execute();
    }

    if (options.adminPasswordHash) {
      await trx
        .insertInto('users')
        .values({
          username: LOCAL_ADMIN.email,
          email: LOCAL_ADMIN.email,
          passwordHash: options.adminPasswordHash,
          firstName: 'Club',
          lastName: 'Admin',
          role: 'admin',
          membershipType: 'elite',
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (options.memberPasswordHash) {
      await trx
        .insertInto('users')
        .values(
          LOCAL_MEMBERS.map((m) => ({
            username: m.email,
            email: m.email,
            passwordHash: options.memberPasswordHash ?? '',
            firstName: m.firstName,
            lastName: m.lastName,
            role: 'user' as const,
            membershipType: m.tier,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return true;
  });
}
