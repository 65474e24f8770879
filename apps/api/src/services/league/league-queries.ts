import {
  findLeague,
  listLeagueParticipants,
  listLeagueResults,
  listLeagues,
  listLeaguesByIds,
  listUserParticipants,
  type Database,
  type LeagueWithZone,
} from '@club/db';
import type {
  TLeague,
  TLeagueParticipant,
  TLeagueResult,
  TMyLeagueParticipation,
  TUser,
} from '@club/contract';
import { DomainError, LEAGUE_MESSAGES } from '@club/domain';
import type { ServiceDeps } from '../shared/deps';
import { toLeagueDto, toMyParticipationDto, toParticipantDto, toResultDto } from './league-dto';

/** A league by id, or the 404 every league call answers for an unknown one. */
export async function leagueOr404(db: Database, id: number): Promise<LeagueWithZone> {
  const league = await findLeague(db, id);
  if (!league) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
  return league;
}

export async function allLeagues(deps: ServiceDeps): Promise<TLeague[]> {
  const now = deps.now();
  return (await listLeagues(deps.db)).map((l) => toLeagueDto(l, now));
}

export async function oneLeague(deps: ServiceDeps, id: number): Promise<TLeague> {
  return toLeagueDto(await leagueOr404(deps.db, id), deps.now());
}

export async function leagueParticipants(
  deps: ServiceDeps,
  viewer: TUser,
  id: number,
): Promise<TLeagueParticipant[]> {
  await leagueOr404(deps.db, id);
  return (await listLeagueParticipants(deps.db, id)).map((p) => toParticipantDto(p, viewer));
}

export async function leagueResults(deps: ServiceDeps, id: number): Promise<TLeagueResult[]> {
  await leagueOr404(deps.db, id);
  return (await listLeagueResults(deps.db, id)).map(toResultDto);
}

/** The signed-in member's registrations with their leagues, newest first. */
export async function myParticipations(
  deps: ServiceDeps,
  user: TUser,
): Promise<TMyLeagueParticipation[]> {
  const mine = await listUserParticipants(deps.db, user.id);
  const leagues = await listLeaguesByIds(deps.db, [...new Set(mine.map((p) => p.leagueId))]);
  const now = deps.now();
  return mine.flatMap((p) => {
    const league = leagues.find((l) => l.id === p.leagueId);
    return league ? [toMyParticipationDto(p, league, user, now)] : [];
  });
}
