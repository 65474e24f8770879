import {
  acceptedWaiverVersions,
  currentWaiver,
  latestWaiverAcceptance,
  recordWaiverAcceptance,
  addWaiverVersion,
  firstLocation,
  type Database,
  type LocationRow,
  type WaiverAcceptance,
} from '@club/db';
import type {
  TUser,
  TWaiver,
  TWaiverAccepted,
  TWaiverForReader,
  TWaiverStatus,
} from '@club/contract';
import { DomainError, waiverStanding, waiverViolation } from '@club/domain';
import { recordAudit } from '../admin/audit-log';
import { cachedLocation } from '../booking/location-days';
import type { ServiceDeps } from '../shared/deps';

// The club waiver (DECISIONS.md, The club waiver): the switch is Club Settings' waiverEnabled,
// the text is versioned (waiver_versions: every save of a changed text is a new version, kept
// with who saved it and when, which is its history), and a member accepts the current version.

export const WAIVER_SERVICE_MESSAGES = {
  noText: /*i18n*/ 'The club has no waiver text yet.',
  notCurrent: /*i18n*/ 'The waiver has changed. Please read the current version and accept it.',
} as const;

/** Where an acceptance came from: the request's client address (TRUST_PROXY-aware) and browser. */
export interface AcceptanceSource {
  ip: string | null;
  userAgent: string | null;
}

async function currentOrThrow(deps: ServiceDeps) {
  const waiver = await currentWaiver(deps.db);
  if (!waiver) throw new DomainError('NOT_FOUND', WAIVER_SERVICE_MESSAGES.noText);
  return waiver;
}

/** The switch of the club (its first location); off before the club is set up. */
async function clubWaiverEnabled(deps: ServiceDeps): Promise<boolean> {
  return (await firstLocation(deps.db))?.waiverEnabled ?? false;
}

/** The current waiver and the switch, as Club Settings shows them. */
export async function adminWaiver(deps: ServiceDeps): Promise<TWaiver> {
  const [waiver, enabled] = await Promise.all([currentOrThrow(deps), clubWaiverEnabled(deps)]);
  return { enabled, version: waiver.version, text: waiver.text };
}

/**
 * Saves the waiver's text: a changed text becomes the next version (the old ones are kept); the
 * same text again makes none. Members then accept the new version before their next booking.
 * Each new version is audited on the club's location (as Club Settings' saves are): who, and the
 * version and text before and after.
 */
export async function saveWaiverText(
  deps: ServiceDeps,
  actor: TUser,
  text: string,
): Promise<TWaiver> {
  const saved = await deps.db.transaction().execute(async (trx) => {
    const current = await currentWaiver(trx);
    if (current?.text === text) return current;
    const added = await addWaiverVersion(trx, { text, createdBy: actor.id, now: deps.now() });
    const location = await firstLocation(trx);
    const snapshot = (v: typeof current) => (v ? { version: v.version, text: v.text } : null);
    await recordAudit(
      trx,
      actor,
      'waiver.update',
      { entityType: 'location', entityId: location?.id ?? 0 },
      snapshot(current),
      snapshot(added),
    );
    return added;
  });
  return { enabled: await clubWaiverEnabled(deps), version: saved.version, text: saved.text };
}

/** GET /api/waiver: the current text; for a signed-in member, whether they accepted it. */
export async function waiverForReader(
  deps: ServiceDeps,
  user: TUser | null,
): Promise<TWaiverForReader> {
  const [waiver, enabled, accepted] = await Promise.all([
    currentOrThrow(deps),
    clubWaiverEnabled(deps),
    user ? latestWaiverAcceptance(deps.db, user.id) : undefined,
  ]);
  return {
    enabled,
    version: waiver.version,
    text: waiver.text,
    accepted: user ? (accepted?.version ?? 0) >= waiver.version : null,
  };
}

/**
 * "I agree": the member accepts the version they read, which must be the current one (a text
 * saved meanwhile is refused with 409, so nobody accepts what they did not see).
 */
export async function acceptWaiver(
  deps: ServiceDeps,
  user: TUser,
  version: number,
  source: AcceptanceSource,
): Promise<TWaiverAccepted> {
  const waiver = await currentOrThrow(deps);
  if (waiver.version !== version)
    throw new DomainError('CONFLICT', WAIVER_SERVICE_MESSAGES.notCurrent, {
      currentVersion: waiver.version,
    });
  const acceptance: WaiverAcceptance = { version, acceptedAt: deps.now(), ...source };
  const row = await recordWaiverAcceptance(deps.db, user.id, acceptance);
  return { version: row.version, acceptedAt: row.acceptedAt.toISOString() };
}

/**
 * The waiver's check before a member's own booking, waitlist place, lesson or league entry: with
 * the switch on at that location, a member who has not accepted the current version is refused
 * (403 WAIVER_REQUIRED). A per-member read outside the booking's transaction: a refused member
 * books nothing, and an acceptance is never taken back. Commands an admin makes for a member do
 * not call it (the club's call: the admin has the member in front of them).
 */
export async function assertWaiverAccepted(
  deps: ServiceDeps,
  userId: number,
  locationId: number | undefined,
): Promise<void> {
  const location = await cachedLocation(deps, locationId);
  return assertWaiverAcceptedAt(deps.db, userId, location);
}

/** assertWaiverAccepted at a location already read, on `db` (a connection the caller holds). */
export async function assertWaiverAcceptedAt(
  db: Database,
  userId: number,
  location: Pick<LocationRow, 'waiverEnabled'>,
): Promise<void> {
  if (!location.waiverEnabled) return;
  const [waiver, accepted] = await Promise.all([
    currentWaiver(db),
    latestWaiverAcceptance(db, userId),
  ]);
  const refusal = waiverViolation({
    enabled: true,
    currentVersion: waiver?.version ?? null,
    acceptedVersion: accepted?.version ?? null,
  });
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

/** Member Management: each member's waiver status (the current version, an older one, never). */
export async function waiverStatuses(
  deps: ServiceDeps,
  userIds: readonly number[],
): Promise<(userId: number) => TWaiverStatus> {
  const [waiver, accepted] = await Promise.all([
    currentWaiver(deps.db),
    acceptedWaiverVersions(deps.db, userIds),
  ]);
  return (userId) => waiverStanding(waiver?.version ?? null, accepted.get(userId) ?? null);
}
