import { describe, expect, it } from 'vitest';
import { leagueEntryName } from './league-entry-name';
import type { LeagueEntrant } from './league-entry-name';
import type { TeamType } from './enums';

const entrant = (over: Partial<LeagueEntrant> = {}): LeagueEntrant => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  teamNumber: 3,
  player1Name: null,
  player2Name: null,
  ...over,
});

describe('leagueEntryName', () => {
  it.each<[string, TeamType, Partial<LeagueEntrant>, string]>([
    ['individual: the member', 'individual', {}, 'Ada Lovelace'],
    [
      'individual: players are ignored',
      'individual',
      { player1Name: 'Bo', player2Name: 'Cy' },
      'Ada Lovelace',
    ],
    [
      'scramble, two players',
      'scramble',
      { player1Name: 'Bo', player2Name: 'Cy' },
      'Team 3: Bo & Cy',
    ],
    ['scramble, player 1 only', 'scramble', { player1Name: 'Bo' }, 'Team 3: Bo'],
    ['scramble, player 2 only', 'scramble', { player2Name: 'Cy' }, 'Team 3: Cy'],
    [
      'scramble, empty names fall back to the member',
      'scramble',
      { player1Name: '', player2Name: '' },
      'Team 3: Ada Lovelace',
    ],
    ['scramble, no players: the member', 'scramble', {}, 'Team 3: Ada Lovelace'],
    [
      'scramble, no team number yet',
      'scramble',
      { teamNumber: null, player1Name: 'Bo' },
      'Team ?: Bo',
    ],
    ['scramble, team 0 is a number', 'scramble', { teamNumber: 0 }, 'Team 0: Ada Lovelace'],
  ])('%s', (_, teamType, over, expected) => {
    expect(leagueEntryName(entrant(over), teamType)).toBe(expected);
  });
});
