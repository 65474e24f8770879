import { LEAGUE_STATUSES, PARTICIPANT_STATUSES } from '@club/domain';
import { z } from 'zod';
import { ZDoorCodeField } from './door';
import { ZGameType, ZLeagueFormat, ZTeamType } from './league';
import { ZId } from './primitives';
import { ZScoreInput, ZScoreUpdateInput } from './score';

// Shapes of the league calls (spec section 7, Leagues), shared by the API and the web app.

export const ZLeagueStatus = z.enum(LEAGUE_STATUSES);
export const ZParticipantStatus = z.enum(PARTICIPANT_STATUSES);

/** Filled/total entries (teams for scramble) and the places left, never negative. */
export const ZLeagueAvailability = z.object({
  filled: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  isFull: z.boolean(),
  text: z.string(),
});
export type TLeagueAvailability = z.infer<typeof ZLeagueAvailability>;

/**
 * A league with the spec's fields (its duplicates too: maxParticipants = capacity, price = fee,
 * numBays as text = numberofBays), the status computed from the dates in the location's zone,
 * its match dates, and its availability.
 */
export const ZLeague = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  locationId: z.number().int(),
  timeZone: z.string(),
  format: ZLeagueFormat,
  teamType: ZTeamType,
  gameType: ZGameType,
  startDate: z.string(),
  endDate: z.string(),
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  durationWeeks: z.number().int(),
  capacity: z.number().int(),
  maxParticipants: z.number().int(),
  /** Players registered (a scramble entry is two). */
  currentParticipants: z.number().int(),
  /** Entries registered: players, or teams for scramble. */
  entries: z.number().int(),
  /** Scramble: teams shown (participants / 2 rounded up); null for individual leagues. */
  teams: z.number().int().nullable(),
  fee: z.number(),
  price: z.number(),
  numBays: z.string(),
  numberofBays: z.number().int(),
  prizes: z.string().nullable(),
  status: ZLeagueStatus,
  createdAt: z.string(),
  matchDates: z.array(z.string()),
  availability: ZLeagueAvailability,
});
export type TLeague = z.infer<typeof ZLeague>;

/**
 * A registration. E-mails and the payment method are shown to an admin and to the member
 * themselves only (null for other members).
 */
export const ZLeagueParticipant = z.object({
  id: z.number().int(),
  leagueId: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  registrationDate: z.string(),
  paymentMethod: z.string().nullable(),
  teamNumber: z.number().int().nullable(),
  player1Name: z.string().nullable(),
  player1Email: z.string().nullable(),
  player2Name: z.string().nullable(),
  player2Email: z.string().nullable(),
  status: ZParticipantStatus,
});
export type TLeagueParticipant = z.infer<typeof ZLeagueParticipant>;

/** The member's own registration with what My Leagues and My Account show of its league. */
export const ZMyLeagueParticipation = ZLeagueParticipant.extend({
  leagueName: z.string(),
  format: ZLeagueFormat,
  teamType: ZTeamType,
  gameType: ZGameType,
  startDate: z.string(),
  endDate: z.string(),
  dayOfWeek: z.number().int(),
  durationWeeks: z.number().int(),
  leagueStatus: ZLeagueStatus,
  /** Scramble: the other player of the team (null for individual leagues). */
  partnerName: z.string().nullable(),
  partnerEmail: z.string().nullable(),
  /** The next league night's door code (My Account); absent without door access. */
  doorCode: ZDoorCodeField,
});
export type TMyLeagueParticipation = z.infer<typeof ZMyLeagueParticipation>;

/** One saved score. */
export const ZLeagueResult = z.object({
  id: z.number().int(),
  leagueId: z.number().int(),
  userId: z.number().int(),
  teamNumber: z.number().int().nullable(),
  matchDate: z.string(),
  weekDate: z.string(),
  score: z.number(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLeagueResult = z.infer<typeof ZLeagueResult>;

/**
 * Saving a scoreboard cell: `POST /api/leagues/{id}/results` names the league in the path (`id`),
 * a tRPC caller may name it as `leagueId`; the path wins.
 */
export const ZLeagueResultSaveInput = ZScoreInput.extend({
  id: ZId.optional(),
  leagueId: ZId.optional(),
});
export type TLeagueResultSaveInput = z.input<typeof ZLeagueResultSaveInput>;

/** One line of Recalculate Counts: a league whose stored count was wrong, before and after. */
export const ZLeagueCountChange = z.object({
  leagueId: z.number().int(),
  name: z.string(),
  previousCount: z.number().int(),
  currentCount: z.number().int(),
});

/** Recalculate Counts: the leagues it corrected (`results`) out of the leagues it checked. */
export const ZLeagueRecalculation = z.object({
  checked: z.number().int(),
  updated: z.number().int(),
  results: z.array(ZLeagueCountChange),
});
export type TLeagueRecalculation = z.infer<typeof ZLeagueRecalculation>;

/** Changing a saved score: `PUT /api/leagues/results/{id}` with `score`. */
export const ZLeagueResultUpdateInput = ZScoreUpdateInput.extend({ id: ZId });
export type TLeagueResultUpdateInput = z.input<typeof ZLeagueResultUpdateInput>;
