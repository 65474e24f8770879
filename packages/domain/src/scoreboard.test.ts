import { describe, expect, it } from 'vitest';
import {
  buildScoreboard,
  isScoreboardEmpty,
  latestScores,
  scoreCell,
  SCORE_MESSAGES,
  validateScore,
} from './scoreboard';
import type { ScoreResult } from './scoreboard';

const dates = ['2026-03-02', '2026-03-09', '2026-03-16'];
const r = (
  userId: number,
  matchDate: string,
  score: ScoreResult['score'],
  updatedAt: string,
): ScoreResult => ({
  userId,
  matchDate,
  score,
  updatedAt: new Date(updatedAt),
});

describe('scoreCell', () => {
  it.each([
    [1, 'matchplay', 'W'],
    [0.5, 'matchplay', 'T'],
    [0, 'matchplay', 'L'],
    ['1', 'matchplay', 'W'],
    [2, 'matchplay', '?'],
    ['abc', 'matchplay', '?'],
    [null, 'matchplay', '\u2013'],
    [undefined, 'lowscore', '\u2013'],
    ['', 'lowscore', '\u2013'],
    [72, 'lowscore', '72'],
    ['x', 'lowscore', '?'],
  ] as const)('%j in %s shows %s', (score, gameType, shown) =>
    expect(scoreCell(score, gameType)).toBe(shown),
  );
});

describe('validateScore', () => {
  it.each([
    ['0', true],
    ['0.5', true],
    ['1', true],
    [1, true],
    ['2', false],
    ['0.25', false],
    ['-1', false],
    ['', false],
    ['W', false],
  ] as const)('match play %j valid: %s', (raw, ok) => {
    const result = validateScore(raw, 'matchplay');
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.message).toBe('Score must be 0 (Loss), 0.5 (Tie), or 1 (Win).');
      expect(result.title).toBe('Invalid score for Match Play');
    }
  });

  it.each([
    ['72', 72],
    [' 68 ', 68],
    ['1', 1],
    [200, 200],
  ])('lowest score %j -> %i', (raw, score) =>
    expect(validateScore(raw, 'lowscore')).toEqual({ ok: true, score }),
  );

  it.each(['72.5', 'abc', '', '1e400'])('lowest score %j is refused', (raw) => {
    expect(validateScore(raw, 'lowscore')).toEqual({
      ok: false,
      title: null,
      message: SCORE_MESSAGES.number,
    });
  });

  it.each(['0', '-2', '201', 1000])('lowest score %j is outside 1-200', (raw) => {
    expect(validateScore(raw, 'lowscore')).toEqual({
      ok: false,
      title: null,
      message: SCORE_MESSAGES.range,
    });
  });
});

describe('buildScoreboard', () => {
  const participants = [
    { userId: 1, name: 'Ann', teamNumber: 1 },
    { userId: 2, name: 'Bob' },
    { userId: 3, name: 'Cy' },
  ];

  it('uses the latest updated score per week, totals, and the lowest total leads in lowest score', () => {
    const results = [
      r(1, '2026-03-02', 80, '2026-03-02T20:00:00Z'),
      r(1, '2026-03-02', 74, '2026-03-03T20:00:00Z'), // correction wins
      r(1, '2026-03-09', 75, '2026-03-09T20:00:00Z'),
      r(2, '2026-03-02', 70, '2026-03-02T20:00:00Z'),
      r(2, '2026-03-09', 78, '2026-03-09T20:00:00Z'),
      r(2, '2026-03-23', 10, '2026-03-23T20:00:00Z'), // not a match date: ignored
    ];
    const rows = buildScoreboard({
      participants,
      results,
      matchDates: dates,
      gameType: 'lowscore',
    });
    expect(rows.map((x) => [x.name, x.total, x.isLeader])).toEqual([
      ['Ann', 149, false],
      ['Bob', 148, true],
      ['Cy', 0, false], // no scores: never the leader despite the lowest total
    ]);
    expect(rows[0]?.cells).toEqual(['74', '75', '\u2013']);
    expect(rows[0]?.teamNumber).toBe(1);
    expect(rows[1]?.teamNumber).toBeNull();
  });

  it('the most points lead in match play, and ties share the lead', () => {
    const results = [
      r(1, '2026-03-02', 1, '2026-03-02T20:00:00Z'),
      r(1, '2026-03-09', 0.5, '2026-03-09T20:00:00Z'),
      r(2, '2026-03-02', 0, '2026-03-02T20:00:00Z'),
      r(2, '2026-03-09', 1, '2026-03-09T20:00:00Z'),
      r(2, '2026-03-16', 0.5, '2026-03-16T20:00:00Z'),
      r(3, '2026-03-02', 0, '2026-03-02T20:00:00Z'),
    ];
    const rows = buildScoreboard({
      participants,
      results,
      matchDates: dates,
      gameType: 'matchplay',
    });
    expect(rows.map((x) => x.total)).toEqual([1.5, 1.5, 0]);
    expect(rows.map((x) => x.isLeader)).toEqual([true, true, false]);
    expect(rows[1]?.cells).toEqual(['L', 'W', 'T']);
  });

  it('a withdrawn player keeps their scores and total but never leads', () => {
    const results = [
      r(1, '2026-03-02', 70, '2026-03-02T20:00:00Z'),
      r(2, '2026-03-02', 72, '2026-03-02T20:00:00Z'),
      r(3, '2026-03-02', 75, '2026-03-02T20:00:00Z'),
    ];
    const withAnnGone = participants.map((p) => ({ ...p, withdrawn: p.userId === 1 }));
    const rows = buildScoreboard({
      participants: withAnnGone,
      results,
      matchDates: dates,
      gameType: 'lowscore',
    });
    expect(rows.map((x) => [x.name, x.total, x.isLeader])).toEqual([
      ['Ann', 70, false],
      ['Bob', 72, true],
      ['Cy', 75, false],
    ]);
  });

  it('an unknown stored value shows ? and does not count', () => {
    const rows = buildScoreboard({
      participants,
      results: [r(3, '2026-03-02', 'n/a', '2026-03-02T20:00:00Z')],
      matchDates: dates,
      gameType: 'lowscore',
    });
    expect(rows[2]?.cells[0]).toBe('?');
    expect(rows[2]?.hasScores).toBe(false);
    expect(isScoreboardEmpty(rows)).toBe(true);
  });

  it('latestScores keeps the later row on equal update times', () => {
    const same = '2026-03-02T20:00:00Z';
    expect(
      latestScores([r(1, '2026-03-02', 70, same), r(1, '2026-03-02', 71, same)], dates),
    ).toEqual([71, null, null]);
  });

  it('empty without results', () => {
    const rows = buildScoreboard({
      participants,
      results: [],
      matchDates: dates,
      gameType: 'lowscore',
    });
    expect(isScoreboardEmpty(rows)).toBe(true);
    expect(rows.every((x) => !x.isLeader)).toBe(true);
  });
});
