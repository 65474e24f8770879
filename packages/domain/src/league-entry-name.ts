import type { TeamType } from './enums';

/** A league participant as far as their name goes: the member and, for scramble, the team. */
export interface LeagueEntrant {
  firstName: string;
  lastName: string;
  teamNumber: number | null;
  player1Name: string | null;
  player2Name: string | null;
}

/** How an entry is named in the standings: the member, or the scramble team and its players. */
export function leagueEntryName(p: LeagueEntrant, teamType: TeamType): string {
  const member = `${p.firstName} ${p.lastName}`;
  if (teamType !== 'scramble') return member;
  const players = [p.player1Name, p.player2Name].filter(Boolean).join(' & ');
  return `Team ${p.teamNumber ?? '?'}: ${players || member}`;
}
