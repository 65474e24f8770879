import { describe, expect, it } from 'vitest';
import { leagueStandings, leagueStandingsCsv } from './league-standings';
import { buildScoreboard } from './scoreboard';

const DATES = ['2026-11-09', '2026-11-16'];
const at = new Date('2026-11-20T00:00:00Z');
const players = [
  { userId: 1, name: 'Ann Able' },
  { userId: 2, name: 'Bob Baker' },
  { userId: 3, name: 'Cy Cole' },
  { userId: 4, name: 'Di Dunn' },
];
const score = (userId: number, matchDate: string, s: number) => ({
  userId,
  matchDate,
  score: s,
  updatedAt: at,
});

function rows(gameType: 'lowscore' | 'matchplay', results: ReturnType<typeof score>[]) {
  return buildScoreboard({ participants: players, results, matchDates: DATES, gameType }).map(
    (r) => ({ ...r, withdrawn: r.userId === 2 }),
  );
}

describe('leagueStandings', () => {
  it('lowest score: the lowest total first, a tie shares its place, unscored last', () => {
    const standings = leagueStandings(
      rows('lowscore', [
        score(1, DATES[0] ?? '', 40),
        score(2, DATES[0] ?? '', 38),
        score(3, DATES[0] ?? '', 40),
      ]),
      'lowscore',
    );
    expect(standings.map((r) => [r.place, r.name])).toEqual([
      [1, 'Bob Baker'],
      [2, 'Ann Able'],
      [2, 'Cy Cole'],
      [null, 'Di Dunn'],
    ]);
  });

  it('match play: the most points first', () => {
    const standings = leagueStandings(
      rows('matchplay', [score(1, DATES[0] ?? '', 0), score(3, DATES[0] ?? '', 1)]),
      'matchplay',
    );
    expect(standings.map((r) => r.name).slice(0, 2)).toEqual(['Cy Cole', 'Ann Able']);
  });
});

describe('leagueStandingsCsv', () => {
  it('a header with the match dates, a record per row, withdrawn players marked', () => {
    const csv = leagueStandingsCsv({
      teamType: 'individual',
      gameType: 'lowscore',
      matchDates: DATES,
      rows: rows('lowscore', [score(1, DATES[0] ?? '', 40), score(2, DATES[1] ?? '', 38)]),
    });
    expect(csv.split('\r\n')).toEqual([
      'Place,Player,Status,11/9/26,11/16/26,Total',
      '1,Bob Baker,Withdrawn,,38,38',
      '2,Ann Able,Active,40,,40',
      ',Cy Cole,Active,,,',
      ',Di Dunn,Active,,,',
    ]);
  });
});
