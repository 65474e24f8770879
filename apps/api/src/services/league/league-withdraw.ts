import {
  countActiveEntries,
  findActiveParticipant,
  lockLeague,
  lockParticipant,
  setLeagueParticipantCount,
  withdrawParticipant,
  type Tx,
} from '@club/db';
import type { TLeague, TUser } from '@club/contract';
import {
  canWithdraw,
  DomainError,
  LEAGUE_MESSAGES,
  LEAGUE_SEASON_MESSAGES,
  leagueStatus,
  playersOfEntries,
} from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import { creditLeagueEntry } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { toLeagueDto } from './league-dto';
import { leagueOr404 } from './league-queries';
import { removeEntryDoorCodes } from '../door/door-league';

/** Ends a registration under the league's lock: status withdrawn, the count follows. */
async function endEntry(
  trx: Tx,
  league: { id: number; teamType: 'individual' | 'scramble' },
  participantId: number,
): Promise<void> {
  await withdrawParticipant(trx, participantId);
  const entries = await countActiveEntries(trx, league.id);
  await setLeagueParticipantCount(trx, league.id, playersOfEntries(entries, league.teamType));
}

/**
 * A member withdraws from a league before it starts (DECISIONS): their registration becomes
 * `withdrawn` and the place is free for someone else. 409 once the league has started.
 */
export async function withdrawFromLeague(
  deps: ServiceDeps,
  member: TUser,
  leagueId: number,
): Promise<TLeague> {
  const league = await leagueOr404(deps.db, leagueId);
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockLeague(trx, league.id);
    if (!locked) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
    const entry = await findActiveParticipant(trx, league.id, member.id);
    if (!entry) throw new DomainError('NOT_FOUND', LEAGUE_SEASON_MESSAGES.notRegistered);
    if (!canWithdraw(leagueStatus(locked, deps.now(), league.timeZone))) {
      throw new DomainError('CONFLICT', LEAGUE_SEASON_MESSAGES.withdrawStarted);
    }
    await endEntry(trx, locked, entry.id);
    await removeEntryDoorCodes(trx, deps, entry.id);
    await creditLeagueEntry(trx, deps, entry, locked.feeCents);
  });
  return toLeagueDto(await leagueOr404(deps.db, league.id), deps.now());
}

/**
 * An admin removes a participant any time (DECISIONS): the registration becomes `withdrawn`, the
 * place is freed and the scores already saved stay on the scoreboard, marked withdrawn. Audited.
 */
export async function removeParticipant(
  deps: ServiceDeps,
  actor: TUser,
  input: { id: number; participantId: number },
): Promise<TLeague> {
  const league = await leagueOr404(deps.db, input.id);
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockLeague(trx, league.id);
    if (!locked) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
    const entry = await lockParticipant(trx, input.participantId);
    if (!entry || entry.leagueId !== league.id) {
      throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.participantNotFound);
    }
    if (entry.status !== 'active') {
      throw new DomainError('CONFLICT', LEAGUE_SEASON_MESSAGES.alreadyWithdrawn);
    }
    await endEntry(trx, locked, entry.id);
    await removeEntryDoorCodes(trx, deps, entry.id);
    // the fee goes back as a member's withdrawal gives it back: before the league starts
    if (canWithdraw(leagueStatus(locked, deps.now(), league.timeZone)))
      await creditLeagueEntry(trx, deps, entry, locked.feeCents);
    await recordAudit(
      trx,
      actor,
      'league.removeParticipant',
      { entityType: 'league', entityId: league.id },
      { participantId: entry.id, userId: entry.userId, status: entry.status },
      { participantId: entry.id, userId: entry.userId, status: 'withdrawn' },
    );
  });
  return toLeagueDto(await leagueOr404(deps.db, league.id), deps.now());
}
