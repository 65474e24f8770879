import { z } from 'zod';
import { ZLeagueInput } from './league';
import { ZId } from './primitives';

// Shapes of the season's calls (issue 25): an admin edits a league, a member withdraws, an admin
// removes a participant.

/**
 * An admin's edit of a league: the Create League form's fields (prefilled with the league's) and
 * its id. Location, team type and game type stay as created.
 */
export const ZLeagueEditInput = z.intersection(ZLeagueInput, z.object({ id: ZId }));
export type TLeagueEditInput = z.input<typeof ZLeagueEditInput>;

/** An admin removes one registration (the participant's id) from a league. */
export const ZLeagueRemoveParticipantInput = z.object({ id: ZId, participantId: ZId });
export type TLeagueRemoveParticipantInput = z.input<typeof ZLeagueRemoveParticipantInput>;
