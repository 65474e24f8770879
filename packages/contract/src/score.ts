import { SCORE_MESSAGES, validateScore } from '@club/domain';
import type { GameType } from '@club/domain';
import { z } from 'zod';
import { localDateSchema, ZId } from './primitives';

/** A score value for a game type: match play 0/0.5/1, otherwise a whole number; the spec's messages. */
export function scoreValueSchema(gameType: GameType) {
  return z
    .union([z.number(), z.string()], { error: SCORE_MESSAGES.number })
    .transform((raw, ctx) => {
      const result = validateScore(raw, gameType);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      return result.score;
    });
}

/** No score is anywhere near this (lowest score takes 1-200): a bound for storage, not a rule. */
const MAX_SCORE = 10_000;

/** A score as the API takes it, before the league's game type is known (any finite number). */
export const ZScoreValue = z
  .union([z.number(), z.string().max(32)], { error: SCORE_MESSAGES.number })
  .transform((raw, ctx) => {
    const n = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(n) || Math.abs(n) > MAX_SCORE) {
      ctx.addIssue({ code: 'custom', message: SCORE_MESSAGES.number });
      return z.NEVER;
    }
    return n;
  });

const MATCH_DATE = 'Please choose a match date';

/** Team numbers are small (capacity is at most 40 players). */
const MAX_TEAM_NUMBER = 1000;

/** Saving a scoreboard cell: league, member, team (0 if none), match day and score. */
export const ZScoreInput = z.object({
  leagueId: ZId,
  userId: ZId,
  teamNumber: z.coerce.number().int().min(0).max(MAX_TEAM_NUMBER).default(0),
  matchDate: z
    .string({ error: MATCH_DATE })
    .max(40, { message: MATCH_DATE })
    .transform((d) => d.slice(0, 10))
    .pipe(localDateSchema(MATCH_DATE)),
  score: ZScoreValue,
});
export type TScoreInput = z.input<typeof ZScoreInput>;

/** Updating a saved score. */
export const ZScoreUpdateInput = z.object({ id: ZId.optional(), score: ZScoreValue });
export type TScoreUpdateInput = z.input<typeof ZScoreUpdateInput>;

/** A score entry checked against the league's game type (form and API after loading the league). */
export function scoreEntrySchema(gameType: GameType) {
  return ZScoreInput.extend({ score: scoreValueSchema(gameType) });
}
