import type { GameType } from './enums';
import { toMillis } from './time';
import type { Instant, LocalDate } from './time';

/** A league participant as the scoreboard lists it. */
export interface ScoreboardParticipant {
  userId: number;
  teamNumber?: number | null;
  name: string;
  /** Withdrew or was removed: their saved scores stay on the board, and they never lead. */
  withdrawn?: boolean;
}

/** A league_results row; `matchDate` is the local match day 'YYYY-MM-DD'. */
export interface ScoreResult {
  userId: number;
  matchDate: LocalDate;
  /** A number, or whatever was stored (shown as '?' when not a number). */
  score: number | string | null;
  updatedAt: Instant;
}

export interface ScoreboardRow {
  userId: number;
  teamNumber: number | null;
  name: string;
  /** One score per match date (the latest updated), null when none. */
  scores: (number | null)[];
  /** What each cell shows: W/T/L for match play, the number otherwise, '?' or an en dash. */
  cells: string[];
  total: number;
  /** The row has at least one numeric score. */
  hasScores: boolean;
  isLeader: boolean;
}

export const SCORE_MESSAGES = {
  matchPlayTitle: /*i18n*/ 'Invalid score for Match Play',
  matchPlay: /*i18n*/ 'Score must be 0 (Loss), 0.5 (Tie), or 1 (Win).',
  number: /*i18n*/ 'Score must be a number.',
  range: /*i18n*/ 'Score must be between 1 and 200.',
  empty: /*i18n*/ 'No scores have been recorded for this league yet.',
} as const;

/** A lowest-score entry is a whole number of strokes from 1 to 200 (DECISIONS.md, Scores). */
export const LOWEST_SCORE_LIMITS = { min: 1, max: 200 } as const;

/** Match play scores: a win, a tie, a loss. */
export const MATCH_PLAY_SCORES = [0, 0.5, 1] as const;
export const EN_DASH = '\u2013';

function numericScore(score: number | string | null): number | null | 'unknown' {
  if (score === null || score === '') return null;
  const n = typeof score === 'number' ? score : Number(score);
  return Number.isFinite(n) ? n : 'unknown';
}

/** What a cell shows: W, T, L for match play (other numbers '?'), the number otherwise; missing '–'. */
export function scoreCell(score: number | string | null | undefined, gameType: GameType): string {
  const n = numericScore(score ?? null);
  if (n === null) return EN_DASH;
  if (n === 'unknown') return '?';
  if (gameType !== 'matchplay') return String(n);
  if (n === 1) return 'W';
  if (n === 0.5) return 'T';
  if (n === 0) return 'L';
  return '?';
}

/** Score validation: match play 0, 0.5 or 1; lowest score a whole number from 1 to 200. */
export function validateScore(
  raw: number | string,
  gameType: GameType,
): { ok: true; score: number } | { ok: false; title: string | null; message: string } {
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  const n = text === '' ? Number.NaN : Number(text);
  if (gameType === 'matchplay') {
    return (MATCH_PLAY_SCORES as readonly number[]).includes(n)
      ? { ok: true, score: n }
      : { ok: false, title: SCORE_MESSAGES.matchPlayTitle, message: SCORE_MESSAGES.matchPlay };
  }
  if (!Number.isInteger(n)) return { ok: false, title: null, message: SCORE_MESSAGES.number };
  if (n < LOWEST_SCORE_LIMITS.min || n > LOWEST_SCORE_LIMITS.max) {
    return { ok: false, title: null, message: SCORE_MESSAGES.range };
  }
  return { ok: true, score: n };
}

/** The latest updated result on a match date (on equal times, the later row). */
function latestResult(results: readonly ScoreResult[], date: LocalDate): ScoreResult | undefined {
  return results
    .filter((r) => r.matchDate === date)
    .reduce<ScoreResult | undefined>(
      (best, r) => (!best || toMillis(r.updatedAt) >= toMillis(best.updatedAt) ? r : best),
      undefined,
    );
}

function scoreValue(result: ScoreResult | undefined): number | null {
  const n = result ? numericScore(result.score) : null;
  return typeof n === 'number' ? n : null;
}

/** Per match date, the score of the latest updated result (null when none or not a number). */
export function latestScores(
  results: readonly ScoreResult[],
  dates: readonly LocalDate[],
): (number | null)[] {
  return dates.map((date) => scoreValue(latestResult(results, date)));
}

/**
 * The scoreboard: a row per participant, a cell per match date (latest updated score), the total,
 * and the leader(s) among rows with scores of players still in the league: the lowest total for
 * lowest score, the most points for match play (DECISIONS.md). Ties share the lead.
 */
export function buildScoreboard(input: {
  participants: readonly ScoreboardParticipant[];
  results: readonly ScoreResult[];
  matchDates: readonly LocalDate[];
  gameType: GameType;
}): ScoreboardRow[] {
  const rows = input.participants.map((p) => {
    const mine = input.results.filter((r) => r.userId === p.userId);
    const latest = input.matchDates.map((date) => latestResult(mine, date));
    const scores = latest.map(scoreValue);
    const cells = latest.map((r) => scoreCell(r?.score, input.gameType));
    const numeric = scores.filter((s): s is number => s !== null);
    return {
      userId: p.userId,
      teamNumber: p.teamNumber ?? null,
      name: p.name,
      scores,
      cells,
      total: numeric.reduce((a, b) => a + b, 0),
      hasScores: numeric.length > 0,
      isLeader: false,
    };
  });
  const inPlay = (i: number) => rows[i]?.hasScores === true && !input.participants[i]?.withdrawn;
  const scored = rows.filter((_, i) => inPlay(i)).map((r) => r.total);
  if (scored.length === 0) return rows;
  const best = input.gameType === 'matchplay' ? Math.max(...scored) : Math.min(...scored);
  return rows.map((r, i) => ({ ...r, isLeader: inPlay(i) && r.total === best }));
}

/** True when no participant has any score (the scoreboard's empty message). */
export function isScoreboardEmpty(rows: readonly ScoreboardRow[]): boolean {
  return rows.every((r) => !r.hasScores);
}
