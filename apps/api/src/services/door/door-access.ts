// The door lock service behind a port (STYLE.md 18): the rest of the product speaks DoorAccess;
// seam-door-access.ts is its one implementation, on Seam's official SDK. No provider configured:
// ServiceDeps.door is null and nothing mentions door codes.

/** A lock of the club's workspace that takes access codes (Club Settings' choice). */
export interface DoorLock {
  deviceId: string;
  name: string;
}

/** What a code on the lock should be: its name (ours, `club-door-<id>`), digits and window. */
export interface DoorCodeSpec {
  name: string;
  code: string;
  startsAt: Date;
  endsAt: Date;
}

/** A code the lock service holds. */
export interface DoorCodeOnLock {
  accessCodeId: string;
  name: string | null;
  code: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The event carried by a verified webhook; `unlock` when it is a `lock.unlocked`. */
export interface DoorEvent {
  eventId: string;
  type: string;
  unlock: {
    deviceId: string | null;
    method: string | null;
    accessCodeId: string | null;
    occurredAt: Date;
  } | null;
}

/** The lock service refused a code's digits: another code on the lock has them ("pick again"). */
export class DoorCodeTakenError extends Error {
  constructor() {
    super('The lock already holds a code with these digits');
  }
}

export interface DoorAccess {
  /** The workspace's locks that can take codes. */
  listLocks(): Promise<DoorLock[]>;
  /** The lock's codes (the sync job adopts one named as ours before it creates another). */
  listCodes(deviceId: string): Promise<DoorCodeOnLock[]>;
  /** Makes a time-bound code; DoorCodeTakenError when the digits are on the lock already. */
  createCode(deviceId: string, spec: DoorCodeSpec): Promise<DoorCodeOnLock>;
  /** Removes a code; one already gone is success. */
  deleteCode(accessCodeId: string): Promise<void>;
  /** The event in a webhook's raw body, signature checked; throws when it is not valid. */
  verifiedEvent(rawBody: string, headers: Record<string, string>): DoorEvent;
}

/** The name the product gives a code on the lock: how a retried job finds the one it made. */
export function doorCodeName(doorCodeId: number): string {
  return `club-door-${doorCodeId}`;
}
