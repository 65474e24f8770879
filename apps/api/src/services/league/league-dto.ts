import type { LeagueResultRow, LeagueWithZone, ParticipantWithName } from '@club/db';
import type {
  TLeague,
  TLeagueParticipant,
  TLeagueResult,
  TMyLeagueParticipation,
  TUser,
} from '@club/contract';
import {
  leagueAvailability,
  leagueStatus,
  leagueMatchDates,
  scramblePartner,
  scrambleTeams,
} from '@club/domain';

/** A league as callers see it: the spec's fields and duplicates, status from the dates in its zone. */
export function toLeagueDto(l: LeagueWithZone, now: Date): TLeague {
  const fee = l.feeCents / 100;
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    location: l.location,
    locationId: l.locationId,
    timeZone: l.timeZone,
    format: l.format,
    teamType: l.teamType,
    gameType: l.gameType,
    startDate: l.startDate,
    endDate: l.endDate,
    dayOfWeek: l.dayOfWeek,
    startTime: l.startTime,
    endTime: l.endTime,
    durationWeeks: l.durationWeeks,
    capacity: l.capacity,
    maxParticipants: l.capacity,
    currentParticipants: l.currentParticipants,
    entries: l.activeEntries,
    teams: l.teamType === 'scramble' ? scrambleTeams(l.currentParticipants) : null,
    fee,
    price: fee,
    numBays: String(l.numBays),
    numberofBays: l.numBays,
    prizes: l.prizes,
    status: leagueStatus(l, now, l.timeZone),
    createdAt: l.createdAt.toISOString(),
    matchDates: leagueMatchDates(l),
    availability: leagueAvailability({
      capacity: l.capacity,
      participants: l.activeEntries,
      teamType: l.teamType,
    }),
  };
}

/** DECISIONS.md privacy: other members see names and team numbers, never e-mails or payment. */
export function toParticipantDto(
  p: ParticipantWithName,
  viewer: Pick<TUser, 'id' | 'role'>,
): TLeagueParticipant {
  const visible = viewer.role === 'admin' || viewer.id === p.userId;
  return {
    id: p.id,
    leagueId: p.leagueId,
    userId: p.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    registrationDate: p.registrationDate.toISOString(),
    paymentMethod: visible ? p.paymentMethod : null,
    teamNumber: p.teamNumber,
    player1Name: p.player1Name,
    player1Email: visible ? p.player1Email : null,
    player2Name: p.player2Name,
    player2Email: visible ? p.player2Email : null,
    status: p.status,
  };
}

/** The member's own registration with its league (for My Leagues and My Account). */
export function toMyParticipationDto(
  p: ParticipantWithName,
  league: LeagueWithZone,
  user: Pick<TUser, 'id' | 'role' | 'email'>,
  now: Date,
): TMyLeagueParticipation {
  const partner =
    league.teamType === 'scramble' ? scramblePartner(p, user.email) : { name: null, email: null };
  return {
    ...toParticipantDto(p, user),
    leagueName: league.name,
    format: league.format,
    teamType: league.teamType,
    gameType: league.gameType,
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    durationWeeks: league.durationWeeks,
    leagueStatus: leagueStatus(league, now, league.timeZone),
    partnerName: partner.name,
    partnerEmail: partner.email,
  };
}

export function toResultDto(r: LeagueResultRow): TLeagueResult {
  return {
    id: r.id,
    leagueId: r.leagueId,
    userId: r.userId,
    teamNumber: r.teamNumber,
    matchDate: r.matchDate,
    weekDate: r.weekDate,
    score: Number(r.score),
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
