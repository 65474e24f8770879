import { intervalsOverlap } from './booking-rules';
import { isOpenForSession, isPeakStart } from './operating-hours';
import type { OperatingHoursEntry } from './operating-hours';
import type { Instant } from './time';

/** A bay as bay assignment reads it: its id, whether it is active and its operating hours. */
export interface BayForBooking {
  id: number;
  isActive: boolean;
  hours: readonly OperatingHoursEntry[];
}

/** Time a bay is taken: a confirmed booking (or a lesson or league) on that bay. */
export interface BayBusy {
  bayId: number;
  startTime: Instant;
  endTime: Instant;
}

/** The outcome of looking for a bay: assigned, all open bays taken (waitlist), or none open. */
export type BayAssignment =
  { kind: 'assigned'; bayId: number; isPeak: boolean } | { kind: 'full' } | { kind: 'closed' };

/** True when nothing on the bay shares time with [start, end). */
export function isBayFree(
  bayId: number,
  busy: readonly BayBusy[],
  start: Instant,
  end: Instant,
): boolean {
  return !busy.some(
    (b) => b.bayId === bayId && intervalsOverlap(b.startTime, b.endTime, start, end),
  );
}

/** Active bays whose operating hours cover the whole session, lowest id first. */
export function baysOpenFor<B extends BayForBooking>(
  bays: readonly B[],
  start: Instant,
  end: Instant,
  zone: string,
): B[] {
  return bays
    .filter((b) => b.isActive && isOpenForSession(start, end, zone, b.hours))
    .sort((a, b) => a.id - b.id);
}

/**
 * A member asks for a time, not a bay: the first active bay (lowest id) that is open and free for
 * the whole session, with peak from that bay's windows.
 */
export function assignBay(input: {
  bays: readonly BayForBooking[];
  busy: readonly BayBusy[];
  start: Instant;
  end: Instant;
  zone: string;
}): BayAssignment {
  const open = baysOpenFor(input.bays, input.start, input.end, input.zone);
  if (open.length === 0) return { kind: 'closed' };
  const bay = open.find((b) => isBayFree(b.id, input.busy, input.start, input.end));
  if (!bay) return { kind: 'full' };
  return {
    kind: 'assigned',
    bayId: bay.id,
    isPeak: isPeakStart(input.start, input.zone, bay.hours),
  };
}
