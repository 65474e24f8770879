import {
  countActiveEntries,
  findActiveParticipant,
  findLocation,
  findUserById,
  insertParticipant,
  lockLeague,
  nextTeamNumber,
  setLeagueParticipantCount,
  type LeagueParticipantRow,
  type LeagueWithZone,
  type Tx,
} from '@club/db';
import type { ZLeagueRegistrationInput } from '@club/contract';
import { leagueRegistrationSchema, type TLeagueParticipant, type TUser } from '@club/contract';
import {
  assertCanRegister,
  DomainError,
  LEAGUE_MESSAGES,
  leagueEntryIncluded,
  leagueStatus,
  membersOnlyViolation,
  playersOfEntries,
} from '@club/domain';
import type { z } from 'zod';
import { toUserDto, withBookingPlan } from '../account/user-dto';
import { chargeLeagueEntry } from '../ledger/ledger-lines';
import type { ServiceDeps } from '../shared/deps';
import { assertWaiverAccepted } from '../waiver/waiver-service';
import { leagueCalendar } from './league-calendar';
import { leagueRegisteredMail } from './league-mail';
import { toParticipantDto } from './league-dto';
import { leagueOr404 } from './league-queries';

export type LeagueRegistration = z.output<typeof ZLeagueRegistrationInput>;

/** The member registered: the caller, or (admins only) the member they name. */
async function registrant(
  deps: ServiceDeps,
  actor: TUser,
  userId: number | undefined,
): Promise<TUser> {
  if (userId === undefined || userId === actor.id) return actor;
  if (actor.role !== 'admin') throw new DomainError('FORBIDDEN', LEAGUE_MESSAGES.registerSelfOnly);
  const row = await findUserById(deps.db, userId);
  if (!row) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.memberNotFound);
  return toUserDto(withBookingPlan(row, deps.now()));
}

/** The team type's rules (scramble: both players); the first message, and every field's. */
function checkedForTeamType(input: LeagueRegistration, teamType: 'individual' | 'scramble') {
  const parsed = leagueRegistrationSchema(teamType).safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  throw new DomainError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid input', {
    fieldErrors,
  });
}

/**
 * Registers a member for a league: open status, not already in, a place left (a scramble entry
 * is a team of two), all checked and written under the league's row lock, so the last place goes
 * to exactly one of any number of simultaneous callers. Scramble: player 2 is the registrant.
 */
export async function registerForLeague(
  deps: ServiceDeps,
  actor: TUser,
  input: LeagueRegistration,
): Promise<{ participant: TLeagueParticipant; user: TUser }> {
  const user = await registrant(deps, actor, input.userId);
  const league = await leagueOr404(deps.db, input.leagueId);
  const club = await findLocation(deps.db, league.locationId);
  const membersOnly = membersOnlyViolation(club?.membersOnly ?? false, user.membershipType);
  if (membersOnly) throw new DomainError('MEMBERSHIP_REQUIRED', membersOnly);
  // a member's own entry needs the waiver; an admin entering a member does not (the club's call)
  if (user.id === actor.id) await assertWaiverAccepted(deps, user.id, league.locationId);
  const checked = checkedForTeamType(input, league.teamType);
  // Elite's league entry is part of the plan (DECISIONS.md, Plans mean something)
  const paymentMethod = leagueEntryIncluded(user.membershipType)
    ? 'included'
    : checked.paymentMethod;
  const scramble = league.teamType === 'scramble';
  const row: LeagueParticipantRow = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockLeague(trx, league.id);
    if (!locked) throw new DomainError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
    const activeEntries = await countActiveEntries(trx, league.id);
    assertCanRegister({
      status: leagueStatus(locked, deps.now(), league.timeZone),
      capacity: locked.capacity,
      teamType: locked.teamType,
      activeEntries,
      alreadyRegistered: (await findActiveParticipant(trx, league.id, user.id)) !== undefined,
    });
    const inserted = await insertParticipant(trx, {
      leagueId: league.id,
      userId: user.id,
      paymentMethod,
      status: 'active',
      teamNumber: scramble ? await nextTeamNumber(trx, league.id) : null,
      player1Name: scramble ? checked.player1Name : null,
      player1Email: scramble ? checked.player1Email : null,
      player2Name: scramble ? `${user.firstName} ${user.lastName}` : null,
      player2Email: scramble ? user.email : null,
    });
    await chargeLeagueEntry(trx, deps, inserted, locked.feeCents);
    await setLeagueParticipantCount(
      trx,
      league.id,
      playersOfEntries(activeEntries + 1, locked.teamType),
    );
    await queueConfirmation(trx, deps, user, league, inserted);
    return inserted;
  });
  deps.outbox.wake();
  const participant = toParticipantDto(
    { ...row, firstName: user.firstName, lastName: user.lastName },
    actor,
  );
  return { participant, user };
}

/**
 * With the registration, in its transaction: the member's mail with the league's match dates and
 * its nights as an .ics file, queued in the outbox (it commits with the entry or not at all).
 */
async function queueConfirmation(
  trx: Tx,
  deps: ServiceDeps,
  user: TUser,
  league: LeagueWithZone,
  row: LeagueParticipantRow,
) {
  const location = await findLocation(trx, league.locationId);
  if (!location) return;
  const ics = leagueCalendar(league, location, {
    host: new URL(deps.publicUrl).host,
    stamp: deps.now(),
    locale: user.locale,
  });
  const mail = leagueRegisteredMail({ user, league, location, participant: row, ics });
  await deps.outbox.queue(mail, trx);
}
