import type { BayType } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** A bay's type as the screens name it: the domain's BAY_TYPE_LABELS, in the catalogs. */
export const BAY_TYPE_MESSAGES: Record<BayType, MessageDescriptor> = {
  TrackMan: msg`TrackMan`,
  GCQuad: msg`GC Quad`,
  Premium: msg`Premium Suite`,
  Standard: msg`Standard`,
};

/**
 * What a bay change did to members' bookings, for its toast ('2 booking(s) cancelled, 1
 * waitlisted booking(s) confirmed'), or undefined when it touched none.
 */
export function bayChangeNote(r: {
  cancelledBookings: number;
  promotedBookings: number;
}): MessageDescriptor | undefined {
  const cancelled = r.cancelledBookings;
  const promoted = r.promotedBookings;
  if (cancelled && promoted) {
    return msg`${plural(cancelled, {
      one: '# booking(s) cancelled',
      other: '# booking(s) cancelled',
    })}, ${plural(promoted, {
      one: '# waitlisted booking(s) confirmed',
      other: '# waitlisted booking(s) confirmed',
    })}`;
  }
  if (cancelled) {
    return msg`${plural(cancelled, {
      one: '# booking(s) cancelled',
      other: '# booking(s) cancelled',
    })}`;
  }
  if (promoted) {
    return msg`${plural(promoted, {
      one: '# waitlisted booking(s) confirmed',
      other: '# waitlisted booking(s) confirmed',
    })}`;
  }
  return undefined;
}
