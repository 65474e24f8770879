import { liveDoorCodesOfUser, type DoorCodeRow } from '@club/db';
import type { TDoorCodeView } from '@club/contract';
import type { ServiceDeps } from '../shared/deps';

/** A code as My Account shows it: the digits only once the lock holds them. */
export function toDoorCodeView(row: DoorCodeRow): TDoorCodeView {
  const active = row.status === 'active';
  return {
    status: active ? 'active' : 'pending',
    code: active ? row.code : null,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/**
 * The member's own items with their door codes (null when none); the items unchanged without a
 * door provider, so nothing mentions codes.
 */
export async function withDoorCodes<T extends { id: number }>(
  deps: Pick<ServiceDeps, 'db' | 'door' | 'now'>,
  userId: number,
  items: T[],
  key: 'bookingId' | 'lessonId' | 'leagueParticipantId',
): Promise<(T & { doorCode?: TDoorCodeView | null })[]> {
  if (!deps.door || items.length === 0) return items;
  const now = deps.now();
  // a league entry has a code per night: the next one not over (latest first, so the map keeps
  // the earliest)
  const rows = (await liveDoorCodesOfUser(deps.db, userId))
    .filter((r) => r.endsAt > now)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const byId = new Map(rows.flatMap((r) => (r[key] === null ? [] : [[r[key], r] as const])));
  return items.map((item) => {
    const row = byId.get(item.id);
    return { ...item, doorCode: row ? toDoorCodeView(row) : null };
  });
}
