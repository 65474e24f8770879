import type {
  TLeague,
  TLeagueParticipant,
  TLeagueResult,
  TMyLeagueParticipation,
} from '@club/contract';
import { leagueAvailability, leagueMatchDates } from '@club/domain';

// Leagues, registrations and scores as the API answers them, for the league component tests.

export function leagueFixture(overrides: Partial<TLeague> = {}): TLeague {
  const base = {
    id: 1,
    name: 'Monday Night Stroke League',
    description: 'Nine holes of stroke play every Monday.',
    location: 'Inside 9 San Antonio',
    locationId: 1,
    timeZone: 'America/Chicago',
    format: 'league' as const,
    teamType: 'individual' as const,
    gameType: 'lowscore' as const,
    startDate: '2026-11-09',
    endDate: '2026-11-23',
    dayOfWeek: 1,
    startTime: '18:00:00',
    endTime: '20:00:00',
    durationWeeks: 2,
    capacity: 16,
    maxParticipants: 16,
    currentParticipants: 3,
    entries: 3,
    teams: null,
    fee: 99,
    price: 99,
    numBays: '2',
    numberofBays: 2,
    prizes: null,
    status: 'active' as const,
    createdAt: '2026-10-01T15:00:00.000Z',
    ...overrides,
  };
  return {
    ...base,
    matchDates: overrides.matchDates ?? leagueMatchDates(base),
    availability:
      overrides.availability ??
      leagueAvailability({
        capacity: base.capacity,
        participants: base.entries,
        teamType: base.teamType,
      }),
  };
}

export function participantFixture(
  overrides: Partial<TLeagueParticipant> = {},
): TLeagueParticipant {
  return {
    id: 10,
    leagueId: 1,
    userId: 7,
    firstName: 'Casey',
    lastName: 'Fairway',
    registrationDate: '2026-11-02T16:00:00.000Z',
    paymentMethod: 'cash',
    teamNumber: null,
    player1Name: null,
    player1Email: null,
    player2Name: null,
    player2Email: null,
    status: 'active',
    ...overrides,
  };
}

export function resultFixture(overrides: Partial<TLeagueResult> = {}): TLeagueResult {
  return {
    id: 100,
    leagueId: 1,
    userId: 7,
    teamNumber: null,
    matchDate: '2026-11-09',
    weekDate: '2026-11-09',
    score: 72,
    notes: null,
    createdAt: '2026-11-10T03:00:00.000Z',
    updatedAt: '2026-11-10T03:00:00.000Z',
    ...overrides,
  };
}

export function participationFixture(
  league: TLeague,
  overrides: Partial<TMyLeagueParticipation> = {},
): TMyLeagueParticipation {
  return {
    ...participantFixture({ leagueId: league.id }),
    id: 50 + league.id,
    leagueName: league.name,
    format: league.format,
    teamType: league.teamType,
    gameType: league.gameType,
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    durationWeeks: league.durationWeeks,
    leagueStatus: league.status,
    partnerName: null,
    partnerEmail: null,
    ...overrides,
  };
}
