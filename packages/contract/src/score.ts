import { SCORE_MESSAGES, validateScore } from '@club/domain';
import type { GameType } from '@club/domain';
import { z } from 'zod';

/** A score value for a game type: match play 0/0.5/1, otherwise a whole number; the spec's messages. */
export function scoreValueSchema(gameType: GameType) {
  return z.union([z.number(), z.string()], { error: SCORE_MESSAGES.number }).transform((raw, ctx) => {
    const result = validateScore(raw, gameType);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.score;
  });
}

/** A score as the API takes it, before the league's game type is known (any finite number). */
export const ZScoreValue = z.union([z.number(), z.string()], { error: SCORE_MESSAGES.number }).transform((raw, ctx) => {
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: SCORE_MESSAGES.number });
    return z.NEVER;
  }
  return n;
});

/** Saving a scoreboard cell: league, member, team (0 if none), match day and score. */
export const ZScoreInput = z.object({
  leagueId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
  teamNumber: z.coerce.number().int().min(0).default(0),
  matchDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, { message: 'Please choose a match date' }).transform((d) => d.slice(0, 10)),
  score: ZScoreValue,
});
export type TScoreInput = z.input<typeof ZScoreInput>;

/** Updating a saved score. */
export const ZScoreUpdateInput = z.object({ id: z.coerce.number().int().positive().optional(), score: ZScoreValue });
export type TScoreUpdateInput = z.input<typeof ZScoreUpdateInput>;

/** A score entry checked against the league's game type (form and API after loading the league). */
export function scoreEntrySchema(gameType: GameType) {
  return ZScoreInput.extend({ score: scoreValueSchema(gameType) });
}
